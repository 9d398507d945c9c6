import { Injectable } from '@nestjs/common';
import type { SyncMetric } from '@studio/domain';
import { Db } from '../../database/db';
import type { SealedSecret } from './connector-secrets';

export interface ConnectorRow {
  id: number;
  name: string;
  serviceId: number;
  status: boolean;
  expireTime: number;
  configGlobal: Record<string, unknown>;
}

export interface LinkRow {
  connectorId: number;
  projectId: number;
  active: boolean;
  config: Record<string, unknown> | null;
}

export interface SecretRow extends SealedSecret {
  connectorId: number;
  field: string;
}

/** One pulled figure: a connector's amount for a project, day and project-summary column. */
export interface DailyFigure {
  projectId: number;
  date: number;
  metric: SyncMetric;
  amount: number;
  reported: string;
}

const CONNECTOR_COLUMNS = `c.id, c.name, c.service_id as "serviceId", c.status, c.expire_time as "expireTime", c.config_global as "configGlobal"`;

/** Connectors, their links, sealed secrets, the secret audit, sync runs and pulled figures. */
@Injectable()
export class ConnectorsRepository {
  constructor(private readonly db: Db) {}

  list(serviceId: number | null): Promise<ConnectorRow[]> {
    return this.db.many<ConnectorRow>(
      `select ${CONNECTOR_COLUMNS} from connector c where ($1::int is null or c.service_id = $1) order by c.service_id, c.id`,
      [serviceId],
    );
  }

  get(id: number, lock = false): Promise<ConnectorRow | undefined> {
    return this.db.one<ConnectorRow>(`select ${CONNECTOR_COLUMNS} from connector c where c.id = $1${lock ? ' for update' : ''}`, [id]);
  }

  async insert(c: Omit<ConnectorRow, 'id'>): Promise<number> {
    return (await this.db.one<{ id: number }>(
      `insert into connector (name, service_id, status, expire_time, config_global) values ($1, $2, $3, $4, $5::jsonb) returning id`,
      [c.name, c.serviceId, c.status, c.expireTime, JSON.stringify(c.configGlobal)],
    ))!.id;
  }

  async update(c: ConnectorRow): Promise<void> {
    await this.db.exec(
      `update connector set name = $2, service_id = $3, status = $4, expire_time = $5, config_global = $6::jsonb, updated_at = now() where id = $1`,
      [c.id, c.name, c.serviceId, c.status, c.expireTime, JSON.stringify(c.configGlobal)],
    );
  }

  delete(id: number): Promise<number> {
    return this.db.exec(`delete from connector where id = $1`, [id]);
  }

  links(connectorIds: number[]): Promise<LinkRow[]> {
    return this.db.many<LinkRow>(
      `select connector_id as "connectorId", project_id as "projectId", active, config from connector_project
        where connector_id = any($1::int[]) order by connector_id, project_id`,
      [connectorIds],
    );
  }

  /** Exactly `projectIds` are active; links that hold a config stay (inactive), others go. */
  async setActive(connectorId: number, projectIds: number[]): Promise<void> {
    await this.db.exec(
      `insert into connector_project (connector_id, project_id, active)
       select $1, p, true from unnest($2::int[]) as p order by p
       on conflict (connector_id, project_id) do update set active = true`,
      [connectorId, projectIds],
    );
    await this.db.exec(`update connector_project set active = false where connector_id = $1 and active and not (project_id = any($2::int[]))`, [connectorId, projectIds]);
    await this.db.exec(`delete from connector_project where connector_id = $1 and not active and config is null`, [connectorId]);
  }

  async setProjectConfig(connectorId: number, projectId: number, config: Record<string, unknown>): Promise<void> {
    await this.db.exec(
      `insert into connector_project (connector_id, project_id, active, config) values ($1, $2, false, $3::jsonb)
       on conflict (connector_id, project_id) do update set config = excluded.config`,
      [connectorId, projectId, JSON.stringify(config)],
    );
  }

  async existingProjects(ids: number[]): Promise<Set<number>> {
    const rows = await this.db.many<{ id: number }>(`select id from project where id = any($1::int[])`, [ids]);
    return new Set(rows.map((r) => r.id));
  }

  /** Which fields hold a value, per connector (never the values). */
  async secretFields(connectorIds: number[]): Promise<{ connectorId: number; field: string }[]> {
    return this.db.many(
      `select connector_id as "connectorId", field from connector_secret where connector_id = any($1::int[]) order by connector_id, field`,
      [connectorIds],
    );
  }

  secrets(connectorId: number): Promise<SecretRow[]> {
    return this.db.many<SecretRow>(
      `select connector_id as "connectorId", field, key_id as "keyId", iv, ciphertext, tag from connector_secret where connector_id = $1`,
      [connectorId],
    );
  }

