import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { CurrentUser, RequirePermission } from '../../common/decorators';
import { IdParam } from '../../common/id.pipe';
import { NotificationPreferencesDto } from './dto/notification-preferences.dto';
import { DEFAULT_LIMIT, NotificationsQueryDto } from './dto/notifications-query.dto';
import { NotificationsService } from './notifications.service';

/** The bell: one's own notifications only. */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @RequirePermission('Notification.Get')
  async list(@CurrentUser() user: AuthUser, @Query() q: NotificationsQueryDto) {
    return { notifications: await this.notifications.list(user.id, { isRead: q.isRead, limit: q.limit ?? DEFAULT_LIMIT }) };
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

/** Where each type of the caller's notifications goes: bell, e-mail now or the daily digest (docs/decisions/048). */
@ApiTags('profile')
@Controller('profile/notification-preferences')
export class NotificationPreferencesController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @RequirePermission('Notification.Get')
  async list(@CurrentUser() user: AuthUser) {
    return { preferences: await this.notifications.preferences(user.id) };
  }

  @Put()
  @RequirePermission('Notification.Get')
  async set(@CurrentUser() user: AuthUser, @Body() body: NotificationPreferencesDto) {
    return { preferences: await this.notifications.setPreferences(user.id, body.preferences) };
  }
}
