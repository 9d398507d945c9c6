import type { BeforeApplicationShutdown } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './all-exceptions.filter';
import { DomainError } from './domain-error';

/** How long a shutdown waits for the API calls in progress before the pool closes under them. */
const DRAIN_MS = 10_000;

/**
 * Admission of API calls. Beyond `maxInFlight` calls in progress a fast 503 `common.busy` serves a
 * person better than a queue where every call waits its turn for a connection (and a load balancer
 * sends the next one elsewhere). At shutdown, new calls get 503 `common.unavailable` with
 * `Connection: close` while the ones in progress finish; the pool closes after (Db's shutdown hook).
 */
export class Admission implements BeforeApplicationShutdown {
  private inFlight = 0;
  private draining = false;
  private waiters: (() => void)[] = [];

  constructor(private readonly maxInFlight: number) {}

  get current(): number {
    return this.inFlight;
  }

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (this.draining || (this.maxInFlight > 0 && this.inFlight >= this.maxInFlight)) {
      if (this.draining) res.setHeader('Connection', 'close');
      res.setHeader('Retry-After', '1');
      const error = new DomainError(this.draining ? 'common.unavailable' : 'common.busy', 503);
      res.status(503).json(errorBody(error, req.headers['accept-language']));
      return;
    }
    this.inFlight++;
    // 'close' ends every response: the tick after 'finish' when it was sent, or when the client left.
    // One listener instead of two on every call (decision 053 addendum).
    res.once('close', this.release);
    next();
  };

  private readonly release = (): void => {
    if (--this.inFlight === 0) this.waiters.splice(0).forEach((wake) => wake());
  };

  /** Refuses new calls and waits (bounded) for the ones in progress. */
  async drain(timeoutMs = DRAIN_MS): Promise<void> {
    this.draining = true;
    if (this.inFlight === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => this.waiters.push(resolve)),
      new Promise<void>((resolve) => { timer = setTimeout(resolve, timeoutMs); }),
    ]);
    clearTimeout(timer);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.drain();
  }
}
