// Fault (issue 21 item 6): the app killed with SIGKILL under 20 concurrent writers loses no write it
// answered 201. A 201 is sent only after the transaction committed, and PostgreSQL keeps a commit
// whatever happens to the client: this test holds the app to that, from outside the process.
import { Client } from 'pg';
import { ADMIN_PASSWORD, createEmptyDatabase, freePort, startAppProcess, type AppProcess } from '../support/app-process';

const PROJECT = 901;
const WRITERS = 20;
const content = (text: string) => JSON.stringify({ type: 1, data: { content: text } });

describe('fault: kill -9 of the app during 20 concurrent writers', () => {
  let db: { url: string; drop(): Promise<void> };
  let app: AppProcess | undefined;
  const q = async (sql: string, params: unknown[] = []) => {
    const c = new Client({ connectionString: db.url });
    await c.connect();
    try {
      return (await c.query(sql, params)).rows;
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => { db = await createEmptyDatabase('kill'); });
  afterAll(async () => {
    await app?.stop();
    await db?.drop();
  });

  it('every write answered 201 is there after a restart, and the data is consistent', async () => {
    const port = await freePort();
    app = await startAppProcess(db.url, port);
    const base = app.url;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    await q(`insert into project (id, name, platform) values ($1, 'Kill test', 1)`, [PROJECT]);
    await q(`update acl_version set version = version + 1 where id = 1`);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

    const acked: { taskId: number; name: string }[] = [];
    const refused: { status: number; body: unknown }[] = [];
    let sent = 0;
    const writer = async (w: number) => {
      for (let n = 0; ; n++) {
        const name = `w${w}-${n}`;
        sent++;
        let res: Response;
        try {
          res = await fetch(`${base}/api/projects/${PROJECT}/tasks`, {
            method: 'POST', headers, signal: AbortSignal.timeout(10_000),
            body: JSON.stringify({ name, input: content('brief'), output: content(''), score: 4, role: 12, deadline: 20991231 }),
          });
        } catch {
          return; // the server died under this request: its outcome is unknown, and allowed either way
        }
        const body = (await res.json().catch(() => null)) as { taskId?: number } | null;
        if (res.status === 201) acked.push({ taskId: body!.taskId!, name });
        else refused.push({ status: res.status, body });
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));

    // Mid-load: once writes flow on every writer, with requests in flight.
    const until = Date.now() + 20_000;
    while (acked.length < 100 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(acked.length).toBeGreaterThanOrEqual(100);
    app.child.kill('SIGKILL');
    await app.exited();
    await Promise.all(writers);
    const answered = acked.length;
    // While the app was up a write succeeded, or at most met a full pool (a clean 503 to retry).
    expect(refused.filter((r) => r.status !== 503)).toEqual([]);
    expect(sent - answered).toBeLessThanOrEqual(WRITERS);

    app = await startAppProcess(db.url, port);
    // Every acknowledged write, by id and name, through the API of the restarted app (the old token still works).
    const list = await fetch(`${base}/api/projects/${PROJECT}/tasks`, { headers });
    expect(list.status).toBe(200);
    const served = new Map(((await list.json()) as { tasks: { taskId: number; taskName: string }[] }).tasks.map((t) => [t.taskId, t.taskName]));
    const missing = acked.filter((a) => served.get(a.taskId) !== a.name);
    expect(missing).toEqual([]);

    // Consistent: at most one unanswered write per writer committed; each task has its ledger rows in sum.
    const stored = await q(`select task_id, task_name from task where project_id = $1`, [PROJECT]);
    expect(stored.length).toBeGreaterThanOrEqual(answered);
    expect(stored.length).toBeLessThanOrEqual(answered + WRITERS);
    expect(new Set(stored.map((r) => r.task_name)).size).toBe(stored.length);
    const unbalanced = await q(`select t.task_id from task t left join task_score_ledger l on l.task_id = t.task_id
      where t.project_id = $1 group by t.task_id, t.final_score having coalesce(sum(l.delta), 0) <> t.final_score`, [PROJECT]);
    expect(unbalanced).toEqual([]);
    const altIds = await q(`select alt_id, count(*)::int as n from task where project_id = $1 group by alt_id having count(*) > 1`, [PROJECT]);
    expect(altIds).toEqual([]);

    // And it takes writes again.
    const after = await fetch(`${base}/api/projects/${PROJECT}/tasks`, {
      method: 'POST', headers, body: JSON.stringify({ name: 'after the restart', input: content('brief'), output: content(''), score: 4, role: 12, deadline: 20991231 }),
    });
    expect(after.status).toBe(201);
  }, 90_000);
});
