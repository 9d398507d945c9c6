import { Module } from '@nestjs/common';
import { ConnectorSecrets } from './connector-secrets';
import { ConnectorsController } from './connectors.controller';
import { ConnectorsRepository } from './connectors.repository';
import { ConnectorsScheduler } from './connectors.scheduler';
import { ConnectorsService } from './connectors.service';

/** Connectors to ad networks, mediation and the MMP, and their daily sync into project summaries. */
@Module({
  controllers: [ConnectorsController],
  providers: [ConnectorsRepository, ConnectorSecrets, ConnectorsService, ConnectorsScheduler],
  exports: [ConnectorsService],
})
export class ConnectorsModule {}
