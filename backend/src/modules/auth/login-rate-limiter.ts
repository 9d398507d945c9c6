import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';

/**
 * Counts login attempts per (username, IP) over the last minute in PostgreSQL, so the limit holds
 * across instances and restarts. An attempt over the limit is not recorded.
 */
@Injectable()
export class LoginRateLimiter {
  private calls = 0;

  constructor(
    private readonly sql: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Records an attempt; false when the caller is over the limit. */
  async hit(username: string, ip: string): Promise<boolean> {
    const key = `${username.toLowerCase()}\n${ip}`;
    // Serialised per key so two parallel attempts cannot both take the last place.
    const row = await this.sql.transaction(async (client) => {
      await client.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
      return (await client.query<{ ok: boolean }>(
        `with recent as (select count(*) as c from login_attempt where key = $1 and at > now() - interval '1 minute'),
              ins as (insert into login_attempt (key) select $1 from recent where c < $2 returning 1)
         select exists (select 1 from ins) as ok`,
        [key, this.config.loginRateLimitPerMinute],
      )).rows[0];
    });
    if (++this.calls % 100 === 0) await this.sql.many(`delete from login_attempt where at < now() - interval '2 minutes'`);
    return row.ok;
  }
}
