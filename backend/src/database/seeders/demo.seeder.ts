import { Inject, Injectable, Logger } from '@nestjs/common';
import { addDays, CREATIVE_ROLES, decayedScore, Role, TaskStatus, toYmd } from '@studio/domain';
import { APP_CONFIG, type AppConfig } from '../../config';
import { employeeIdBase } from '../../modules/hr/employee-id';
import { PasswordService } from '../../modules/auth/password.service';
import { Db } from '../db';
import { seedDemoContractLogs } from './demo-contract-logs';
import { seedDemoProjectSummaries } from './demo-project-summaries';
import { seedDashboardDemo } from './demo-dashboard';
import { seedDemoIncomes } from './demo-incomes';
import { seedDemoScoring } from './demo-scoring';
import { seedDemoBonus } from './demo-bonus';
import { seedDemoInsurance } from './demo-insurance';
import { seedDemoLevels } from './demo-levels';
import { DEMO_PEOPLE, DEMO_PROJECTS, FEATURES, PENALTY_REASONS, TASK_TEMPLATES } from './demo-data';

export const DEMO_PASSWORD = 'demo12345';
const DAY = 24 * 3600 * 1000;


/** Small deterministic PRNG so every demo load looks the same. */
function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
  return { next, int: (a: number, b: number) => a + Math.floor(next() * (b - a + 1)), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] };
}

const content = (text: string) => JSON.stringify({ type: 1, data: { content: text } });

@Injectable()
export class DemoSeeder {
  private readonly logger = new Logger('Demo');

