import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { Clock } from '../common/clock';
import { Db } from './db';

/** The one pool of the process (Db) and the clock; migrations run before, in migrate.ts. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: APP_CONFIG, useValue: config }, Db, Clock],
      exports: [APP_CONFIG, Db, Clock],
    };
  }
}
