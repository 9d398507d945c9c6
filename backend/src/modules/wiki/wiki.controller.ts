import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser } from '../../common/decorators';
import { IdParam } from '../../common/id.pipe';
import { CreatePageDto, PageIdQuery, UpdatePageDto } from './dto/wiki.dto';
import { WikiService } from './wiki.service';

/**
 * Wiki pages. The project of a page comes from the page row, so the permission is checked in the
 * service (WikiAccessService): reading needs Project.Get or WikiSystem.Wiki.Get on the page's project
 * (else 404), writing Project.Edit or WikiSystem.Wiki.Create / .Edit (else 403).
 */
@ApiTags('wiki')
@Controller('wiki')
export class WikiController {
  constructor(private readonly wiki: WikiService) {}

  @Get('page-id')
  @Authenticated()
  pageId(@CurrentUser() user: AuthUser, @Query() query: PageIdQuery) {
    return this.wiki.pageId(user, query.project, query.path);
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
}
