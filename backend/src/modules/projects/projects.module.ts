import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FilesModule } from '../files/files.module';
import { EmployeeOptionsController } from './employee-options.controller';
import { ProjectCandidatesService } from './project-candidates.service';
import { ProjectMembersRepository } from './project-members.repository';
import { ProjectMembersService } from './project-members.service';
import { ProjectWriteService } from './project-write.service';
import { ProjectsController } from './projects.controller';
import { ProjectsRepository } from './projects.repository';
import { ProjectsService } from './projects.service';

@Module({
  imports: [AuthModule, FilesModule],
  controllers: [ProjectsController, EmployeeOptionsController],
  providers: [ProjectsService, ProjectWriteService, ProjectMembersService, ProjectCandidatesService, ProjectsRepository, ProjectMembersRepository],
  exports: [ProjectsService],
})
export class ProjectsModule {}
