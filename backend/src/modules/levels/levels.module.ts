import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { LEVEL_CONTROLLERS } from './levels.controller';
import { LevelsRepository } from './levels.repository';
import { LevelsService } from './levels.service';

/** The level system of a project: levels, level packs and level configs (issue 12). */
@Module({
  imports: [FilesModule],
  controllers: [...LEVEL_CONTROLLERS],
  providers: [LevelsRepository, LevelsService],
})
export class LevelsModule {}
