import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { startCron } from '../../common/cron';
import { APP_CONFIG, type AppConfig } from '../../config';
import { BackupsService } from './backups.service';

/**
 * BACKUP_CRON in the company time zone, on every instance: the lock lets one of them run it. Off when
 * BACKUP_CRON=off, and under NODE_ENV=test unless BACKUP_CRON is given (config.backup.cron is null then).
 */
@Injectable()
export class BackupsScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('Backups');

  constructor(
    private readonly backups: BackupsService,
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const { cron, dir, keep } = this.config.backup;
    if (!cron) {
      if (this.config.env !== 'test') this.logger.log('scheduled backups are off (BACKUP_CRON=off)');
      return;
    }
    startCron(this.registry, { name: 'backup', cron, timeZone: this.config.timeZone, logger: this.logger }, () => this.backups.runScheduled());
    this.logger.log(`scheduled backups: '${cron}' (${this.config.timeZone}) into ${dir}, keeping ${keep}`);
  }
}
