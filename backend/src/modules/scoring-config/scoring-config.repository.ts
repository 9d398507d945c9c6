import { Injectable } from '@nestjs/common';
import { storedFields, valueType, type ConfigField, type ConfigRow, type ConfigTable } from '@studio/domain';
import { Db } from '../../database/db';

// Table and column names come from the CONFIG_TABLES descriptors (libs/domain) only, never from a request.

const SQL_TYPE = { int: 'smallint', float: 'double precision', text: 'varchar(64)', json: 'jsonb' } as const;

function selectList(t: ConfigTable, alias: string): string {
  return t.fields.map((f) => (f.kind === 'employeeRole' ? `e.role as "${f.name}"` : `${alias}.${f.column} as "${f.name}"`)).join(', ');
}

function columnTypes(fields: readonly ConfigField[]): string {
  return fields.map((f) => `${f.column} ${SQL_TYPE[valueType(f)]}`).join(', ');
}

/** Rows keyed by column name, as jsonb_to_recordset reads them. */
function columnRows(fields: readonly ConfigField[], rows: readonly ConfigRow[]): Record<string, unknown>[] {
  return rows.map((row) => Object.fromEntries(fields.map((f) => [f.column, row[f.name]])));
}

function keyColumns(t: ConfigTable): string[] {
  return t.fields.filter((f) => f.key).map((f) => f.column);
}

/** The scoring configuration tables, read and written generically from their descriptors. */
@Injectable()
export class ScoringConfigRepository {
  constructor(private readonly db: Db) {}

  list(t: ConfigTable): Promise<ConfigRow[]> {
    const joinEmployee = t.fields.some((f) => f.kind === 'employeeRole');
    const order = keyColumns(t).map((c) => `c.${c}`).join(', ');
    return this.db.many<ConfigRow>(
      `select ${selectList(t, 'c')} from ${t.table} c${joinEmployee ? ' join employee e on e.id = c.employee' : ''} order by ${order}`,
    );
  }

  async missionConfig(role: number, missionType: number): Promise<ConfigRow | undefined> {
    return this.db.one<ConfigRow>(
      `select role, mission_type as "missionType", default_config as "defaultConfig" from mission_config where role = $1 and mission_type = $2`,
      [role, missionType],
    );
  }

  /**
   * Upserts the rows on their key columns in key order (two writers lock rows in the same order, so
   * they queue instead of deadlocking, and the later one wins for every row).
   */
  async upsert(t: ConfigTable, rows: ConfigRow[]): Promise<void> {
    const values = storedFields(t).filter((f) => !f.key).map((f) => `${f.column} = excluded.${f.column}`);
    await this.write(t, rows, values.length ? `update set ${values.join(', ')}` : 'nothing');
  }

  /** Writes the rows whose key has no row yet; a stored row is never touched. Answers the rows written. */
  insertMissing(t: ConfigTable, rows: readonly ConfigRow[]): Promise<number> {
    return this.write(t, rows, 'nothing');
  }

  /**
   * Upserts the rows, but over a stored row only while it still holds its value in `defaults` (the
   * start-up defaults): the demo studio replaces the defaults, never a value an admin typed.
   */
  replaceDefaults(t: ConfigTable, rows: readonly ConfigRow[], defaults: readonly ConfigRow[]): Promise<number> {
    const fields = storedFields(t);
    const values = fields.filter((f) => !f.key);
    const same = fields.map((f) => `d.${f.column} = ${t.table}.${f.column}`).join(' and ');
    return this.write(t, rows,
      `update set ${values.map((f) => `${f.column} = excluded.${f.column}`).join(', ')}
       where exists (select 1 from jsonb_to_recordset($2::jsonb) as d(${columnTypes(fields)}) where ${same})`,
      [JSON.stringify(columnRows(fields, defaults))]);
  }

  private async write(t: ConfigTable, rows: readonly ConfigRow[], onConflict: string, params: unknown[] = []): Promise<number> {
    if (!rows.length) return 0;
    const fields = storedFields(t);
    const keys = keyColumns(t);
    const result = await this.db.query(
      `insert into ${t.table} (${fields.map((f) => f.column).join(', ')})
       select ${fields.map((f) => `r.${f.column}`).join(', ')}
       from jsonb_to_recordset($1::jsonb) as r(${columnTypes(fields)})
       order by ${keys.map((k) => `r.${k}`).join(', ')}
       on conflict (${keys.join(', ')}) do ${onConflict}`,
      [JSON.stringify(columnRows(fields, rows)), ...params],
    );
    return result.rowCount ?? 0;
  }

  /** Replaces the whole table; the table lock queues concurrent replacements instead of colliding. */
  async replace(t: ConfigTable, rows: ConfigRow[]): Promise<void> {
    await this.db.exec(`lock table ${t.table} in share row exclusive mode`);
    await this.db.exec(`delete from ${t.table}`);
    await this.upsert(t, rows);
  }

  /**
   * Bounds a preview's transaction (call inside `db.tx`): each statement at most `ms`; JIT off, as for the
   * yearly aggregation (compiling the month's aggregation costs more than it saves).
   */
  async boundPreview(ms: number): Promise<void> {
    await this.db.exec(`select set_config('statement_timeout', $1, true), set_config('jit', 'off', true)`, [String(Math.floor(ms))]);
  }

  /** The ids among `ids` that are employees. */
  async existingEmployees(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.db.many<{ id: string }>(`select id from employee where id = any($1::text[])`, [ids]);
    return new Set(rows.map((r) => r.id));
  }
}
