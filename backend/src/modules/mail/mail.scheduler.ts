import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { startCron } from '../../common/cron';
import { APP_CONFIG, type AppConfig } from '../../config';
import { DIGEST_CRON, MailService } from './mail.service';

/**
 * Each instance looks at the outbox every MAIL_POLL_MS (retries, and mails a crashed sender left),
 * and gathers the daily digest at 07:00 company time; claims keep instances from sending one mail twice.
 */
@Injectable()
export class MailScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly mail: MailService,
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.mail.configured || this.config.env === 'test') return;
    if (this.config.mail.pollMs > 0) {
      const timer = setInterval(() => {
        this.mail.kick().catch((error) => this.logger.error('sending mail failed', (error as Error).stack));
      }, this.config.mail.pollMs);
      timer.unref();
      this.registry.addInterval('mail-outbox', timer);
    }
    startCron(this.registry, { name: 'mail-digest', cron: DIGEST_CRON, timeZone: this.config.timeZone, logger: this.logger }, () => this.mail.digest());
  }
}
