import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import * as path from 'path';
import { APP_CONFIG, type AppConfig } from '../../config';
import { AuthModule } from '../auth/auth.module';
import { FILE_STORAGE, LocalFileStorage, type FileStorage } from './file-storage';
import { FilesController } from './files.controller';
import { FilesRepository } from './files.repository';
import { FilesService } from './files.service';
import { S3FileStorage } from './s3-file-storage';

@Module({
  imports: [AuthModule],
  controllers: [FilesController],
  providers: [
    FilesService,
    FilesRepository,
    // An S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/uploads.
    {
      provide: FILE_STORAGE,
      useFactory: (config: AppConfig) =>
        (config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(path.join(config.dataDir, 'uploads'))),
      inject: [APP_CONFIG],
    },
  ],
  exports: [FilesService],
})
export class FilesModule implements OnApplicationShutdown {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3FileStorage) this.storage.close();
  }
}
