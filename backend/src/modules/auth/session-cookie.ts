import type { Request, Response } from 'express';
import type { AppConfig } from '../../config';
import { SESSION_COOKIE } from './session.service';

/** The session cookie, the same after a password login and after a sign-on. */
export function setSessionCookie(req: Request, res: Response, config: AppConfig, token: string, expires: Date): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure || req.secure,
    expires,
    path: '/',
  });
}
