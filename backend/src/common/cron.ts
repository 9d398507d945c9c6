import type { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';

/**
 * Registers and starts a cron job in the company time zone (read from config at start, so it cannot be a
 * static @Cron). A failed run is logged, never thrown into the timer: the next tick runs as usual.
 */
export function startCron(
  registry: SchedulerRegistry,
  { name, cron, timeZone, logger }: { name: string; cron: string; timeZone: string; logger: Logger },
  run: () => Promise<unknown>,
): void {
  const job = CronJob.from({
    cronTime: cron,
    timeZone,
    onTick: async () => {
      await run().catch((error) => logger.error(`${name} failed`, (error as Error).stack));
    },
  });
  registry.addCronJob(name, job);
  job.start();
}
