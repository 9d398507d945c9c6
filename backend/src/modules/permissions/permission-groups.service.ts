import { Injectable } from '@nestjs/common';
import {
  conditionProblem, isPermissionName, isRoleId, normalizeGrants, parseGroupName, PERMISSIONS, SYSTEM_ADMIN_GROUP,
  type ConditionType, type GrantRow,
} from '@studio/domain';
import { DomainError, notFound } from '../../common/domain-error';
import { fieldError } from '../../common/field-error';
import { Db } from '../../database/db';
import { ADMIN_ID } from '../../database/seeders/built-in.seeder';
import type { GrantDto, PermissionGroupDto } from './dto/permission-group.dto';
import { PermissionsRepository } from './permissions.repository';
import { PermissionsService } from './permissions.service';

const fillAll = () => new DomainError('permission-group.fill-all-fields', 400);

@Injectable()
export class PermissionGroupsService {
  constructor(
    private readonly db: Db,
    private readonly repo: PermissionsRepository,
    private readonly permissions: PermissionsService,
  ) {}

  async list() {
    return { pgs: await this.repo.listGroups() };
  }

  catalogue() {
    return { permissions: PERMISSIONS.map(({ id, name, scope, description }) => ({ id, name, scope, description })) };
  }

  async create(dto: PermissionGroupDto): Promise<{ id: number }> {
    const name = this.checkName(dto.permissionGroupName);
    const grants = this.checkGrants(dto.permissions);
    return this.db.tx(async () => {
      const id = await this.repo.insertGroup(name);
      await this.repo.replaceGrants(id, grants);
      await this.permissions.bumpAcl();
      return { id };
    });
  }

  async update(id: number, dto: PermissionGroupDto): Promise<{ id: number }> {
    return this.db.tx(async () => {
      // The group first: the system group answers that it is not editable, whatever the body says.
      await this.editableGroup(id);
      const name = this.checkName(dto.permissionGroupName);
      const grants = this.checkGrants(dto.permissions);
      await this.repo.renameGroup(id, name);
      await this.repo.replaceGrants(id, grants);
      await this.permissions.bumpAcl();
      return { id };
    });
  }

  async remove(id: number): Promise<void> {
    await this.db.tx(async () => {
      await this.editableGroup(id);
      await this.repo.deleteGroup(id);
      await this.permissions.bumpAcl();
    });
  }

  async employees(id: number) {
    if (!(await this.repo.groupExists(id))) throw notFound();
    return { employees: await this.repo.groupEmployeeIds(id) };
  }

  async setEmployees(id: number, employees: string[]) {
    const ids = [...new Set(employees.map((e) => e.trim()).filter(Boolean))];
    return this.db.tx(async () => {
      const group = await this.repo.lockGroup(id);
      if (!group) throw notFound();
      // The built-in admin account must keep holding everything.
      if (parseGroupName(group.name).kind === 'system' && !ids.includes(ADMIN_ID)) ids.unshift(ADMIN_ID);
      const known = new Set(await this.repo.existingEmployeeIds(ids));
      if (known.size !== ids.length) {
        const missing = ids.filter((i) => !known.has(i));
        throw new DomainError('common.validation', 400, missing.map((m) => fieldError('employees', 'forms.error.invalid', `Unknown employee ${m}`, {})));
      }
      await this.repo.replaceGroupEmployees(id, ids);
      await this.permissions.bumpAcl();
      return { employees: ids };
    });
  }

  /** The group, locked for this transaction; the system group is never edited. */
  private async editableGroup(id: number): Promise<void> {
    const group = await this.repo.lockGroup(id);
    if (!group) throw notFound();
    if (parseGroupName(group.name).kind === 'system') throw new DomainError('permission-group.system-group', 400);
  }

  private checkName(raw: string | undefined): string {
    const name = raw?.trim() ?? '';
    if (!name) throw fillAll();
    if (name.toLowerCase() === SYSTEM_ADMIN_GROUP) throw new DomainError('permission-group.system-admin', 400);
    return name;
  }

  /**
   * The rows as the screen checks them (spec 3 "Permission group save"): each has a permission
   * of the catalogue and a complete condition; single values are trimmed and duplicates dropped.
   */
  private checkGrants(rows: GrantDto[] | undefined): GrantRow[] {
    if (!rows) throw fillAll();
    const out: GrantRow[] = [];
    for (const row of rows) {
      const permissionId = typeof row.permissionId === 'string' ? row.permissionId.trim() : '';
      if (!permissionId) throw fillAll();
      const problem = conditionProblem({ conditionType: row.conditionType, conditionValue: row.conditionValue ?? null }, isRoleId);
      if (problem) throw new DomainError(problem, 400);
      if (!isPermissionName(permissionId)) throw new DomainError('permission-group.unknown-permission', 400);
      out.push({
        permissionId,
        conditionType: Number(row.conditionType) as ConditionType,
        conditionValue: (row.conditionValue ?? null) as GrantRow['conditionValue'],
      });
    }
    return normalizeGrants(out);
  }
}
