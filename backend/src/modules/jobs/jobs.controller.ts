import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../common/decorators';
import { KeyParam } from '../../common/id.pipe';
import { JobsService } from './jobs.service';

@ApiTags('jobs')
@Controller('admin/jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  /** Runs a scheduled job now: overdue-tasks, near-deadline or contract-expiration. */
  @Post(':name/run')
  @HttpCode(200)
  @RequirePermission('Admin')
  run(@KeyParam('name') name: string) {
    return this.jobs.run(name);
  }
}
