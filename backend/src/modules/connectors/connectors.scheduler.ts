import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { startCron } from '../../common/cron';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Metrics } from '../metrics/metrics.service';
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
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.env === 'test') return;
    startCron(this.registry, { name: 'connector-sync', cron: SYNC_CRON, timeZone: this.config.timeZone, logger: this.logger }, async () => {
      const r = await this.metrics.countJob('connector-sync', () => this.connectors.runScheduled());
      if (r.runs) this.logger.log(`daily sync: ${r.runs} runs, ${r.failed} failed`);
    });
  }
}
