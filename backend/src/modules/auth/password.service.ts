import { Inject, Injectable } from '@nestjs/common';
import { hash, verify, type Options } from '@node-rs/argon2';
import { APP_CONFIG, type AppConfig } from '../../config';

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1). Algorithm.Argon2id is a const enum (2).
const ARGON2ID: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 19456, timeCost: 2, parallelism: 1 };
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$3kVQcsmTUWWkGyLSVh1Jzk7rc4fMBaIpRl6g0O6xi9M';

export interface PasswordGate {
  /** Seconds the caller must wait before trying again, or 0 to verify now. */
  before(): Promise<number>;
  failed(): Promise<void>;
}

/**
 * Hashing is slow on purpose; a semaphore keeps a burst of logins from taking every core,
 * so other requests keep being served while logins queue.
 */
@Injectable()
export class PasswordService {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  hash(password: string): Promise<string> {
    return this.limited(() => hash(password, ARGON2ID));
  }

  /** Verifies against a dummy hash when there is no user, so timing does not reveal usernames. */
  async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    const ok = await this.limited(() => verify(passwordHash || DUMMY_HASH, password).catch(() => false));
    return ok && !!passwordHash;
  }

  /**
   * verify() with a gate run in the same hashing slot: `before` may refuse (seconds to wait) without
   * hashing, and `failed` records a wrong password before the next waiting attempt is let in. Logins
   * queue for these slots (ARGON_CONCURRENCY), so a budget read in `before` is overrun by at most the
   * other slots in flight, however many attempts arrive at once; attempts that succeed spend nothing.
   */
  async verifyGated(passwordHash: string | null | undefined, password: string, gate: PasswordGate): Promise<{ ok: boolean } | { retryAfter: number }> {
    return this.limited(async () => {
      const retryAfter = await gate.before();
      if (retryAfter > 0) return { retryAfter };
      const ok = (await verify(passwordHash || DUMMY_HASH, password).catch(() => false)) && !!passwordHash;
      if (!ok) await gate.failed();
      return { ok };
    });
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.config.argonConcurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}
