import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  addDays, credentialKeysOf, CONNECTOR_CREDENTIAL_KEYS, ConnectorService, diffDays, isConnectorReady, MAX_SYNC_DAYS,
  syncMetricOf, toYmd, type ConnectorView,
} from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { DomainError, notFound } from '../../common/domain-error';
import { invalidField } from '../../common/field-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { clientsOf, type PulledAmount, type ServiceClient, type SyncProject } from './connector-clients';
import { SyncError } from './connector-http';
import {
  checkAppMetrica, configOf, credentialsOf, expireOf, nameOf, projectIdsOf, serviceOf,
} from './connector-input';
import { ReportsRepository } from '../reports/reports.repository';
import type { ConnectorGlobalConfigDto, ConnectorSyncDto, CreateConnectorDto, UpdateConnectorDto } from './dto/connector.dto';
import { ConnectorSecrets } from './connector-secrets';
import { ConnectorsRepository, type ConnectorRow, type DailyFigure, type LinkRow } from './connectors.repository';

/** The connector of API.md: secrets only as which fields hold one. */
export type { ConnectorView };

/** The daily job's advisory lock key: with several instances, one claims the day's runs. */
const SCHEDULE_LOCK = 7200021;
/** The daily job pulls the last days again: networks revise their figures for a few days. */
const SCHEDULE_DAYS_BACK = 3;

/** Connectors (API.md "Connectors"), their encrypted credentials and the sync into project summaries. */
@Injectable()
export class ConnectorsService {
  private readonly logger = new Logger('Connectors');
  private readonly clients: Partial<Record<ConnectorService, ServiceClient>>;

  constructor(
    private readonly db: Db,
    private readonly repo: ConnectorsRepository,
    private readonly summaries: ReportsRepository,
    private readonly secrets: ConnectorSecrets,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.clients = clientsOf(config.connectors);
  }

  private today(): number {
    return toYmd(this.clock.now(), this.config.timeZone);
  }

  /** A key to seal credentials with exists (else saving one answers 503 connector.keys-missing). */
  keysPresent(): boolean {
    return this.secrets.hasKeys;
  }

  async list(serviceId: number | undefined): Promise<ConnectorView[]> {
    return this.views(await this.repo.list(serviceId === undefined ? null : serviceOf(serviceId)));
  }

  async create(user: AuthUser, b: CreateConnectorDto): Promise<ConnectorView> {
    const serviceId = b.serviceId;
    const credentials = credentialsOf(b.credentials ?? {}, serviceId, false);
    checkAppMetrica(serviceId, typeof b.name === 'string' ? b.name : undefined, credentials.has('accessToken'));
    const name = nameOf(b.name);
    const expireTime = expireOf(b.expireTime);
    const projects = b.activeProjects === undefined ? [] : await this.checkProjects(projectIdsOf(b.activeProjects));
    const id = await this.db.tx(async () => {
      const id = await this.repo.insert({ name, serviceId, status: true, expireTime, configGlobal: {} });
      if (projects.length) await this.repo.setActive(id, projects);
      await this.writeSecrets(user, id, credentials);
      return id;
    });
    return this.one(id);
  }

  async update(user: AuthUser, id: number, b: UpdateConnectorDto): Promise<ConnectorView> {
    const projects = b.activeProjects === undefined ? undefined : await this.checkProjects(projectIdsOf(b.activeProjects));
    await this.db.tx(async () => {
      const row = await this.repo.get(id, true);
      if (!row) throw notFound();
      const serviceId = b.serviceId ?? (row.serviceId as ConnectorService);
      const credentials = credentialsOf(b.credentials, serviceId, true);
      const next: ConnectorRow = {
        ...row, serviceId,
        name: b.name === undefined ? row.name : nameOrTokenRequired(serviceId, b.name),
        status: b.status ?? row.status,
        expireTime: b.expireTime === undefined ? row.expireTime : expireOf(b.expireTime),
      };
      // A field the (new) service does not know goes, as if sent null.
      const stored = new Set((await this.repo.secretFields([id])).map((s) => s.field));
      const fixed = CONNECTOR_CREDENTIAL_KEYS[serviceId];
      if (fixed) for (const field of stored) if (!fixed.includes(field) && !credentials.has(field)) credentials.set(field, null);
      const after = new Set(stored);
      for (const [k, v] of credentials) if (v === null) after.delete(k); else after.add(k);
      checkAppMetrica(serviceId, next.name, after.has('accessToken'));
      await this.repo.update(next);
      if (projects) await this.repo.setActive(id, projects);
      await this.writeSecrets(user, id, credentials, stored);
    });
    return this.one(id);
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    await this.db.tx(async () => {
      const row = await this.repo.get(id, true);
      if (!row) throw notFound();
      const fields = await this.repo.secretFields([id]);
      await this.repo.audit(fields.map((f) => ({ connectorId: id, field: f.field, action: 'removed' as const, employeeId: user.id })));
      await this.repo.delete(id);
    });
  }