  /** Secrets sealed under another key than `currentKeyId`, locked for the re-seal that follows. */
  staleSecrets(currentKeyId: string, limit: number): Promise<SecretRow[]> {
    return this.db.many<SecretRow>(
      `select connector_id as "connectorId", field, key_id as "keyId", iv, ciphertext, tag from connector_secret
        where key_id <> $1 order by connector_id, field limit $2 for update skip locked`,
      [currentKeyId, limit],
    );
  }

  async putSecret(s: SecretRow): Promise<void> {
    await this.db.exec(
      `insert into connector_secret (connector_id, field, key_id, iv, ciphertext, tag) values ($1, $2, $3, $4, $5, $6)
       on conflict (connector_id, field) do update set key_id = excluded.key_id, iv = excluded.iv, ciphertext = excluded.ciphertext,
         tag = excluded.tag, updated_at = now()`,
      [s.connectorId, s.field, s.keyId, s.iv, s.ciphertext, s.tag],
    );
  }

  removeSecret(connectorId: number, field: string): Promise<number> {
    return this.db.exec(`delete from connector_secret where connector_id = $1 and field = $2`, [connectorId, field]);
  }

  async audit(rows: { connectorId: number; field: string; action: 'set' | 'removed' | 'rekeyed'; employeeId: string | null }[]): Promise<void> {
    if (!rows.length) return;
    await this.db.exec(
      `insert into connector_secret_audit (connector_id, field, action, employee_id)
       select * from unnest($1::int[], $2::text[], $3::text[], $4::text[])`,
      [rows.map((r) => r.connectorId), rows.map((r) => r.field), rows.map((r) => r.action), rows.map((r) => r.employeeId)],
    );
  }

  /** Held until the transaction ends (call inside `db.tx`). */
  async tryLock(key: number): Promise<boolean> {
    return (await this.db.one<{ ok: boolean }>('select pg_try_advisory_xact_lock($1) as ok', [key]))!.ok;
  }

  /** Ids of the connectors that are on and not expired on `today`. */
  async readyIds(today: number): Promise<number[]> {
    const rows = await this.db.many<{ id: number }>(
      `select id from connector where status and (expire_time in (30000000, 30000101) or expire_time >= $1) order by id`, [today],
    );
    return rows.map((r) => r.id);
  }

  /** A run row; a scheduled one is claimed once per connector and day (null when already claimed). */
  async startRun(r: { connectorId: number; trigger: 'manual' | 'schedule'; scheduleDay: number | null; from: number; to: number; startedBy: string | null }): Promise<number | null> {
    const row = await this.db.one<{ id: number }>(
      `insert into connector_sync_run (connector_id, trigger, schedule_day, from_date, to_date, started_by) values ($1, $2, $3, $4, $5, $6)
       on conflict (connector_id, schedule_day) do nothing returning id`,
      [r.connectorId, r.trigger, r.scheduleDay, r.from, r.to, r.startedBy],
    );
    return row?.id ?? null;
  }

  async finishRun(id: number, status: 'ok' | 'failed', rows: number, error: string | null): Promise<void> {
    await this.db.exec(`update connector_sync_run set status = $2, rows = $3, error = $4, finished_at = now() where id = $1`, [id, status, rows, error]);
  }

  /**
   * Stores what the connector reported for each (project, day) of the range (replacing its earlier
   * figures there, and dropping days it no longer reports); answers the (project, day) keys it
   * touched, sorted, for the project summaries. Keys are written sorted, so concurrent syncs lock in one order.
   */
  async storeFigures(a: { connectorId: number; runId: number; projects: number[]; from: number; to: number; metric: SyncMetric; figures: DailyFigure[] }): Promise<{ projectId: number; date: number }[]> {
    const figures = [...a.figures].sort((x, y) => x.projectId - y.projectId || x.date - y.date);
    const removed = await this.db.many<{ projectId: number; date: number }>(
      `delete from connector_daily where connector_id = $1 and metric = $2 and project_id = any($3::int[]) and date between $4 and $5
         and (project_id, date) not in (select * from unnest($6::int[], $7::int[]))
       returning project_id as "projectId", date`,
      [a.connectorId, a.metric, a.projects, a.from, a.to, figures.map((f) => f.projectId), figures.map((f) => f.date)],
    );
    if (figures.length) {
      await this.db.exec(
        `insert into connector_daily (connector_id, project_id, date, metric, amount, reported, run_id)
         select $1, p, d, $2, amt, rep, $3 from unnest($4::int[], $5::int[], $6::bigint[], $7::text[]) as u(p, d, amt, rep)
         on conflict (connector_id, project_id, date, metric) do update set amount = excluded.amount, reported = excluded.reported, run_id = excluded.run_id`,
        [a.connectorId, a.metric, a.runId, figures.map((f) => f.projectId), figures.map((f) => f.date), figures.map((f) => f.amount), figures.map((f) => f.reported)],
      );
    }
    return [...figures, ...removed].map((k) => ({ projectId: k.projectId, date: k.date })).sort((x, y) => x.projectId - y.projectId || x.date - y.date);
  }
}
