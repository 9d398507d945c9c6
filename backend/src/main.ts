import './register-paths';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { loadConfig } from './config';
import { DashboardService } from './modules/dashboard/dashboard.service';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  // scripts/start.mjs owns the signals when it started an embedded PostgreSQL: it closes the app first.
  if (process.env.STUDIO_MANAGED_SHUTDOWN === '1') (globalThis as { studioApp?: unknown }).studioApp = app;
  else app.enableShutdownHooks();
  await app.listen(config.port, config.host);
  const url = `http://localhost:${config.port}`;
  Logger.log(`Studio Portal is ready: ${url} (sign in as 'admin'; API docs at ${url}/api/docs)`, 'Bootstrap');
  // After listening, so a start is not slower to answer; a failure here costs only the warm-up.
  const warming = performance.now();
  app
    .get(DashboardService)
    .warmYearlyReport()
    .then(() => Logger.log(`Yearly report code warmed in ${Math.round(performance.now() - warming)} ms`, 'Bootstrap'))
    .catch((error) => Logger.warn(`Yearly report warm-up failed: ${String(error)}`, 'Bootstrap'));
}

bootstrap().catch((error) => {
  console.error(error);
  process.exit(1);
});
