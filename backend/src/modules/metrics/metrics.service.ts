import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { errorBody } from '../../common/all-exceptions.filter';
import { notFound, unauthorized, type DomainError } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { NotificationsGateway } from '../notifications/notifications.gateway';

type RequestLabels = 'method' | 'route' | 'status';
type JobLabels = 'job' | 'result';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * What the operator's Prometheus scrapes on GET /metrics (docs/decisions/035). One registry per app
 * (tests run several in a process); nothing is collected when METRICS_TOKEN is unset. The gauges are
 * read at scrape time, so a request pays for one histogram observation only.
 */
@Injectable()
export class Metrics {
  private readonly registry = new Registry();
  private readonly token?: Buffer;
  private readonly requests?: Histogram<RequestLabels>;
  private readonly jobs?: Counter<JobLabels>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, db: Db, gateway: NotificationsGateway) {
    if (!config.metricsToken) return;
    this.token = digest(config.metricsToken);
    const registers = [this.registry];
    this.requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.jobs = new Counter({ name: 'scheduled_job_runs_total', help: 'Scheduled job runs by job and result (success, failure)', labelNames: ['job', 'result'], registers });
    const pool = { total: 'connections open', idle: 'connections open and idle', waiting: 'callers waiting for a connection' } as const;
    for (const [key, help] of Object.entries(pool) as [keyof typeof pool, string][]) {
      new Gauge({ name: `db_pool_${key}`, help: `Database pool: ${help}`, registers, collect() { this.set(db.poolStats()[key]); } });
    }
    new Gauge({ name: 'socket_connections', help: 'socket.io connections on this instance', registers, collect() { this.set(gateway.connections()); } });
    collectDefaultMetrics({ register: this.registry });
  }

  /** One finished HTTP request; `route` is a template or a fixed label, never a path with ids. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests?.observe({ method, route, status }, seconds);
  }

  /** Counts a job run (scheduled or started by hand) by its result; the error goes on. */
  async countJob<T>(job: string, run: () => Promise<T>): Promise<T> {
    try {
      const result = await run();
      this.jobs?.inc({ job, result: 'success' });
      return result;
    } catch (error) {
      this.jobs?.inc({ job, result: 'failure' });
      throw error;
    }
  }

  /** GET /metrics: 404 when no token is configured, 401 without the right bearer token. */
  readonly handler = async (req: Request, res: Response): Promise<void> => {
    if (!this.token) return this.refuse(req, res, notFound());
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? digest(header.slice(7).trim()) : undefined;
    if (!given || !timingSafeEqual(given, this.token)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return this.refuse(req, res, unauthorized());
    }
    const text = await this.registry.metrics();
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', this.registry.contentType);
    res.end(text);
  };

  private refuse(req: Request, res: Response, error: DomainError): void {
    res.status(error.status).json(errorBody(error, req.headers['accept-language']));
  }
}
