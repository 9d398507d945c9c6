import { Body, Controller, Get, HttpCode, Post, Put, Query, type Type } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { Exclude } from 'class-transformer';
import { CONFIG_TABLES, configTable, type ConfigTable } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { CurrentUser, RequirePermission } from '../../common/decorators';
import { WholeBody } from '../../common/field-error';
import { IdParam } from '../../common/id.pipe';
import { ScoringConfigService } from './scoring-config.service';
import { PreviewQueryDto, readConfigBody, type CheckedConfigRows } from './dto/config-table.dto';

/**
 * One controller class per scoring configuration table, built from its descriptor, so every route
 * carries its own Config.<Name>.Get / .Set decorator (the global guard and the route snapshot read them).
 */
function configTableController(t: ConfigTable): Type<unknown> {
  @Exclude()
  class ConfigTableDto {
    @WholeBody((body) => readConfigBody(t, body)) parsed!: { ok: true; value: CheckedConfigRows };
  }

  @ApiTags('scoring-config')
  @Controller(`config/${t.path}`)
  class ConfigTableController {
    constructor(readonly config: ScoringConfigService) {}

    @Get()
    @RequirePermission(t.get)
    list() {
      return this.config.list(t);
    }

    @Put()
    @RequirePermission(t.set)
    @ApiBody({ description: `{${t.key}: [rows]}: ${t.replace ? 'the list replaces the table' : 'rows are upserted on their keys, others stay'}` })
    save(@Body() body: ConfigTableDto, @CurrentUser() user: AuthUser) {
      return this.config.save(t, body.parsed.value, user.id);
    }

    /** What the PUT of this body would change in people's month; writes nothing (API.md preview). Same checks and permission as the PUT. */
    @Post('preview')
    @HttpCode(200)
    @RequirePermission(t.set)
    @ApiBody({ description: `the PUT body, {${t.key}: [rows]}; answers {changes: [{employee, name, before, after}]}, largest change first` })
    preview(@Body() body: ConfigTableDto, @Query() q: PreviewQueryDto) {
      const current = this.config.currentMonth();
      return this.config.preview(t, body.parsed.value, { year: q.year ?? current.year, month: q.month ?? current.month });
    }
  }
  Object.defineProperty(ConfigTableController, 'name', {
    value: `Config${t.path.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())}Controller`,
  });
  return ConfigTableController;
}

export const CONFIG_TABLE_CONTROLLERS = CONFIG_TABLES.map(configTableController);

const missions = configTable('missions')!;

@ApiTags('scoring-config')
@Controller('config/missions')
export class MissionConfigController {
  constructor(private readonly config: ScoringConfigService) {}

  @Get(':role/:missionType')
  @RequirePermission(missions.get)
  one(@IdParam('role') role: number, @IdParam('missionType') missionType: number) {
    return this.config.missionConfig(role, missionType);
  }
}
