import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config';

const WINDOW_MS = 60_000;

/**
 * Counts login attempts per (username, IP) in a sliding minute. Kept in memory: a login
 * burst against one instance is what it stops; behind a balancer the limit is per instance.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly attempts = new Map<string, number[]>();
  private sweptAt = Date.now();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Records an attempt; false when the caller is over the limit. */
  hit(username: string, ip: string, now = Date.now()): boolean {
    this.sweep(now);
    const key = `${username.toLowerCase()}\u0000${ip}`;
    const recent = (this.attempts.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (recent.length >= this.config.loginRateLimitPerMinute) {
      this.attempts.set(key, recent);
      return false;
    }
    recent.push(now);
    this.attempts.set(key, recent);
    return true;
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < WINDOW_MS) return;
    this.sweptAt = now;
    for (const [key, times] of this.attempts) if (times.every((t) => now - t >= WINDOW_MS)) this.attempts.delete(key);
  }
}
