import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { CurrentUser, RequirePermission } from '../../common/decorators';
import { IdParam, KeyParam } from '../../common/id.pipe';
import { BonusService } from './bonus.service';
import { BonusYearDto, InternalBonusDto, ProjectBonusDto } from './dto/bonus.dto';
import { BonusAuditQueryDto, BonusRevealQueryDto, BonusYearQueryDto } from './dto/bonus-query.dto';

/** A project's bonus config: Project.Get (else 404) and per-node Get/Set, checked in the service. */
@ApiTags('bonus')
@Controller('projects/:projectId/bonus-config')
export class ProjectBonusController {
  constructor(private readonly bonus: BonusService) {}

  @Get()
  @RequirePermission('BusinessReward.Config.Project.Get', { project: 'param:projectId' })
  get(@CurrentUser() user: AuthUser, @IdParam('projectId') projectId: number) {
    return this.bonus.getProject(user, projectId);
  }

  @Put()
  @RequirePermission('BusinessReward.Config.Project.Get', { project: 'param:projectId' })
  @ApiBody({ description: '{projectFund, gplayFund, marketingFund, productFund, rndFund, centerlineFund}: only the nodes sent change; a changed node needs BusinessReward.Config.Project.Set for it' })
  put(@CurrentUser() user: AuthUser, @IdParam('projectId') projectId: number, @Body() body: ProjectBonusDto) {
    return this.bonus.putProject(user, projectId, body.parsed.value);
  }
}

/** The operator's revenue bonus: internal config, the year's distribution, export, reveal, audit. */
@ApiTags('bonus')
@Controller('bonus')
export class BonusController {
  constructor(private readonly bonus: BonusService) {}

  @Get('internal')
  @RequirePermission('BusinessReward.Config.Internal.Get')
  internal(@CurrentUser() user: AuthUser) {
    return this.bonus.getInternal(user);
  }

  @Put('internal')
  @RequirePermission('BusinessReward.Config.Internal.Set')
  @ApiBody({ description: '{businessRewardDistributionInternal: {gplayFund, marketingFund, ..., projectShare: [{project, projectShareValue}]}}' })
  saveInternal(@CurrentUser() user: AuthUser, @Body() body: InternalBonusDto) {
    return this.bonus.putInternal(user, body.parsed.value);
  }

  @Get('details')
  @RequirePermission('BusinessReward.Config.Internal.Get')
  details(@Query() q: BonusYearQueryDto) {
    return this.bonus.details(q.year);
  }

  @Get('employees/:id')
  @RequirePermission('BusinessReward.Export')
  employee(@KeyParam() id: string, @Query() q: BonusYearQueryDto) {
    return this.bonus.employeeResult(id, q.year);
  }

  @Post('export')
  @HttpCode(200)
  @RequirePermission('BusinessReward.Export')
  @ApiBody({ description: '{year}' })
  export(@Body() body: BonusYearDto) {
    return this.bonus.export(body);
  }

  @Get('reveal')
  @RequirePermission('BusinessReward.Export')
  reveal(@Query() q: BonusRevealQueryDto) {
    return this.bonus.reveal(q.employee, q.year);
  }

  /** Addition to API.md: every save of a project config or the internal config, newest first. */
  @Get('audit')
  @RequirePermission('BusinessReward.Config.Internal.Set')
  audit(@Query() q: BonusAuditQueryDto) {
    return this.bonus.audit(q);
  }
}