  async putGlobalConfig(id: number, b: ConnectorGlobalConfigDto): Promise<ConnectorView> {
    const configGlobal = configOf('configGlobal', b.configGlobal);
    await this.db.tx(async () => {
      const row = await this.repo.get(id, true);
      if (!row) throw notFound();
      await this.repo.update({ ...row, configGlobal });
    });
    return this.one(id);
  }

  async putProjectConfig(id: number, projectId: number, config: Record<string, unknown>): Promise<ConnectorView> {
    await this.db.tx(async () => {
      if (!(await this.repo.get(id, true))) throw notFound();
      if (!(await this.repo.existingProjects([projectId])).has(projectId)) throw notFound();
      await this.repo.setProjectConfig(id, projectId, config);
    });
    return this.one(id);
  }

  /** Pulls [from, to] for every active project with a config; answers the project-summary rows written. */
  async sync(user: AuthUser, id: number, b: ConnectorSyncDto): Promise<{ rows: number }> {
    if (b.from > b.to) throw invalidField('from', 'forms.error.invalid', 'from must not be after to', {});
    if (diffDays(b.to, b.from) + 1 > MAX_SYNC_DAYS) throw invalidField('to', 'forms.error.invalid', `at most ${MAX_SYNC_DAYS} days per sync`, {});
    const row = await this.repo.get(id);
    if (!row) throw notFound();
    if (!isConnectorReady(row, this.today())) throw new DomainError('connector.not-ready', 400);
    if (!this.clients[row.serviceId as ConnectorService]) throw new DomainError('connector.sync-unsupported', 400);
    const runId = (await this.repo.startRun({ connectorId: id, trigger: 'manual', scheduleDay: null, from: b.from, to: b.to, startedBy: user.id }))!;
    return { rows: await this.pull(row, runId, b.from, b.to) };
  }

  /** The daily job: each ready connector that has a client, once per day across instances. */
  async runScheduled(): Promise<{ runs: number; failed: number }> {
    const today = this.today();
    const from = addDays(today, -SCHEDULE_DAYS_BACK);
    const to = addDays(today, -1);
    const claimed = await this.db.tx(async () => {
      if (!(await this.repo.tryLock(SCHEDULE_LOCK))) return [];
      const out: { row: ConnectorRow; runId: number }[] = [];
      for (const cid of await this.repo.readyIds(today)) {
        const row = (await this.repo.get(cid))!;
        if (!this.clients[row.serviceId as ConnectorService]) continue;
        const runId = await this.repo.startRun({ connectorId: cid, trigger: 'schedule', scheduleDay: today, from, to, startedBy: null });
        if (runId !== null) out.push({ row, runId });
      }
      return out;
    });
    let failed = 0;
    for (const { row, runId } of claimed) {
      await this.pull(row, runId, from, to).catch((error) => {
        failed++;
        this.logger.warn(`connector ${row.id}: ${(error as Error).message}`);
      });
    }
    await this.rekey();
    return { runs: claimed.length, failed };
  }

  /** Re-seals secrets stored under an older key with the current one (key rotation); answers how many. */
  async rekey(): Promise<number> {
    const current = this.secrets.currentKeyId;
    if (!current) return 0;
    let total = 0;
    for (;;) {
      const n = await this.db.tx(async () => {
        const stale = await this.repo.staleSecrets(current, 100);
        for (const s of stale) {
          const value = this.secrets.open(s.connectorId, s.field, s);
          await this.repo.putSecret({ connectorId: s.connectorId, field: s.field, ...this.secrets.seal(s.connectorId, s.field, value) });
        }
        await this.repo.audit(stale.map((s) => ({ connectorId: s.connectorId, field: s.field, action: 'rekeyed' as const, employeeId: null })));
        return stale.length;
      });
      total += n;
      if (n < 100) return total;
    }
  }

