import { Body, Controller, Delete, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth-user';
import { CurrentUser, RequirePermission, SessionOnly } from '../../common/decorators';
import { PushEndpointDto, PushSubscriptionDto } from './dto/push-subscription.dto';
import { PushService } from './push.service';

/**
 * Web Push (docs/decisions/051): the server's VAPID key, and the caller's own browsers' subscriptions.
 * Session-only: a subscription belongs to a browser, not to a script's API key. Permission: what
 * reading one's own bell needs; each call touches the caller's own subscriptions only.
 */
@ApiTags('push')
@SessionOnly()
@RequirePermission('Notification.Get')
@Controller('push')
export class PushController {
  constructor(private readonly push: PushService) {}

  @Post('subscriptions')
  async subscribe(@CurrentUser() user: AuthUser, @Body() body: PushSubscriptionDto, @Res({ passthrough: true }) res: Response) {
    const created = await this.push.subscribe(user.id, body);
    res.status(created ? 201 : 200);
    return { endpoint: body.endpoint };
  }

  @Delete('subscriptions')
  @HttpCode(204)
  async unsubscribe(@CurrentUser() user: AuthUser, @Body() body: PushEndpointDto) {
    await this.push.unsubscribe(user.id, body.endpoint);
  }

  @Get('public-key')
  publicKey() {
    return this.push.publicKey();
  }
}
