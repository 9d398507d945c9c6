import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
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
  get(@Param('id', ParseIntPipe) id: number) {
    return this.projects.get(id);
  }
}
