// Workspace fixtures for the task, penalty, timeline, dashboard and job suites: employees,
// projects, memberships and tasks written straight in SQL (the project API is built elsewhere),
// a frozen Clock, and an `en` API client per session.
import { Pool } from 'pg';
import request from 'supertest';
import { Clock } from '../../backend/src/common/clock';
import type { TestApp } from './app';
import { createEmployee, login, loginAdmin, type Session } from './http';
import type { Row } from './http';

/** Task input/output JSON text. */
export const content = (text: string) => JSON.stringify({ type: 1, data: { content: text } });

export interface Actor {
  id: string;
  s: Session;
}

export interface TaskFields {
  projectId: number;
  altId?: string;
  name?: string;
  role?: number;
  input?: string;
  output?: string;
  score?: number;
  finalScore?: number;
  status?: number;
  isSudden?: boolean;
  isArchived?: boolean;
  isSystem?: boolean;
  employee?: string | null;
  deadline?: number | null;
  createdAt?: string;
  startDate?: string | null;
  endDate?: string | null;
  efficiency?: number;
  benchmark?: number | null;
  /** Decision 057: 1-4 for a piece of creative work, null (the default) for any other task. */
  creativeType?: number | null;
}

/** An API client speaking English with one session. */
export function api(t: TestApp, s: Session) {
  const auth = (r: request.Test) => r.set('Authorization', s.bearer).set('Accept-Language', 'en');
  return {
    get: (path: string, query: Record<string, unknown> = {}) => auth(request(t.http).get(path)).query(query),
    post: (path: string, body: object = {}) => auth(request(t.http).post(path)).send(body),
    patch: (path: string, body: object = {}) => auth(request(t.http).patch(path)).send(body),
    put: (path: string, body: object = {}) => auth(request(t.http).put(path)).send(body),
    del: (path: string) => auth(request(t.http).delete(path)),
  };
}
export type Api = ReturnType<typeof api>;

export class Workspace {
  admin!: Actor;
  private passwordHash = '';
  private seq = 0;
  /** One small pool for the whole suite: a connection per statement costs more than most tests. */
  private readonly pool: Pool;

  private constructor(readonly t: TestApp) {
    this.pool = new Pool({ connectionString: t.databaseUrl, max: 2 });
  }

  /** Signs the admin in and makes one employee through the API, whose password hash the SQL-made ones share. */
  static async create(t: TestApp): Promise<Workspace> {
    const w = new Workspace(t);
    w.admin = { id: 'admin', s: await loginAdmin(t.http) };
    const id = await createEmployee(t.http, w.admin.s, { lastName: 'Mẫu', firstName: 'Template' });
    w.passwordHash = (await w.q<{ h: string }>(`select password_hash as h from employee where id = $1`, [id]))[0].h;
    return w;
  }

  async q<T = Row>(text: string, params: unknown[] = []): Promise<T[]> {
    return (await this.pool.query(text, params)).rows as T[];
  }

  /** Closes the pool; call before TestApp.close() (which drops the database). */
  async close(): Promise<void> {
    jest.restoreAllMocks();
    await this.pool.end();
  }

  /** Permission caches are keyed on acl_version: every membership written in SQL bumps it. */
  bumpAcl(): Promise<unknown> {
    return this.q(`update acl_version set version = version + 1 where id = 1`);
  }

  api(who: Actor | Session): Api {
    return api(this.t, 's' in who ? who.s : who);
  }

  /** An active employee of `role`, signed in (password 'password-123'). */
  async employee(role: number, name = `Emp ${++this.seq}`): Promise<Actor> {
    const id = `ws${process.pid % 1000}x${++this.seq}`;
    await this.q(
      `insert into employee (id, first_name, last_name, role, is_active, password_hash) values ($1, $2, 'Test', $3, true, $4)`,
      [id, name, role, this.passwordHash],
    );
    return { id, s: await login(this.t.http, id, 'password-123') };
  }

  /** A project with members given as [employee, project role]. */
  /** Project `id` with a PM (role 25) and two developers (role 12) in it: the cast of the scoring specs. */
  async pmAndTwoDevs(id: number): Promise<{ pm: Actor; dev: Actor; dev2: Actor }> {
    const pm = await this.employee(25, 'PM');
    const dev = await this.employee(12, 'Dev');
    const dev2 = await this.employee(12, 'Dev Two');
    await this.project(id, [[pm, 25], [dev, 12], [dev2, 12]]);
    return { pm, dev, dev2 };
  }

  async project(id: number, members: [Actor | string, number][] = [], name = `Project ${id}`): Promise<number> {
    await this.q(`insert into project (id, name, platform) values ($1, $2, 1)`, [id, name]);
    for (const [who, role] of members) await this.q(
      `insert into project_employee (project_id, employee_id, role) values ($1, $2, $3)`, [id, typeof who === 'string' ? who : who.id, role],
    );
    await this.bumpAcl();
    return id;
  }

  async member(project: number, who: Actor | string, role: number): Promise<void> {
    await this.q(`insert into project_employee (project_id, employee_id, role) values ($1, $2, $3)`,
      [project, typeof who === 'string' ? who : who.id, role]);
    await this.bumpAcl();
  }

  /** A task written in SQL (any status, dates, flags); answers its id. */
  async task(f: TaskFields): Promise<number> {
    const score = f.score ?? 4;
    const rows = await this.q<{ id: number }>(
      `insert into task (alt_id, project_id, task_name, role, input, output, score, final_score, status, is_sudden, is_archived,
                         is_system, employee, deadline, created_at, start_date, end_date, efficiency, benchmark, creative_type, last_modified)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, coalesce($15::timestamptz, now()), $16, $17, $18, $19, $20, now())
       returning task_id as id`,
      [
        f.altId ?? `sql-${++this.seq}-${Math.random().toString(36).slice(2, 8)}`, f.projectId, f.name ?? 'Task', f.role ?? 12,
        f.input ?? content('input'), f.output ?? content(''), score, f.finalScore ?? score, f.status ?? 1, f.isSudden ?? false,
        f.isArchived ?? false, f.isSystem ?? false, f.employee ?? null, f.deadline === undefined ? 20991231 : f.deadline,
        f.createdAt ?? null, f.startDate ?? null, f.endDate ?? null, f.efficiency ?? 0, f.benchmark ?? null,
        f.creativeType ?? null,
      ],
    );
    return rows[0].id;
  }

  async taskRow(taskId: number) {
    return (await this.q(
      `select task_id, status, score, final_score::float as final_score, is_sudden, is_archived, employee, deadline,
              start_date, end_date, task_name, input, output, efficiency, benchmark
         from task where task_id = $1`, [taskId],
    ))[0];
  }

  /** Freezes Clock.now at `iso`; restore with the answer's mockRestore() (or jest.restoreAllMocks()). */
  freeze(iso: string): jest.SpyInstance {
    const clock = this.t.app.get(Clock);
    jest.restoreAllMocks();
    return jest.spyOn(clock, 'now').mockReturnValue(new Date(iso));
  }
}
