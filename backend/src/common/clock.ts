import { Injectable } from '@nestjs/common';

/** The one source of "now" for rules and jobs, so tests can freeze time. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
