import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { CurrentUser, RequirePermission } from '../../common/decorators';
import { DomainError } from '../../common/domain-error';
import { IdParam } from '../../common/id.pipe';
import { NotificationsService } from './notifications.service';

const DEFAULT_LIMIT = 200;
const MAX_LIMIT = 1000;

function readFlag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new DomainError('common.validation', 400, [{ field: 'isRead', message: 'must be true or false' }]);
}

function readLimit(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_LIMIT;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_LIMIT) {
    throw new DomainError('common.validation', 400, [{ field: 'limit', message: `must be 1-${MAX_LIMIT}` }]);
  }
  return Number(value);
}

/** The bell: one's own notifications only. */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @RequirePermission('Notification.Get')
  @ApiQuery({ name: 'isRead', required: false, enum: ['true', 'false'] })
  @ApiQuery({ name: 'limit', required: false, description: `newest first, ${DEFAULT_LIMIT} by default, at most ${MAX_LIMIT}` })
  async list(@CurrentUser() user: AuthUser, @Query('isRead') isRead?: string, @Query('limit') limit?: string) {
    return { notifications: await this.notifications.list(user.id, { isRead: readFlag(isRead), limit: readLimit(limit) }) };
  }

  @Post('read-all')
  @HttpCode(204)
  @RequirePermission('Notification.Get')
  async readAll(@CurrentUser() user: AuthUser) {
    await this.notifications.markAllRead(user.id);
  }

  @Post(':id/read')
  @HttpCode(204)
  @RequirePermission('Notification.Get')
  async read(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    await this.notifications.markRead(user.id, id);
  }
}
