import { Body, Controller, Get, Patch, Query } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { CurrentUser, RequirePermission } from '../../common/decorators';
import { KeyParam } from '../../common/id.pipe';
import { SocialInsuranceEditDto } from './dto/social-insurance.dto';
import { BirthdayQueryDto, ByRoleQueryDto, InternExpireQueryDto } from './dto/hr-reports-query.dto';
import { HrReportsService } from './hr-reports.service';

/** Reports of admin > administrative (API.md "HR reports"). GET contract-logs is the hr module's. */
@ApiTags('hr')
@Controller('hr/reports')
export class HrReportsController {
  constructor(private readonly reports: HrReportsService) {}

  @Get('birthday')
  @RequirePermission('Admin.Employee.Get')
  birthday(@Query() q: BirthdayQueryDto) {
    return this.reports.birthday(q.month);
  }

  @Get('social-insurance')
  @RequirePermission('Admin.Employee.Get')
  socialInsurance() {
    return this.reports.socialInsurance();
  }

  @Patch('social-insurance/:employee')
  @RequirePermission('Admin.Employee.Edit')
  @ApiBody({ schema: { type: 'object', description: 'exactly one of socialInsurancePayer, socialInsurance, socialInsuranceStartDate, socialInsuranceEndDate, socialInsuranceStatus', example: { socialInsuranceStatus: true } } })
  editSocialInsurance(@CurrentUser() user: AuthUser, @KeyParam('employee') employee: string, @Body() body: SocialInsuranceEditDto) {
    return this.reports.editSocialInsurance(user, employee, body.parsed.value);
  }

  @Get('quit')
  @RequirePermission('Admin.Employee.Get')
  quit() {
    return this.reports.quit();
  }

  @Get('by-role')
  @RequirePermission('Admin.Employee.Get')
  byRole(@Query() q: ByRoleQueryDto) {
    return this.reports.byRole(q.role);
  }

  @Get('intern-expire')
  @RequirePermission('Admin.Employee.Get')
  internExpire(@Query() q: InternExpireQueryDto) {
    return this.reports.internExpire(q.month, q.year);
  }

  @Get('breaks')
  @RequirePermission('PermittedLeft.Change')
  breaks(@CurrentUser() user: AuthUser) {
    return this.reports.breaks(user);
  }
}
