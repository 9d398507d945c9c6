import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { AuthRepository } from './auth.repository';

/**
 * Counts login attempts per (username, IP) over the last minute in PostgreSQL, so the limit holds
 * across instances and restarts. An attempt over the limit is not recorded.
 */
@Injectable()
export class LoginRateLimiter {
  private calls = 0;

  constructor(
    private readonly db: Db,
    private readonly repo: AuthRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Records an attempt; false when the caller is over the limit. */
  async hit(username: string, ip: string): Promise<boolean> {
    const key = `${username.toLowerCase()}\n${ip}`;
    // Serialised per key so two parallel attempts cannot both take the last place.
    const ok = await this.db.tx(async () => {
      await this.repo.lockLoginKey(key);
      return this.repo.recordLoginAttempt(key, this.config.loginRateLimitPerMinute);
    });
    if (++this.calls % 100 === 0) await this.repo.purgeLoginAttempts();
    return ok;
  }
}
