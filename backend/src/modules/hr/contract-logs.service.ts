import { Injectable } from '@nestjs/common';
import type { ContractLogRow } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { forbidden } from '../../common/domain-error';
import { PermissionsService } from '../permissions/permissions.service';
import { ContractLogsRepository } from './contract-logs.repository';

@Injectable()
export class ContractLogsService {
  constructor(
    private readonly repo: ContractLogsRepository,
    private readonly permissions: PermissionsService,
  ) {}

  /** The guard asks Admin.Employee.Salary; the report is in the administrative area, which needs Admin.Employee.Get too. */
  async list(caller: AuthUser, employee?: string): Promise<{ logs: ContractLogRow[] }> {
    if (!(await this.permissions.has(caller, 'Admin.Employee.Get'))) throw forbidden();
    const id = typeof employee === 'string' ? employee.trim() : '';
    return { logs: await this.repo.list(id || undefined) };
  }
}
