import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { ormConfig } from '../../../ormconfig';
import { APP_CONFIG, type AppConfig } from '../config';
import { Clock } from '../common/clock';
import { Db } from './db';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      // No per-request context middleware: it costs every request; services fork or use transactional().
      imports: [MikroOrmModule.forRoot({ ...ormConfig(config.databaseUrl), registerRequestContext: false })],
      providers: [{ provide: APP_CONFIG, useValue: config }, Db, Clock],
      exports: [APP_CONFIG, Db, Clock],
    };
  }
}
