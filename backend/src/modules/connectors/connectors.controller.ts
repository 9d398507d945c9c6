import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { CurrentUser, RequirePermission } from '../../common/decorators';
import { IdParam } from '../../common/id.pipe';
import { ConnectorsService } from './connectors.service';
import { ConnectorsQueryDto } from './dto/connectors-query.dto';
import { ConnectorGlobalConfigDto, ConnectorProjectConfigDto, ConnectorSyncDto, CreateConnectorDto, UpdateConnectorDto } from './dto/connector.dto';

/** Connectors of admin > config > connector (API.md "Connectors"): credentials are written, never read back. */
@ApiTags('connectors')
@Controller('connectors')
export class ConnectorsController {
  constructor(private readonly connectors: ConnectorsService) {}

  @Get()
  @RequirePermission('Connectors.View')
  async list(@Query() q: ConnectorsQueryDto) {
    return { data: await this.connectors.list(q.serviceId) };
  }

  /** Whether credentials can be saved (a key from CONNECTOR_KEYS or DATA_DIR/connector-keys): the screen warns before typing. */
  @Get('keys')
  @RequirePermission('Connectors.View')
  keys() {
    return { keys: { present: this.connectors.keysPresent() } };
  }

  @Post()
  @RequirePermission('Connectors.Edit')
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateConnectorDto) {
    return { connector: await this.connectors.create(user, body) };
  }

  @Patch(':id')
  @RequirePermission('Connectors.Edit')
  async update(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() body: UpdateConnectorDto) {
    return { connector: await this.connectors.update(user, id, body) };
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('Connectors.Edit')
  async remove(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<void> {
    await this.connectors.remove(user, id);
  }

  @Put(':id/global-config')
  @RequirePermission('Connectors.Edit')
  async globalConfig(@IdParam() id: number, @Body() body: ConnectorGlobalConfigDto) {
    return { connector: await this.connectors.putGlobalConfig(id, body) };
  }

  @Put(':id/projects/:projectId/config')
  @RequirePermission('Connectors.Edit')
  async projectConfig(@IdParam() id: number, @IdParam('projectId') projectId: number, @Body() body: ConnectorProjectConfigDto) {
    return { connector: await this.connectors.putProjectConfig(id, projectId, body.parsed.value) };
  }

  @Post(':id/sync')
  @HttpCode(200)
  @RequirePermission('Connectors.Edit')
  sync(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() body: ConnectorSyncDto) {
    return this.connectors.sync(user, id, body);
  }
}
