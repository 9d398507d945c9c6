import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser, Public, SessionOnly } from '../../common/decorators';
import { KeyParam } from '../../common/id.pipe';
import { CalendarFeedsService } from './calendar-feeds.service';

const origin = (req: Request) => `${req.protocol}://${req.host}`;
/** `<token>.ics`: the suffix lets calendar apps recognise the link; a name without it is unknown. */
const tokenOf = (file: string) => (file.endsWith('.ics') ? file.slice(0, -4) : '');

/** The headers of a served feed; set only on success, so that a 404 stays the JSON error of the API. */
function calendarText(res: Response, text: string): string {
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  // The URL is the credential: no shared cache keeps the answer, no search engine lists it.
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  return text;
}

/**
 * The caller's feed URL. Both calls are session-only: the URL is a credential, and an API key (meant
 * for scripts) has no business reading or rotating it.
 */
@ApiTags('profile')
@Authenticated()
@SessionOnly()
@Controller('profile/calendar-feed')
export class ProfileCalendarFeedController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  @Get()
  urls(@CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.feeds.urls(user, origin(req));
  }

  @Post('rotate')
  @HttpCode(200)
  rotate(@CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.feeds.rotate(user, origin(req));
  }
}

/**
 * What calendar servers fetch, with no cookie and no header: the token in the path is the only
 * credential, so these are @Public() and answer 404 to anything but a current token.
 */
@ApiTags('feeds')
@Controller('feeds')
export class CalendarFeedsController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  @Public()
  @Get('calendar/:file')
  async personal(@KeyParam('file', 100) file: string, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return calendarText(res, await this.feeds.feed('personal', tokenOf(file), origin(req)));
  }

  @Public()
  @Get('holidays/:file')
  async holidays(@KeyParam('file', 100) file: string, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return calendarText(res, await this.feeds.feed('holidays', tokenOf(file), origin(req)));
  }
}
