import { Controller, Get } from '@nestjs/common';
import { IdParam } from '../../common/id.pipe';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser, RequirePermission } from '../../common/decorators';
import { ProjectsService } from './projects.service';

@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Get()
  @Authenticated()
  list(@CurrentUser() user: AuthUser) {
    return this.projects.visible(user);
  }

  @Get(':id')
  @RequirePermission('Project.Get', { project: 'param:id' })
  get(@IdParam() id: number) {
    return this.projects.get(id);
  }
}
