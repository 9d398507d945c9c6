import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../common/decorators';
import { BackupsService } from './backups.service';

/** Backups (API.md "Operations", docs/decisions/037): the operator area's permission, Admin. */
@ApiTags('backups')
@Controller('backups')
export class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  /** The schedule and the newest 20 runs. */
  @Get()
  @RequirePermission('Admin')
  overview() {
    return this.backups.overview();
  }

  /** Starts a backup now: 202 with the run (status running); 409 backup.running while one runs on any instance. */
  @Post('run')
  @HttpCode(202)
  @RequirePermission('Admin')
  async run() {
    return { run: await this.backups.startNow() };
  }
}
