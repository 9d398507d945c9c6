import { Body, Controller, Get, HttpCode, Patch, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser, RequirePermission } from '../../common/decorators';
import { IdParam } from '../../common/id.pipe';
import { MultipartInterceptor, uploadedFiles } from '../files/multipart.interceptor';
import { CreateProjectDto, UpdateProjectDto } from './dto/project.dto';
import { coerceProjectForm } from './dto/project-form';
import { ProjectCandidatesService } from './project-candidates.service';
import { ProjectWriteService } from './project-write.service';
import { ProjectsService } from './projects.service';

export const ICON_MAX_BYTES = 2 * 1024 * 1024;

/** JSON, or multipart/form-data with the image in field `icon`. */
const IconForm = MultipartInterceptor({
  file: { field: 'icon' }, maxFileSize: ICON_MAX_BYTES, tooLarge: 'project.icon-too-large', coerce: coerceProjectForm,
});

@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(
    private readonly projects: ProjectsService,
    private readonly writes: ProjectWriteService,
    private readonly candidates: ProjectCandidatesService,
  ) {}

  @Get()
  @Authenticated()
  list(@CurrentUser() user: AuthUser) {
    return this.projects.visible(user);
  }

  /** Declared before ':id' so the word is not read as an id. */
  @Get('candidates')
  @Authenticated()
  listCandidates() {
    return this.candidates.candidates();
  }

  @Post()
  @HttpCode(201)
  @ApiConsumes('application/json', 'multipart/form-data')
  @RequirePermission('Project.Create')
  @UseInterceptors(IconForm)
  create(@CurrentUser() user: AuthUser, @Body() body: CreateProjectDto, @Req() req: Request) {
    return this.writes.create(user, body, uploadedFiles(req)[0]);
  }

  @Get(':id')
  @RequirePermission('Project.Get', { project: 'param:id' })
  get(@IdParam() id: number, @CurrentUser() user: AuthUser) {
    return this.projects.get(id, user);
  }

  @Patch(':id')
  @ApiConsumes('application/json', 'multipart/form-data')
  @RequirePermission('Project.Edit', { project: 'param:id' })
  @UseInterceptors(IconForm)
  update(@IdParam() id: number, @CurrentUser() user: AuthUser, @Body() body: UpdateProjectDto, @Req() req: Request) {
    return this.writes.update(user, id, body, uploadedFiles(req)[0]);
  }
}
