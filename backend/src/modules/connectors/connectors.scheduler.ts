import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../../config';
import { ConnectorsService } from './connectors.service';

/** The daily connector sync, in the company time zone (after the networks close their day in UTC). */
const SYNC_CRON = '30 9 * * *';

@Injectable()
export class ConnectorsScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('Connectors');

  constructor(
    private readonly connectors: ConnectorsService,
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.env === 'test') return;
    if (this.config.connectors.devKey && this.config.env === 'development') this.logger.warn('CONNECTOR_KEYS is not set: connector secrets use a development key');
    if (!this.config.connectors.keys.length) this.logger.warn('CONNECTOR_KEYS is not set: connector credentials cannot be saved');
    const job = CronJob.from({
      cronTime: SYNC_CRON,
      timeZone: this.config.timeZone,
      onTick: async () => {
        await this.connectors.runScheduled()
          .then((r) => r.runs && this.logger.log(`daily sync: ${r.runs} runs, ${r.failed} failed`))
          .catch((error) => this.logger.error('daily sync failed', (error as Error).stack));
      },
    });
    this.registry.addCronJob('connector-sync', job);
    job.start();
  }
}