  /** Calls the service outside any transaction, then writes what it reported in one. */
  private async pull(row: ConnectorRow, runId: number, from: number, to: number): Promise<number> {
    const service = row.serviceId as ConnectorService;
    const credentials: Record<string, string> = {};
    for (const s of await this.repo.secrets(row.id)) credentials[s.field] = this.secrets.open(row.id, s.field, s);
    const links = (await this.repo.links([row.id])).filter((l) => l.active && l.config && typeof l.config.activeId === 'string');
    const projects: SyncProject[] = links.map((l) => ({ projectId: l.projectId, activeId: String(l.config!.activeId), config: l.config! }));
    let pulled: PulledAmount[] = [];
    try {
      if (projects.length) pulled = await this.clients[service]!({ credentials, configGlobal: row.configGlobal, projects, from, to });
    } catch (error) {
      const message = scrub(error instanceof SyncError ? error.message : `unexpected: ${(error as Error).message}`, credentials);
      await this.repo.finishRun(runId, 'failed', 0, message);
      if (!(error instanceof SyncError)) this.logger.error(`connector ${row.id} sync`, (error as Error).stack);
      throw new DomainError('connector.sync-failed', 502, [{ message }]);
    }
    const metric = syncMetricOf(service);
    const rate = Number(row.configGlobal.usdToVnd) > 0 ? Number(row.configGlobal.usdToVnd) : this.config.connectors.usdToVnd;
    const figures: DailyFigure[] = pulled.filter((p) => p.date >= from && p.date <= to).map((p) => ({
      projectId: p.projectId, date: p.date, metric, reported: p.reported.slice(0, 40),
      amount: Math.max(0, Math.round(Number(p.reported) * (p.currency.toUpperCase() === 'VND' ? 1 : rate))),
    }));
    const rows = await this.db.tx(async () => {
      const keys = await this.repo.storeFigures({ connectorId: row.id, runId, projects: projects.map((p) => p.projectId), from, to, metric, figures });
      const n = await this.summaries.sumConnectorFigures(metric, keys);
      await this.repo.finishRun(runId, 'ok', n, null);
      return n;
    });
    return rows;
  }

  private async checkProjects(ids: number[]): Promise<number[]> {
    const known = await this.repo.existingProjects(ids);
    const missing = ids.filter((p) => !known.has(p));
    if (missing.length) throw invalidField('activeProjects', 'forms.error.choice', `project ${missing.join(', ')} does not exist`, {});
    return ids;
  }

  /** Seals each sent value, removes each null, and audits both (never the value). */
  private async writeSecrets(user: AuthUser, id: number, credentials: Map<string, string | null>, stored = new Set<string>()): Promise<void> {
    const audit: { connectorId: number; field: string; action: 'set' | 'removed'; employeeId: string }[] = [];
    for (const [field, value] of [...credentials].sort(([a], [b]) => a.localeCompare(b))) {
      if (value === null) {
        if (!stored.has(field)) continue;
        await this.repo.removeSecret(id, field);
        audit.push({ connectorId: id, field, action: 'removed', employeeId: user.id });
      } else {
        await this.repo.putSecret({ connectorId: id, field, ...this.secrets.seal(id, field, value) });
        audit.push({ connectorId: id, field, action: 'set', employeeId: user.id });
      }
    }
    await this.repo.audit(audit);
  }

  private async one(id: number): Promise<ConnectorView> {
    const row = await this.repo.get(id);
    if (!row) throw notFound();
    return (await this.views([row]))[0];
  }

  private async views(rows: ConnectorRow[]): Promise<ConnectorView[]> {
    const ids = rows.map((r) => r.id);
    const [links, fields] = await Promise.all([this.repo.links(ids), this.repo.secretFields(ids)]);
    const linksOf = new Map<number, LinkRow[]>();
    for (const l of links) linksOf.set(l.connectorId, [...(linksOf.get(l.connectorId) ?? []), l]);
    const setOf = new Map<number, Set<string>>();
    for (const f of fields) setOf.set(f.connectorId, (setOf.get(f.connectorId) ?? new Set()).add(f.field));
    return rows.map((r) => {
      const mine = linksOf.get(r.id) ?? [];
      const set = setOf.get(r.id) ?? new Set<string>();
      const credentials: Record<string, boolean> = {};
      for (const key of CONNECTOR_CREDENTIAL_KEYS[r.serviceId as ConnectorService] ?? []) credentials[key] = set.has(key);
      for (const key of set) credentials[key] = true;
      if (!CONNECTOR_CREDENTIAL_KEYS[r.serviceId as ConnectorService]) for (const key of credentialKeysOf(r.serviceId as ConnectorService)) credentials[key] ??= false;
      return {
        id: r.id, name: r.name, serviceId: r.serviceId as ConnectorService, status: r.status,
        activeProjects: mine.filter((l) => l.active).map((l) => l.projectId),
        configGlobal: r.configGlobal,
        configProjects: mine.filter((l) => l.config).map((l) => ({ ...l.config!, project: l.projectId, activeId: String(l.config!.activeId ?? '') })),
        expireTime: r.expireTime,
        credentials,
      };
    });
  }
}

/** App Metrica answers its own message for a blank name (API.md). */
function nameOrTokenRequired(service: ConnectorService, name: unknown): string {
  if (service === ConnectorService.AppMetrica && (typeof name !== 'string' || !name.trim())) throw new DomainError('connector.token-required', 400);
  return nameOf(name);
}

/** Drops any credential value a service echoed into an error. */
function scrub(message: string, credentials: Record<string, string>): string {
  let out = message;
  for (const value of Object.values(credentials)) if (value.length >= 4) out = out.split(value).join('***');
  return out.slice(0, 1000);
}
