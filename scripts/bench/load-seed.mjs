// The studio of the load profile (`npm run bench -- --only load`): 2,000 employees, 300 projects,
// 1,000,000 tasks of which ~90 % are closed and archived, some ticket and notification history.
// Loaded server-side with `insert ... select generate_series` (no row goes through Node), into a
// dedicated database that is kept between runs: a marker row in app_secret says it is loaded.
import { hash } from '@node-rs/argon2';
import pg from 'pg';

export const LOAD_DATABASE = 'sp_bench_load';
export const LOAD_PASSWORD = 'bench-load-password';
export const EMPLOYEES = 2000;
export const PROJECTS = 300;
export const TASKS = 1_000_000;
/** Employees 1-60 are project managers (5 projects each), 61-90 owners (10 each), the rest members of 3 projects each. */
export const MANAGERS = 60;
export const OWNERS = 30;
const MEMBER_ROLES = [12, 13, 14, 15, 16, 17, 23, 24];
const SEED_VERSION = 2;
/** Open tasks get deadlines up to a year ahead; after this many days the studio is loaded again. */
const MAX_AGE_DAYS = 30;
const MARKER = 'bench-load-seed';

export const employeeId = (i) => `e${String(i).padStart(4, '0')}`;

/** The server of DATABASE_URL (default the machine's PostgreSQL), with `database` as its path. */
export function serverUrl(database = 'postgres') {
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database when missing; with `fresh`, drops it first. Answers its URL. */
export async function ensureDatabase({ fresh = false } = {}) {
  await withClient(serverUrl('postgres'), async (admin) => {
    if (fresh) await admin.query(`drop database if exists ${LOAD_DATABASE} with (force)`);
    const exists = (await admin.query(`select 1 from pg_database where datname = $1`, [LOAD_DATABASE])).rowCount;
    if (!exists) await admin.query(`create database ${LOAD_DATABASE}`);
  });
  return serverUrl(LOAD_DATABASE);
}

/** The marker when the studio is loaded and young enough, else null (`reason` says why). */
export async function readMarker(url) {
  return withClient(url, async (c) => {
    const hasTable = (await c.query(`select to_regclass('app_secret') as t`)).rows[0].t;
    if (!hasTable) return { marker: null, reason: 'not migrated' };
    const row = (await c.query(`select value from app_secret where name = $1`, [MARKER])).rows[0];
    if (!row) return { marker: null, reason: 'not loaded' };
    const marker = JSON.parse(row.value);
    if (marker.version !== SEED_VERSION) return { marker: null, reason: `seed version ${marker.version} is not ${SEED_VERSION}` };
    const age = (Date.now() - Date.parse(marker.seededAt)) / 86_400_000;
    if (age > MAX_AGE_DAYS) return { marker: null, reason: `loaded ${age.toFixed(0)} days ago: open deadlines run out` };
    return { marker, reason: null };
  });
}

/**
 * Removes the tasks, tickets (with their recipients and answers) and notifications earlier runs
 * created, so every run sees lists of the seeded size. Edits to seeded rows (statuses, scores,
 * deadlines the job check moved) stay: they do not change the size of anything.
 */
export async function resetRuns(url, marker) {
  return withClient(url, async (c) => {
    const { last } = marker;
    const tickets = (await c.query(`delete from ticket where id > $1`, [last.ticket])).rowCount;
    const notifications = (await c.query(`delete from notification where id > $1`, [last.notification])).rowCount;
    const tasks = (await c.query(`delete from task where task_id > $1`, [last.task])).rowCount;
    return { tickets, notifications, tasks };
  });
}

/** Drops the non-constraint indexes of a table; answers their definitions to create them again. */
async function dropIndexes(c, table) {
  const { rows } = await c.query(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename = $1
        and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`,
    [table],
  );
  for (const r of rows) await c.query(`drop index "${r.indexname}"`);
  return rows.map((r) => r.indexdef);
}

/**
 * Loads the studio into a migrated, otherwise empty database (the app created the schema and its
 * built-in rows). One transaction: a failure leaves nothing half loaded. `log` gets progress lines.
 */
export async function seedStudio(url, log = console.log) {
  const started = Date.now();
  const step = (what) => log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  // One argon2id hash (the app's parameters) for every seeded employee: hashing 2,000 would take a minute.
  const passwordHash = await hash(LOAD_PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  await withClient(url, async (c) => {
    await c.query(`set maintenance_work_mem = '256MB'`);
    await c.query(`set synchronous_commit = off`);
    await c.query('begin');
    // Generated rows are consistent by construction: skip the per-row foreign key triggers.
    await c.query(`set local session_replication_role = replica`);
    const taskIndexes = await dropIndexes(c, 'task');
    const notificationIndexes = await dropIndexes(c, 'notification');

    await c.query(
      `insert into employee (id, first_name, last_name, role, role_level, is_active, password_hash, password_changed_at,
                             join_date, contract_type, contract_start_date, contract_end_date, permitted_day_left)
       select 'e' || lpad(i::text, 4, '0'), 'User ' || i, 'Bench',
              case when i <= $2 then 25 when i <= $2 + $3 then 18 else ($4::smallint[])[1 + i % cardinality($4::smallint[])] end,
              30 + i % 5, true, $5, now() - interval '1 day',
              20200101 + (i % 12) * 100, 1, 20200101, 20300101, 12
         from generate_series(1, $1) i`,
      [EMPLOYEES, MANAGERS, OWNERS, MEMBER_ROLES, passwordHash],
    );
    await c.query(
      `insert into project (name, platform, package_name, popularity, created_at)
       select 'Project ' || n, 1 + n % 2, 'com.studio.game' || n, n % 17, now() - (n || ' days')::interval
         from generate_series(1, $1) n`,
      [PROJECTS],
    );
    // bp: project number 1..300 -> id (the serial may not start at 1).
    await c.query(`create temp table bp on commit drop as
                   select row_number() over (order by id)::int as n, id from project where id <> 0 and name like 'Project %'`);
    await c.query(
      `insert into project_employee (project_id, employee_id, role)
       select bp.id, 'e' || lpad((1 + bp.n % $1)::text, 4, '0'), 25 from bp
       union all
       select bp.id, 'e' || lpad(($1 + 1 + bp.n % $2)::text, 4, '0'), 18 from bp
       union all
       select bp.id, e.id, e.role from employee e
         join generate_series(0, 2) k on true
         join bp on bp.n = 1 + ((substr(e.id, 2)::int * 7 + k * 101) % $3)
        where substr(e.id, 2)::int > $1 + $2 and e.id ~ '^e[0-9]{4}$'`,
      [MANAGERS, OWNERS, PROJECTS],
    );
    step(`${EMPLOYEES} employees, ${PROJECTS} projects, memberships`);

    // The task dashboard is a permission of its own (Task.Get.All): everyone here may open it.
    const { rows: [group] } = await c.query(`insert into permission_group (name) values ('Bench task dashboard') returning id`);
    await c.query(`insert into permission_group_grant (group_id, permission_name, condition_type, condition_value) values ($1, 'Task.Get.All', 1, null)`, [group.id]);
    await c.query(`insert into permission_group_employee (group_id, employee_id) select $1, id from employee where id ~ '^e[0-9]{4}$'`, [group.id]);

    // Members of each project (not the manager and owner), to assign tasks to.
    await c.query(`create temp table bm on commit drop as
                   select bp.n, array_agg(pe.employee_id order by pe.employee_id) as members
                     from bp join project_employee pe on pe.project_id = bp.id and pe.role not in (25, 18) group by bp.n`);
    await c.query(`create temp table brole on commit drop as select id, role from employee`);
    // Task g is the (g / 300)th of project 1 + g % 300. Nine in ten are closed over three years (1 in 7
    // failed) and archived; the tenth is open (Planning, InProgress) or Completed, created in the last
    // 60 days, with a deadline ahead (2 % already late), assigned to one of the project's members.
    await c.query(
      `insert into task (alt_id, project_id, task_name, role, input, output, score, alt_score, final_score, status, is_sudden,
                         is_archived, employee, created_at, start_date, end_date, deadline, last_modified, efficiency)
       select 'T' || x.g, bp.id, 'Task ' || x.g, r.role,
              '{"type":1,"data":{"content":"https://wiki.example/spec/' || x.g || '"}}',
              case when x.status >= 3 then '{"type":1,"data":{"content":"https://drive.example/out/' || x.g || '"}}' else '' end,
              x.score, 0, case when x.status = 5 then 0 else x.score end, x.status, x.open and x.h % 1000 = 0,
              not x.open, m.employee, x.created,
              case when x.status >= 2 then x.created + interval '1 day' end,
              case when x.status >= 3 then x.created + interval '8 days' end,
              x.deadline, x.created + case when x.status >= 3 then interval '8 days' else interval '1 day' end,
              case when x.status = 4 then x.g % 4 else 0 end
         from (select g, (g / $2) % 10 = 0 as open,
                      1 + g % $2 as n,
                      hashint4(g)::bigint & 2147483647 as h,
                      8 + (g * 31) % 113 as score,
                      case when (g / $2) % 10 <> 0 then case when g % 7 = 0 then 5 else 4 end
                           when (g / $2 / 10) % 10 < 5 then 1 when (g / $2 / 10) % 10 < 9 then 2 else 3 end as status,
                      case when (g / $2) % 10 <> 0 then now() - (((($1 - g)::float / $1) * 1095 + 61) || ' days')::interval
                           else now() - (((g * 13) % 60) || ' days')::interval - ((g % 1440) || ' minutes')::interval end as created,
                      case when (g / $2) % 10 <> 0 then to_char(now() - (((($1 - g)::float / $1) * 1095 + 51) || ' days')::interval, 'YYYYMMDD')::int
                           when (hashint4(g + 7)::bigint & 2147483647) % 50 = 0 then to_char(current_date - (1 + g % 5), 'YYYYMMDD')::int
                           else to_char(current_date + (30 + (g * 7) % 335), 'YYYYMMDD')::int end as deadline
                 from generate_series(1, $1) g) x
         join bm on bm.n = x.n
         cross join lateral (select bm.members[1 + x.h % cardinality(bm.members)] as employee) m
         join bp on bp.n = x.n
         join brole r on r.id = m.employee`,
      [TASKS, PROJECTS],
    );
    step(`${TASKS.toLocaleString('en')} tasks`);

    // Two answered task requests per membership over the last year, to the project's manager and owner.
    await c.query(
      `create temp table bt on commit drop as
       select row_number() over () as k, pe.project_id, pe.employee_id, pe.role, j
         from project_employee pe join generate_series(1, 2) j on true where pe.role not in (25, 18)`,
    );
    await c.query(
      `insert into ticket (title, description, request_type, priority, deadline, created_by, created_at, updated_at, content, project_id)
       select 'Request ' || bt.k, 'Please add this task', 12, 1 + bt.k % 4, null, bt.employee_id,
              now() - ((30 + bt.k % 330) || ' days')::interval, now() - ((30 + bt.k % 330) || ' days')::interval,
              jsonb_build_object('project', bt.project_id, 'taskName', 'Requested ' || bt.k, 'input', '', 'output', null,
                                 'score', 8 + bt.k % 40, 'deadline', 20250101, 'employee', bt.employee_id, 'role', bt.role, 'altScore', 0),
              bt.project_id
         from bt order by bt.k`,
    );
    await c.query(
      `insert into ticket_recipient (ticket_id, employee_id)
       select t.id, pe.employee_id from ticket t join project_employee pe on pe.project_id = t.project_id and pe.role in (25, 18)
        where t.title like 'Request %'`,
    );
    await c.query(
      `insert into ticket_response (request_id, approve, description, content, created_by, created_at)
       select t.id, t.id % 5 <> 0, 'Done', null, r.employee_id, t.created_at + interval '1 day'
         from ticket t join lateral (select employee_id from ticket_recipient where ticket_id = t.id order by employee_id limit 1) r on true
        where t.title like 'Request %'`,
    );
    step('task request history');

    // A hundred notifications per employee over two years, all but the newest three read.
    await c.query(
      `insert into notification (employee_id, type, content, is_read, created_at)
       select e.id, (array[1, 2, 11, 13, 16, 17])[1 + k % 6],
              jsonb_build_object('projectId', 0, 'projectName', 'Project ' || (1 + k % 300), 'taskName', 'Task ' || k, 'taskId', k),
              k > 3, now() - ((k * 7) || ' days')::interval - ((substr(e.id, 2)::int % 1440) || ' minutes')::interval
         from employee e join generate_series(1, 100) k on true where e.id ~ '^e[0-9]{4}$'`,
    );
    step('notification history');

    for (const def of [...taskIndexes, ...notificationIndexes]) await c.query(def);
    step('indexes');
    // The triggers were off: the yearly report's month summary (decision 052) is computed once from the tasks.
    await c.query(`select task_month_total_rebuild(zone) from task_month_zone where id = 1`);
    step('month summary');
    await c.query(`update acl_version set version = version + 1 where id = 1`);
    // The last seeded id of each table the runs write to: resetRuns() removes what came after.
    const { rows: [last] } = await c.query(
      `select (select max(task_id) from task) as task, (select max(id) from ticket) as ticket, (select max(id) from notification) as notification`,
    );
    await c.query(
      `insert into app_secret (name, value) values ($1, $2) on conflict (name) do update set value = excluded.value`,
      [MARKER, JSON.stringify({ version: SEED_VERSION, seededAt: new Date().toISOString(), employees: EMPLOYEES, projects: PROJECTS, tasks: TASKS, last })],
    );
    await c.query('commit');
    await c.query('vacuum analyze');
    step('committed, vacuum analyze');
  });
}
