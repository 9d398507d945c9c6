import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { startCron } from '../../common/cron';
import { APP_CONFIG, type AppConfig } from '../../config';
import { JobsService, type JobName } from './jobs.service';

/** When each job runs, in the company time zone (read at start, so it cannot be a static @Cron). */
const SCHEDULE: Record<JobName, string> = {
  'overdue-tasks': '5 0 * * *',
  'near-deadline': '0 8 * * *',
  'contract-expiration': '0 9 * * *',
};

@Injectable()
export class JobsScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly jobs: JobsService,
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.env === 'test') return;
    for (const [name, cron] of Object.entries(SCHEDULE) as [JobName, string][]) {
      startCron(this.registry, { name, cron, timeZone: this.config.timeZone, logger: this.logger }, () => this.jobs.run(name));
    }
  }
}