  constructor(
    private readonly db: Db,
    private readonly passwords: PasswordService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Loads the demo studio once; answers false when it is already there. */
  async run(): Promise<boolean> {
    if (await this.db.one(`select 1 from project where package_name = $1`, [DEMO_PROJECTS[0].packageName])) return false;
    const r = prng(20241127);
    const hash = await this.passwords.hash(DEMO_PASSWORD);
    const today = toYmd(new Date(), this.config.timeZone);
    return this.db.tx(async () => {
      const taken = new Set((await this.db.query<{ id: string }>('select id from employee')).rows.map((x) => x.id));
      const people = DEMO_PEOPLE.map((p) => {
        const base = employeeIdBase(p.last, p.first);
        let id = base;
        for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
        taken.add(id);
        return { ...p, id };
      });
      const hr = people.find((p) => p.role === Role.HumanResources)!.id;
      for (const p of people) {
        await this.db.query(
          `insert into employee (id, first_name, last_name, phone, personal_email, role, role_level, is_active, dob, join_date,
             contact_admin, permitted_day_left, password_hash, password_changed_at, sex, salary, contract_type)
           values ($1,$2,$3,$4,$5,$6,$7,true,$8,$9,$10,$11,$12, now() - interval '1 minute', $13, $14, 1)`,
          [p.id, p.first, p.last, `09${r.int(10000000, 99999999)}`, `${p.id}@studio.vn`, p.role, p.level,
            r.int(1985, 2002) * 10000 + r.int(1, 12) * 100 + r.int(1, 28), addDays(today, -r.int(60, 2000)),
            p.id === hr ? null : hr, r.int(4, 14), hash, r.int(1, 2), r.int(12, 60) * 1_000_000],
        );
      }
      const byRole = (role: number) => people.filter((p) => p.role === role);
      const pms = byRole(Role.ProjectManager), pos = byRole(Role.ProjectOwner);

      const projectIds = new Map<string, number>();
      for (const [i, pr] of DEMO_PROJECTS.entries()) {
        const { rows } = await this.db.query<{ id: number }>(
          `insert into project (name, package_name, platform, parent, status_ua, popularity) values ($1,$2,$3,$4,$5,$6) returning id`,
          [pr.name, pr.packageName, pr.platform, pr.parent ? projectIds.get(pr.parent) : null, pr.statusUa, 100 - i * 10],
        );
        projectIds.set(pr.key, rows[0].id);
      }

      const workerRoles = Object.keys(TASK_TEMPLATES).map(Number);
      let penalties = 0, tasks = 0;
      for (const [i, pr] of DEMO_PROJECTS.entries()) {
        const projectId = projectIds.get(pr.key)!;
        const members = [
          { id: pms[i % pms.length].id, role: Role.ProjectManager },
          { id: pos[i % pos.length].id, role: Role.ProjectOwner },
          ...people.filter((p) => workerRoles.includes(p.role) && r.next() < 0.55).map((p) => ({ id: p.id, role: p.role })),
        ];
        for (const m of members) {
          await this.db.query(`insert into project_employee (project_id, employee_id, role) values ($1,$2,$3) on conflict do nothing`, [projectId, m.id, m.role]);
        }
        const workers = members.filter((m) => workerRoles.includes(m.role));
        const prefix = pr.name.split(/\s+/).map((w) => w[0]).join('').toUpperCase().slice(0, 4);
        for (let n = 1; n <= 50 && workers.length; n++) {
          const w = r.pick(workers);
          const score = r.pick([4, 8, 8, 16, 16, 24, 32, 40]);
          const creative = (CREATIVE_ROLES as readonly number[]).includes(w.role);
          const roll = r.next();
          const status = creative ? TaskStatus.Success
            : roll < 0.18 ? TaskStatus.Planning : roll < 0.42 ? TaskStatus.InProgress : roll < 0.58 ? TaskStatus.Completed
            : roll < 0.9 ? TaskStatus.Success : TaskStatus.Failure;
          const created = Date.now() - r.int(5, 60) * DAY;
          const started = status === TaskStatus.Planning ? null : created + r.int(0, 3) * DAY;
          const deadline = addDays(today, status === TaskStatus.Planning ? r.int(3, 30) : r.int(-20, 15));
          const done = status >= TaskStatus.Completed;
          const ended = done ? Math.min(Date.now(), (started ?? created) + r.int(1, 14) * DAY) : null;
          const finalScore = status === TaskStatus.Failure ? 0 : status === TaskStatus.InProgress ? decayedScore(score, deadline, today) : score;
          const feature = r.pick(FEATURES);
          const name = r.pick(TASK_TEMPLATES[w.role]).replace('{f}', feature);
          const sudden = status < TaskStatus.Completed && r.next() < 0.08;
          await this.db.query(
            `insert into task (alt_id, project_id, task_name, role, role_level, input, output, score, alt_score, final_score, status,
               is_sudden, is_archived, employee, created_at, start_date, end_date, deadline, last_modified, efficiency, benchmark)
             values ($1,$2,$3,$4,$5,$6,$7,$8,0,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20)`,
            [`${prefix}-${String(n).padStart(3, '0')}`, projectId, name, w.role, 32, content(`Spec: https://wiki.studio.vn/${pr.key}/${feature.replace(/\s+/g, '-')}`),
              done ? content(`https://drive.studio.vn/${pr.key}/${prefix}-${n}`) : '', score, finalScore, status, sudden,
              status === TaskStatus.Success && r.next() < 0.1, status === TaskStatus.Planning && r.next() < 0.15 ? null : w.id,
              new Date(created), started ? new Date(started) : null, ended ? new Date(ended) : null, deadline,
              new Date(ended ?? started ?? created), done ? r.int(1, 3) : 0,
              creative ? (r.next() < 0.8 ? 100 : 101) : null],
          );
          tasks++;
        }
        for (let k = 0; k < 4 && workers.length; k++) {
          const w = r.pick(workers);
          await this.db.query(
            `insert into penalty (project_id, employee, role, score, alt_score, reason, date, created_by) values ($1,$2,$3,$4,0,$5,$6,$7)`,
            [projectId, w.id, w.role, r.pick([2, 4, 8]), r.pick(PENALTY_REASONS), addDays(today, -r.int(1, 45)), members[0].id],
          );
          penalties++;
        }
      }
      await seedDemoProjectSummaries(this.db, DEMO_PROJECTS.map((p) => ({ id: projectIds.get(p.key)!, platform: p.platform })), today);
      await seedDemoScoring(this.db, [...projectIds.values()], people);
      await seedDashboardDemo(this.db, [...projectIds.values()]);
      await seedDemoContractLogs(this.db, people.map((p) => p.id), today);
      const incomes = await seedDemoIncomes(this.db, today, [...projectIds.values()]);
      await seedDemoInsurance(this.db, people, today);
      await seedDemoBonus(this.db, projectIds.get(DEMO_PROJECTS[0].key)!);
      await seedDemoLevels(this.db, projectIds.get(DEMO_PROJECTS[0].key)!);
      await this.db.query(`update acl_version set version = version + 1 where id = 1`);
      this.logger.log(`Loaded ${people.length} employees, ${DEMO_PROJECTS.length} projects, ${tasks} tasks, ${penalties} penalties, ${incomes} incomes.`);
      this.logger.log(`Every demo employee signs in with password '${DEMO_PASSWORD}', e.g. '${pms[0].id}' (project manager).`);
      return true;
    });
  }
}
