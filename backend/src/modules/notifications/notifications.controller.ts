import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { CurrentUser, RequirePermission } from '../../common/decorators';
import { IdParam } from '../../common/id.pipe';
import { NotificationPreferencesDto } from './dto/notification-preferences.dto';
import { DEFAULT_LIMIT, NotificationsQueryDto } from './dto/notifications-query.dto';
import { NotificationsService } from './notifications.service';

/**
 * The bell: one's own notifications only; and where each type of them goes besides the bell
 * (bell, e-mail now or the daily digest, docs/decisions/048).
 */
@ApiTags('notifications')
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get('notifications')
  @RequirePermission('Notification.Get')
  async list(@CurrentUser() user: AuthUser, @Query() q: NotificationsQueryDto) {
    return { notifications: await this.notifications.list(user.id, { isRead: q.isRead, limit: q.limit ?? DEFAULT_LIMIT }) };
  }

  @Post('notifications/read-all')
  @HttpCode(204)
  @RequirePermission('Notification.Get')
  async readAll(@CurrentUser() user: AuthUser) {
    await this.notifications.markAllRead(user.id);
  }

  @Post('notifications/:id/read')
  @HttpCode(204)
  @RequirePermission('Notification.Get')
  async read(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    await this.notifications.markRead(user.id, id);
  }

  @Get('profile/notification-preferences')
  @RequirePermission('Notification.Get')
  async preferences(@CurrentUser() user: AuthUser) {
    return { preferences: await this.notifications.preferences(user.id) };
  }

  @Put('profile/notification-preferences')
  @RequirePermission('Notification.Get')
  async setPreferences(@CurrentUser() user: AuthUser, @Body() body: NotificationPreferencesDto) {
    return { preferences: await this.notifications.setPreferences(user.id, body.preferences) };
  }
}
