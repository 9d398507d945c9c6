import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  isPermissionName, normalizeGrants, parseGroupName, PERMISSIONS, SYSTEM_ADMIN_GROUP, validateCondition,
  type ConditionType, type GrantRow,
} from '@studio/domain';
import { DomainError, notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import { PermissionGroup, PermissionGroupEmployee, PermissionGroupGrant } from '../auth/entities/auth.entities';
import { ADMIN_ID } from '../../database/seeders/built-in.seeder';
import { BUMP_ACL_SQL } from './permissions.service';
import type { GrantDto, PermissionGroupDto } from './dto/permission-group.dto';

const fillAll = () => new DomainError('permission-group.fill-all-fields', 400);

@Injectable()
export class PermissionGroupsService {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: Db,
  ) {}

  async list() {
    const pgs = await this.sql.many(
      `select g.id, g.name,
              coalesce(json_agg(json_build_object('permissionId', gg.permission_name, 'conditionType', gg.condition_type,
                'conditionValue', gg.condition_value) order by gg.id) filter (where gg.id is not null), '[]') as permissions
         from permission_group g left join permission_group_grant gg on gg.group_id = g.id
        group by g.id order by g.id`,
    );
    return { pgs };
  }

  catalogue() {
    return { permissions: PERMISSIONS.map(({ id, name, scope, description }) => ({ id, name, scope, description })) };
  }

  async create(dto: PermissionGroupDto): Promise<{ id: number }> {
    const name = this.checkName(dto.permissionGroupName);
    const grants = this.checkGrants(dto.permissions);
    return this.em.transactional(async (em) => {
      if (await em.count(PermissionGroup, { name })) throw new DomainError('permission-group.name-exists', 409);
      const group = em.create(PermissionGroup, { name, createdAt: new Date() });
      await em.flush();
      this.insertGrants(em, group.id, grants);
      await em.flush();
      await em.execute(BUMP_ACL_SQL);
      return { id: group.id };
    });
  }

  async update(id: number, dto: PermissionGroupDto): Promise<{ id: number }> {
    const name = this.checkName(dto.permissionGroupName);
    const grants = this.checkGrants(dto.permissions);
    return this.em.transactional(async (em) => {
      const group = await em.findOne(PermissionGroup, { id });
      if (!group) throw notFound();
      if (parseGroupName(group.name).kind === 'system') throw new DomainError('permission-group.system-admin', 400);
      if (name !== group.name && (await em.count(PermissionGroup, { name }))) throw new DomainError('permission-group.name-exists', 409);
      group.name = name;
      await em.nativeDelete(PermissionGroupGrant, { groupId: id });
      this.insertGrants(em, id, grants);
      await em.flush();
      await em.execute(BUMP_ACL_SQL);
      return { id };
    });
  }

  async remove(id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const group = await em.findOne(PermissionGroup, { id });
      if (!group) throw notFound();
      if (parseGroupName(group.name).kind === 'system') throw new DomainError('permission-group.system-admin', 400);
      await em.nativeDelete(PermissionGroup, { id });
      await em.execute(BUMP_ACL_SQL);
    });
  }

  async employees(id: number) {
    if (!(await this.sql.one(`select 1 from permission_group where id = $1`, [id]))) throw notFound();
    const rows = await this.sql.many<{ id: string }>(
      `select employee_id as id from permission_group_employee where group_id = $1 order by employee_id`, [id],
    );
    return { employees: rows.map((r) => r.id) };
  }

  async setEmployees(id: number, employees: string[]) {
    const ids = [...new Set(employees.map((e) => e.trim()).filter(Boolean))];
    return this.em.transactional(async (em) => {
      const group = await em.findOne(PermissionGroup, { id });
      if (!group) throw notFound();
      // The built-in admin account must keep holding everything.
      if (parseGroupName(group.name).kind === 'system' && !ids.includes(ADMIN_ID)) ids.unshift(ADMIN_ID);
      const known = await this.sql.many<{ id: string }>(`select id from employee where id = any($1)`, [ids]);
      if (known.length !== ids.length) {
        const missing = ids.filter((i) => !known.some((k) => k.id === i));
        throw new DomainError('common.validation', 400, missing.map((m) => ({ field: 'employees', message: `Unknown employee ${m}` })));
      }
      await em.nativeDelete(PermissionGroupEmployee, { groupId: id });
      for (const employeeId of ids) em.create(PermissionGroupEmployee, { groupId: id, employeeId });
      await em.flush();
      await em.execute(BUMP_ACL_SQL);
      return { employees: ids };
    });
  }

  private checkName(raw: string | undefined): string {
    const name = raw?.trim() ?? '';
    if (!name) throw fillAll();
    if (name.toLowerCase() === SYSTEM_ADMIN_GROUP) throw new DomainError('permission-group.system-admin', 400);
    return name;
  }

  private checkGrants(rows: GrantDto[] | undefined): GrantRow[] {
    if (!rows) throw fillAll();
    for (const row of rows) {
      if (!row.permissionId?.trim() || row.conditionType === undefined || row.conditionType === null) throw fillAll();
      if (!isPermissionName(row.permissionId.trim())) throw new DomainError('permission-group.unknown-permission', 400);
      if (validateCondition({ conditionType: row.conditionType, conditionValue: row.conditionValue ?? null })) throw fillAll();
    }
    return normalizeGrants(rows.map((r) => ({
      permissionId: r.permissionId!.trim(),
      conditionType: r.conditionType as ConditionType,
      conditionValue: (r.conditionValue ?? null) as GrantRow['conditionValue'],
    })));
  }

  private insertGrants(em: EntityManager, groupId: number, grants: GrantRow[]): void {
    for (const g of grants) {
      em.create(PermissionGroupGrant, {
        groupId, permissionName: g.permissionId, conditionType: g.conditionType, conditionValue: g.conditionValue,
      });
    }
  }
}
