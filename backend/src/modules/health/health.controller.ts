import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/decorators';
import { MIGRATIONS } from '../../migrations';
import { HealthRepository } from './health.repository';

/** For a load balancer: liveness needs nothing; readiness needs the database and current migrations. */
@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthRepository) {}

  @Public()
  @Get()
  @HttpCode(200)
  live() {
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    let applied: string[];
    try {
      applied = await this.health.appliedMigrations();
    } catch {
      res.status(503).setHeader('Retry-After', '2');
      return { status: 'unavailable', database: 'unreachable' };
    }
    const pending = MIGRATIONS.map((m) => m.name).filter((name) => !applied.includes(name));
    if (pending.length) {
      res.status(503).setHeader('Retry-After', '5');
      return { status: 'unavailable', database: 'ok', migrations: 'pending', pending };
    }
    return { status: 'ready', database: 'ok', migrations: 'current' };
  }
}
