import { Module } from '@nestjs/common';
import * as path from 'path';
import { APP_CONFIG, type AppConfig } from '../../config';
import { AuthModule } from '../auth/auth.module';
import { FILE_STORAGE, LocalFileStorage } from './file-storage';
import { FilesController } from './files.controller';
import { FilesRepository } from './files.repository';
import { FilesService } from './files.service';

@Module({
  imports: [AuthModule],
  controllers: [FilesController],
  providers: [
    FilesService,
    FilesRepository,
    // Local disk; an S3-compatible FileStorage plugs in here when configured.
    { provide: FILE_STORAGE, useFactory: (config: AppConfig) => new LocalFileStorage(path.join(config.dataDir, 'uploads')), inject: [APP_CONFIG] },
  ],
  exports: [FilesService],
})
export class FilesModule {}
