import { ApiPropertyOptional } from '@nestjs/swagger';
import { IMPORT_KINDS, type ImportKind } from '@studio/domain';
import { IsIn, IsInt, IsOptional } from 'class-validator';
import { QueryNumber } from '../../../common/query-input';

/** GET /imports/audit. */
export class ImportAuditQueryDto {
  @ApiPropertyOptional({ enum: IMPORT_KINDS })
  @IsOptional() @IsIn(IMPORT_KINDS, { message: `one of ${IMPORT_KINDS.join(', ')}` }) kind?: ImportKind;
  @ApiPropertyOptional({ type: Number }) @QueryNumber() @IsInt({ message: 'must be an integer' }) projectId?: number;
}
