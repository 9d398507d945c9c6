import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { AuthRepository } from './auth.repository';

/** An attempt let through: `succeeded()` gives the address its place back (only failures spend its budget). */
export interface LoginSlot {
  ok: true;
  succeeded(): Promise<void>;
}

/** An attempt over a limit: not recorded; the caller may try again in `retryAfter` seconds. */
export interface LoginRefusal {
  ok: false;
  retryAfter: number;
}

/**
 * Counts login attempts in PostgreSQL over the last minute, so the limits hold across instances and
 * restarts: every attempt per (username, IP) (LOGIN_RATE_LIMIT), and the failed ones per IP across
 * usernames (LOGIN_IP_RATE_LIMIT), so one address cannot try a few passwords on every account while
 * the user still signs in from another. An attempt over a limit is not recorded.
 */
@Injectable()
export class LoginRateLimiter {
  private calls = 0;

  constructor(
    private readonly db: Db,
    private readonly repo: AuthRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Records an attempt, or refuses it when the username at this IP or the IP is over its limit. */
  async hit(username: string, ip: string): Promise<LoginSlot | LoginRefusal> {
    // A username is never empty, so no username key starts with the newline of an address's key.
    const userKey = `${username.toLowerCase()}\n${ip}`;
    const addressKey = `\n${ip}`;
    const taken = await this.db.tx(async (): Promise<{ retryAfter: number } | { addressAttempt: string }> => {
      // Serialised per address (every username key holds its address too), so parallel attempts
      // cannot both take the last place of either budget.
      await this.repo.lockLoginKey(addressKey);
      const user = await this.repo.recentLoginAttempts(userKey);
      const address = await this.repo.recentLoginAttempts(addressKey);
      const over = [
        user.count >= this.config.loginRateLimitPerMinute ? user.retryAfter : 0,
        address.count >= this.config.loginIpRateLimitPerMinute ? address.retryAfter : 0,
      ];
      if (over.some(Boolean)) return { retryAfter: Math.min(60, Math.max(1, ...over)) };
      const ids = await this.repo.insertLoginAttempts([userKey, addressKey]);
      return { addressAttempt: ids[1]! };
    });
    if (++this.calls % 100 === 0) await this.repo.purgeLoginAttempts();
    if ('retryAfter' in taken) return { ok: false, retryAfter: taken.retryAfter };
    return { ok: true, succeeded: () => this.repo.deleteLoginAttempt(taken.addressAttempt) };
  }
}
