import { Injectable } from '@nestjs/common';
import type { LevelAnyRow, LevelKind, ErrorCode } from '@studio/domain';
import { DomainError } from '../../common/domain-error';
import { Db } from '../../database/db';

// Table and column names come from the LEVEL_KINDS descriptors (libs/domain) only, never from a request.

const MEMBER_COLUMN = { levels: 'levels', levelPacks: 'level_packs' } as const;

function selectList(k: LevelKind, alias = 't'): string {
  const cols = [
    `${alias}.id`, `${alias}.project_id as project`, `${alias}.${k.idColumn} as "${k.idField}"`, `${alias}.name`, `${alias}.description`,
    `${alias}.preview_image as "previewImage"`, `${alias}.resource`, `${alias}.version`, `${alias}.is_active as "isActive"`,
    `${alias}.additional_data as "additionalData"`,
  ];
  if (k.hasVariant) cols.push(`${alias}.variant`);
  if (k.members) cols.push(`${alias}.${MEMBER_COLUMN[k.members.field]} as "${k.members.field}"`);
  return cols.join(', ');
}

const ORDER = (k: LevelKind) => `${k.idColumn}, version desc${k.hasVariant ? `, (variant <> 'Base'), variant` : ''}, id`;

/** The values of one new row; version is decided by the statement that inserts it. */
export interface LevelInsert {
  project: number;
  idValue: number;
  variant?: string;
  name: string;
  description: string;
  previewImage: string | null;
  resource: string | null;
  isActive: boolean;
  additionalData: Record<string, unknown>;
  members?: number[];
  createdBy: string;
}

export interface LevelPatch {
  name?: string;
  description?: string;
  previewImage?: string | null;
  resource?: string | null;
  isActive?: boolean;
  additionalData?: Record<string, unknown>;
  members?: number[];
}

/** Levels, level packs and level configs, read and written generically from their descriptors. */
@Injectable()
export class LevelsRepository {
  constructor(private readonly db: Db) {}

  async projectExists(project: number): Promise<boolean> {
    return !!(await this.db.one(`select 1 from project where id = $1`, [project]));
  }

  list(k: LevelKind, project: number): Promise<LevelAnyRow[]> {
    return this.db.many<LevelAnyRow>(`select ${selectList(k)} from ${k.table} t where t.project_id = $1 order by ${ORDER(k)}`, [project]);
  }

  find(k: LevelKind, project: number, id: number): Promise<LevelAnyRow | undefined> {
    return this.db.one<LevelAnyRow>(`select ${selectList(k)} from ${k.table} t where t.id = $1 and t.project_id = $2`, [id, project]);
  }

  /** The ids among `ids` (id field values) that exist in the project, in any version. */
  async existingIds(k: LevelKind, project: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db.many<{ v: number }>(
      `select distinct ${k.idColumn} as v from ${k.table} where project_id = $1 and ${k.idColumn} = any($2::int[])`, [project, ids]);
    return new Set(rows.map((r) => r.v));
  }

  /**
   * A new id field at version 1; a level with a taken levelId and a new variant joins its highest
   * version. Answers undefined when the id (or that level's variant) is taken; a concurrent insert
   * of the same key loses on the unique key and is refused the same way.
   */
  async insertNew(k: LevelKind, row: LevelInsert): Promise<LevelAnyRow | undefined> {
    const version = k.hasVariant
      ? `coalesce((select max(version) from ${k.table} where project_id = $1::int and ${k.idColumn} = $2::int), 1)`
      : '1';
    const guard = k.hasVariant
      ? `not exists (select 1 from ${k.table} where project_id = $1 and ${k.idColumn} = $2 and variant = $10::text
           and version = (select max(version) from ${k.table} where project_id = $1 and ${k.idColumn} = $2))`
      : `not exists (select 1 from ${k.table} where project_id = $1 and ${k.idColumn} = $2)`;
    return this.insert(k, row, version, guard, 'level.id-taken');
  }

  /** The id field's next version (highest + 1); a concurrent version of the same id loses with 409. */
  insertVersion(k: LevelKind, row: LevelInsert): Promise<LevelAnyRow | undefined> {
    return this.insert(k, row, `coalesce((select max(version) from ${k.table} where project_id = $1 and ${k.idColumn} = $2), 0) + 1`, 'true', 'level.version-conflict');
  }

  private async insert(k: LevelKind, row: LevelInsert, version: string, guard: string, conflict: ErrorCode): Promise<LevelAnyRow | undefined> {
    const params: unknown[] = [
      row.project, row.idValue, row.name, row.description, row.previewImage, row.resource, row.isActive,
      JSON.stringify(row.additionalData), row.createdBy,
    ];
    // $10 is the kind's own column: a level's variant, or a pack's or config's member list.
    let extraCol = '';
    let extraVal = '';
    if (k.hasVariant) {
      params.push(row.variant);
      extraCol = ', variant';
      extraVal = ', $10::text';
    } else if (k.members) {
      params.push(JSON.stringify(row.members ?? []));
      extraCol = `, ${MEMBER_COLUMN[k.members.field]}`;
      extraVal = ', $10::jsonb';
    }
    try {
      return await this.db.one<LevelAnyRow>(
        `with ins as (
           insert into ${k.table} (project_id, ${k.idColumn}, version, name, description, preview_image, resource, is_active, additional_data, created_by${extraCol})
           select $1::int, $2::int, ${version}, $3::text, $4::text, $5::text, $6::text, $7::boolean, $8::jsonb, $9::text${extraVal}
           where ${guard}
           returning *
         )
         select ${selectList(k)} from ins t`,
        params,
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'common.duplicate') throw new DomainError(conflict, 409);
      throw error;
    }
  }

  /** Writes the fields given; answers the row, or undefined when it is not in the project. */
  async update(k: LevelKind, project: number, id: number, patch: LevelPatch): Promise<LevelAnyRow | undefined> {
    const sets: string[] = [];
    const params: unknown[] = [id, project];
    const set = (column: string, value: unknown, cast = '') => {
      params.push(value);
      sets.push(`${column} = $${params.length}${cast}`);
    };
    if (patch.name !== undefined) set('name', patch.name);
    if (patch.description !== undefined) set('description', patch.description);
    if (patch.previewImage !== undefined) set('preview_image', patch.previewImage);
    if (patch.resource !== undefined) set('resource', patch.resource);
    if (patch.isActive !== undefined) set('is_active', patch.isActive);
    if (patch.additionalData !== undefined) set('additional_data', JSON.stringify(patch.additionalData), '::jsonb');
    if (patch.members !== undefined && k.members) set(MEMBER_COLUMN[k.members.field], JSON.stringify(patch.members), '::jsonb');
    sets.push('updated_at = now()');
    return this.db.one<LevelAnyRow>(
      `update ${k.table} t set ${sets.join(', ')} where t.id = $1 and t.project_id = $2 returning ${selectList(k)}`, params);
  }
}
