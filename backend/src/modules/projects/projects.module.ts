import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FilesModule } from '../files/files.module';
import { EmployeeOptionsController } from './employee-options.controller';
import { ProjectCandidatesService } from './project-candidates.service';
import { ProjectMembersService } from './project-members.service';
import { ProjectWriteService } from './project-write.service';
import { ProjectsController } from './projects.controller';
import { ProjectsService } from './projects.service';

@Module({
  imports: [AuthModule, FilesModule],
  controllers: [ProjectsController, EmployeeOptionsController],
  providers: [ProjectsService, ProjectWriteService, ProjectMembersService, ProjectCandidatesService],
  exports: [ProjectsService],
})
export class ProjectsModule {}
