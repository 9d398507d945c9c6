import { Controller, Get, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { IMPORT_KINDS, type ImportKind } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser } from '../../common/decorators';
import { DomainError } from '../../common/domain-error';
import { ImportsService } from './imports.service';

@ApiTags('imports')
@Controller('imports')
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  /** `{imports: [...]}`: the 200 newest imports that wrote, those the caller may see (decision 032). */
  @Get('audit')
  @Authenticated()
  @ApiQuery({ name: 'kind', required: false, enum: IMPORT_KINDS })
  @ApiQuery({ name: 'projectId', required: false, type: Number })
  audit(@CurrentUser() user: AuthUser, @Query('kind') kind?: string, @Query('projectId') projectId?: string) {
    if (kind !== undefined && !(IMPORT_KINDS as readonly string[]).includes(kind)) {
      throw new DomainError('common.validation', 400, [{ field: 'kind', message: `one of ${IMPORT_KINDS.join(', ')}` }]);
    }
    if (projectId !== undefined && !/^\d+$/.test(projectId)) {
      throw new DomainError('common.validation', 400, [{ field: 'projectId', message: 'must be an integer' }]);
    }
    return this.imports.audit(user, { kind: kind as ImportKind | undefined, projectId: projectId === undefined ? undefined : Number(projectId) });
  }
}
