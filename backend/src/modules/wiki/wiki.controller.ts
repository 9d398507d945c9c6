import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser } from '../../common/decorators';
import { IdParam, KeyParam } from '../../common/id.pipe';
import { CreatePageDto, PageIdQuery, ProjectQuery, SetPermissionsDto, UpdatePageDto } from './dto/wiki.dto';
import { WikiService } from './wiki.service';

/**
 * Wiki pages. The project of a page comes from the page row and its own permission rows decide
 * beside the project's permissions, so access is checked in the service (WikiAccessService): a
 * page the caller may not read is 404 in every call, writing without write access 403.
 */
@ApiTags('wiki')
@Controller('wiki')
export class WikiController {
  constructor(private readonly wiki: WikiService) {}

  @Get('global-id')
  @Authenticated()
  globalId() {
    return this.wiki.globalId();
  }

  @Get('page-id')
  @Authenticated()
  pageId(@CurrentUser() user: AuthUser, @Query() query: PageIdQuery) {
    return this.wiki.pageId(user, query.project, query.path);
  }

  @Get('pages')
  @Authenticated()
  tree(@CurrentUser() user: AuthUser, @Query() query: ProjectQuery) {
    return this.wiki.tree(user, query.project);
  }

  @Get('pages/:id')
  @Authenticated()
  page(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return this.wiki.page(user, id);
  }

  @Post('pages')
  @HttpCode(201)
  @Authenticated()
  create(@CurrentUser() user: AuthUser, @Body() body: CreatePageDto) {
    return this.wiki.create(user, body);
  }

  @Put('pages/:id')
  @Authenticated()
  update(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() body: UpdatePageDto) {
    return this.wiki.update(user, id, body);
  }

  @Put('pages/:id/permissions')
  @Authenticated()
  setPermissions(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() body: SetPermissionsDto) {
    return this.wiki.setPermissions(user, id, body);
  }

  @Get('pages/:id/history')
  @Authenticated()
  history(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return this.wiki.history(user, id);
  }

  @Get('pages/:id/history/:hash')
  @Authenticated()
  version(@CurrentUser() user: AuthUser, @IdParam() id: number, @KeyParam('hash') hash: string) {
    return this.wiki.version(user, id, hash);
  }
}
