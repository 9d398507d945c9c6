import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { ormConfig } from '../../../ormconfig';
import { APP_CONFIG, type AppConfig } from '../config';
import { SqlService } from './sql.service';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [MikroOrmModule.forRoot({ ...ormConfig(config.databaseUrl), registerRequestContext: true })],
      providers: [{ provide: APP_CONFIG, useValue: config }, SqlService],
      exports: [APP_CONFIG, SqlService],
    };
  }
}
