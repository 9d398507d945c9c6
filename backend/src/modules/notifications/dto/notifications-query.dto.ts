import { ApiPropertyOptional } from '@nestjs/swagger';
import { QueryBoolean, QueryInt } from '../../../common/query-input';

export const DEFAULT_LIMIT = 200;
export const MAX_LIMIT = 1000;

/** GET /notifications: newest first; read, unread or both. */
export class NotificationsQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'] }) @QueryBoolean({ message: 'must be true or false' }) isRead?: boolean;
  @ApiPropertyOptional({ description: `newest first, ${DEFAULT_LIMIT} by default, at most ${MAX_LIMIT}` })
  @QueryInt(1, MAX_LIMIT, { message: `must be 1-${MAX_LIMIT}` }) limit?: number;
}
