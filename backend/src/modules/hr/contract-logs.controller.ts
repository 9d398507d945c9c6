import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { CurrentUser, RequirePermission } from '../../common/decorators';
import { ContractLogsService } from './contract-logs.service';
import { ContractLogsQueryDto } from './dto/contract-logs-query.dto';

@ApiTags('hr')
@Controller('hr/reports/contract-logs')
export class ContractLogsController {
  constructor(private readonly logs: ContractLogsService) {}

  /** Salary changes: `{logs}` newest first, optionally of one employee. Also needs Admin.Employee.Get (checked in the service). */
  @Get()
  @RequirePermission('Admin.Employee.Salary')
  list(@CurrentUser() user: AuthUser, @Query() q: ContractLogsQueryDto) {
    return this.logs.list(user, q.employee);
  }
}
