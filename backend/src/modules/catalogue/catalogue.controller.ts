import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Db } from '../../database/db';
import { Authenticated } from '../../common/decorators';

@ApiTags('catalogue')
@Authenticated()
@Controller()
export class CatalogueController {
  constructor(private readonly sql: Db) {}

  @Get('roles')
  async roles() {
    return {
      roles: await this.sql.many(
        `select id, server_name as "serverName", tag_name as "tagName", color, is_system as "isSystem" from role order by id`,
      ),
    };
  }

  @Get('role-levels')
  async roleLevels() {
    return { roleLevels: await this.sql.many(`select id, name, is_active as "isActive" from role_level order by id`) };
  }
}
