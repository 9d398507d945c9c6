import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config';
import { ReportsModule } from '../reports/reports.module';
import { CONNECTOR_KEY_RING, resolveConnectorKeys } from './connector-keys';
import { ConnectorSecrets } from './connector-secrets';
import { ConnectorsController } from './connectors.controller';
import { ConnectorsRepository } from './connectors.repository';
import { ConnectorsScheduler } from './connectors.scheduler';
import { ConnectorsService } from './connectors.service';

/** Connectors to ad networks, mediation and the MMP, and their daily sync into project summaries. */
@Module({
  imports: [ReportsModule],
  controllers: [ConnectorsController],
  providers: [
    // Resolved once at start: CONNECTOR_KEYS, else DATA_DIR/connector-keys (generated the first time).
    { provide: CONNECTOR_KEY_RING, inject: [APP_CONFIG], useFactory: (config: AppConfig) => resolveConnectorKeys(config) },
    ConnectorsRepository, ConnectorSecrets, ConnectorsService, ConnectorsScheduler],
  // The key ring also derives the calendar feeds' tokens (decision 049).
  exports: [ConnectorsService, ConnectorSecrets, CONNECTOR_KEY_RING],
})
export class ConnectorsModule {}
