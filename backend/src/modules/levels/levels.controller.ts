import { Body, Controller, Get, HttpCode, Patch, Post, Req, UseInterceptors, type Type } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { LEVEL_KINDS, levelPermission, UPLOAD_MAX_BYTES, type LevelKind } from '@studio/domain';
import { Exclude } from 'class-transformer';
import type { Request } from 'express';
import type { AuthUser } from '../../common/auth-user';
import { CurrentUser, RequirePermission } from '../../common/decorators';
import { WholeBody } from '../../common/field-error';
import { IdParam } from '../../common/id.pipe';
import { MultipartInterceptor, uploadedFiles } from '../files/multipart.interceptor';
import { coerceLevelForm, readLevelBody, type LevelInput } from './level-input';
import { LevelActiveDto } from './dto/level-active.dto';
import { LevelsService } from './levels.service';

/** JSON, or multipart with files `previewImage` / `resource`. */
const LevelForm = MultipartInterceptor({
  file: { any: true, maxCount: 2 }, maxFileSize: UPLOAD_MAX_BYTES, tooLarge: 'file.too-large', tooMany: 'common.validation', coerce: coerceLevelForm,
});

/**
 * One controller class per kind, built from its descriptor, so every route carries its own
 * LevelSystem.<Kind>.Get / .Create / .Edit decorator on the path's project.
 */
function levelKindController(k: LevelKind): Type<unknown> {
  const onProject = { project: 'param:projectId' } as const;

  // The body's keys depend on the kind (its id and members fields) and the call: read whole.
  @Exclude()
  class CreateLevelDto {
    @WholeBody((body) => readLevelBody(k, body, 'create')) parsed!: { ok: true; value: LevelInput };
  }
  @Exclude()
  class LevelVersionDto {
    @WholeBody((body) => readLevelBody(k, body, 'version')) parsed!: { ok: true; value: LevelInput };
  }
  @Exclude()
  class EditLevelDto {
    @WholeBody((body) => readLevelBody(k, body, 'edit')) parsed!: { ok: true; value: LevelInput };
  }

  @ApiTags('level-system')
  @Controller(`projects/:projectId/${k.path}`)
  class LevelKindController {
    constructor(readonly levels: LevelsService) {}

    @Get()
    @RequirePermission(levelPermission(k, 'Get'), onProject)
    list(@IdParam('projectId') project: number) {
      return this.levels.list(k, project);
    }

    @Get(':id')
    @RequirePermission(levelPermission(k, 'Get'), onProject)
    get(@IdParam('projectId') project: number, @IdParam() id: number) {
      return this.levels.get(k, project, id);
    }

    @Post()
    @HttpCode(201)
    @ApiConsumes('application/json', 'multipart/form-data')
    @ApiBody({ description: `{${k.idField}, name, description, previewImage, resource, isActive, additionalData${k.hasVariant ? ', variant' : ''}${k.members ? `, ${k.members.field}` : ''}}` })
    @RequirePermission(levelPermission(k, 'Create'), onProject)
    @UseInterceptors(LevelForm)
    create(@IdParam('projectId') project: number, @CurrentUser() user: AuthUser, @Body() body: CreateLevelDto, @Req() req: Request) {
      return this.levels.create(user, k, project, body.parsed.value, uploadedFiles(req));
    }

    @Post(':id/versions')
    @HttpCode(201)
    @ApiConsumes('application/json', 'multipart/form-data')
    @RequirePermission(levelPermission(k, 'Create'), onProject)
    @UseInterceptors(LevelForm)
    createVersion(
      @IdParam('projectId') project: number, @IdParam() id: number, @CurrentUser() user: AuthUser, @Body() body: LevelVersionDto, @Req() req: Request,
    ) {
      return this.levels.createVersion(user, k, project, id, body.parsed.value, uploadedFiles(req));
    }

    @Patch(':id')
    @ApiConsumes('application/json', 'multipart/form-data')
    @RequirePermission(levelPermission(k, 'Edit'), onProject)
    @UseInterceptors(LevelForm)
    update(
      @IdParam('projectId') project: number, @IdParam() id: number, @CurrentUser() user: AuthUser, @Body() body: EditLevelDto, @Req() req: Request,
    ) {
      return this.levels.update(user, k, project, id, body.parsed.value, uploadedFiles(req));
    }

    @Patch(':id/active')
    @ApiBody({ description: '{isActive}' })
    @RequirePermission(levelPermission(k, 'Edit'), onProject)
    setActive(@IdParam('projectId') project: number, @IdParam() id: number, @Body() body: LevelActiveDto) {
      return this.levels.setActive(k, project, id, body.isActive);
    }
  }
  Object.defineProperty(LevelKindController, 'name', {
    value: `${k.permission}Controller`,
  });
  return LevelKindController;
}

export const LEVEL_CONTROLLERS = LEVEL_KINDS.map(levelKindController);
