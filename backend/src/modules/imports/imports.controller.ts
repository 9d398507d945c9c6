import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser } from '../../common/decorators';
import { ImportAuditQueryDto } from './dto/import-audit-query.dto';
import { ImportsService } from './imports.service';

@ApiTags('imports')
@Controller('imports')
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  /** `{imports: [...]}`: the 200 newest imports that wrote, those the caller may see (decision 032). */
  @Get('audit')
  @Authenticated()
  audit(@CurrentUser() user: AuthUser, @Query() q: ImportAuditQueryDto) {
    return this.imports.audit(user, { kind: q.kind, projectId: q.projectId });
  }
}
