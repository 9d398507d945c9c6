import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { AuthRepository } from './auth.repository';
import type { PasswordGate } from './password.service';

/** An attempt let through: verify its password through `gate`, which spends the address's budget on a failure only. */
export interface LoginSlot {
  ok: true;
  gate: PasswordGate;
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

  /**
   * Records an attempt under (username, IP), or refuses it when that pair or the address is over its
   * limit. The address counts failed attempts only: they are recorded by the gate, inside the password
   * check's slot, so fifty people signing in at once behind one office address are never refused,
   * while fifty wrong passwords at once spend the address's budget exactly (one slot at a time).
   */
  async hit(username: string, ip: string): Promise<LoginSlot | LoginRefusal> {
    // A username is never empty, so no username key starts with the newline of an address's key.
    const userKey = `${username.toLowerCase()}\n${ip}`;
    const addressKey = `\n${ip}`;
    const refused = await this.db.tx(async (): Promise<number> => {
      // Serialised per address (every username key holds its address too), so parallel attempts
      // cannot both take the last place of a username's budget.
      await this.repo.lockLoginKey(addressKey);
      const user = await this.repo.recentLoginAttempts(userKey);
      const over = [user.count >= this.config.loginRateLimitPerMinute ? user.retryAfter : 0, await this.addressWait(addressKey)];
      if (over.some(Boolean)) return Math.min(60, Math.max(1, ...over));
      await this.repo.insertLoginAttempts([userKey]);
      return 0;
    });
    if (++this.calls % 100 === 0) await this.repo.purgeLoginAttempts();
    if (refused) return { ok: false, retryAfter: refused };
    return {
      ok: true,
      gate: {
        before: () => this.addressWait(addressKey),
        failed: async () => { await this.repo.insertLoginAttempts([addressKey]); },
      },
    };
  }

  /** Seconds until the address may try again (0: it may now): its failures of the last minute against its budget. */
  private async addressWait(addressKey: string): Promise<number> {
    const address = await this.repo.recentLoginAttempts(addressKey);
    return address.count >= this.config.loginIpRateLimitPerMinute ? Math.min(60, Math.max(1, address.retryAfter)) : 0;
  }
}
