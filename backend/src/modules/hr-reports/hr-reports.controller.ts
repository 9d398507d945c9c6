import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { CurrentUser, RequirePermission } from '../../common/decorators';
import { SocialInsuranceEditDto } from './dto/social-insurance.dto';
import { HrReportsService, intQuery } from './hr-reports.service';

/** Reports of admin > administrative (API.md "HR reports"). GET contract-logs is the hr module's. */
@ApiTags('hr')
@Controller('hr/reports')
export class HrReportsController {
  constructor(private readonly reports: HrReportsService) {}

  @Get('birthday')
  @RequirePermission('Admin.Employee.Get')
  @ApiQuery({ name: 'month', required: false, description: '1-12, default this month' })
  birthday(@Query('month') month?: string) {
    return this.reports.birthday(intQuery('month', month, 1, 12));
  }

  @Get('social-insurance')
  @RequirePermission('Admin.Employee.Get')
  socialInsurance() {
    return this.reports.socialInsurance();
  }

  @Patch('social-insurance/:employee')
  @RequirePermission('Admin.Employee.Edit')
  @ApiBody({ schema: { type: 'object', description: 'exactly one of socialInsurancePayer, socialInsurance, socialInsuranceStartDate, socialInsuranceEndDate, socialInsuranceStatus', example: { socialInsuranceStatus: true } } })
  editSocialInsurance(@CurrentUser() user: AuthUser, @Param('employee') employee: string, @Body() body: SocialInsuranceEditDto) {
    return this.reports.editSocialInsurance(user, employee, body.parsed.value);
  }

  @Get('quit')
  @RequirePermission('Admin.Employee.Get')
  quit() {
    return this.reports.quit();
  }

  @Get('by-role')
  @RequirePermission('Admin.Employee.Get')
  @ApiQuery({ name: 'role', required: true, description: 'a role id that is not a system role' })
  byRole(@Query('role') role?: string) {
    return this.reports.byRole(role);
  }

  @Get('intern-expire')
  @RequirePermission('Admin.Employee.Get')
  @ApiQuery({ name: 'month', required: false, description: '1-12, default this month' })
  @ApiQuery({ name: 'year', required: false, description: 'default this year' })
  internExpire(@Query('month') month?: string, @Query('year') year?: string) {
    return this.reports.internExpire(intQuery('month', month, 1, 12), intQuery('year', year, 1900, 9999));
  }

  @Get('breaks')
  @RequirePermission('PermittedLeft.Change')
  breaks(@CurrentUser() user: AuthUser) {
    return this.reports.breaks(user);
  }
}
