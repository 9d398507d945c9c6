import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ProjectsModule } from '../projects/projects.module';
import { WikiAccessService } from './wiki-access.service';
import { WikiController } from './wiki.controller';
import { WikiRepository } from './wiki.repository';
import { WikiService } from './wiki.service';

@Module({
  imports: [AuthModule, ProjectsModule],
  controllers: [WikiController],
  providers: [WikiService, WikiAccessService, WikiRepository],
})
export class WikiModule {}
