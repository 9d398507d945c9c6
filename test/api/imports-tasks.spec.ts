import { errorMessage, TASK_IMPORT_COLUMNS } from '@studio/domain';
import request from 'supertest';
import { LiveService } from '../../backend/src/modules/live/live.service';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant, type Row } from '../support/http';
import { binary, csv, readXlsx, upload, xlsx, type Cell } from '../support/imports';
import { content, type Actor, Workspace } from '../support/workspace';

const P = 801;
const Q = 802;
const HEADER = ['alt', 'name', 'role', 'employee', 'score', 'deadline', 'input', 'isSudden'];

describe('task import (POST /api/projects/:projectId/tasks/import)', () => {
  let t: TestApp;
  let w: Workspace;
  let manager: Actor;
  let member: Actor;
  let outsider: Actor;
  let seq = 0;

  const path = (project = P) => `/api/projects/${project}/tasks/import`;
  const post = (file: Buffer | null, query: Record<string, string> = {}, as: Actor = manager, project = P, name = 'tasks.xlsx') =>
    upload(t, as.s, path(project), file, name, query);
  const tasks = async (where = 'true', params: unknown[] = []) => (await w.q(`select count(*)::int as n from task where project_id = ${P} and ${where}`, params))[0].n as number;
  /** A valid row for `member`: [alt, name, role, employee, score, deadline, input, isSudden]. */
  const task = (over: Partial<Record<string, Cell>> = {}): Cell[] => {
    const row: Record<string, Cell> = {
      alt: `T-${++seq}`, name: `Task ${seq}`, role: 'unity_dev', employee: member.id, score: 10, deadline: '2099-12-31',
      input: 'https://docs.example.com/spec', isSudden: null, ...over,
    };
    return HEADER.map((h) => row[h]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    manager = await w.employee(25, 'Manager');
    member = await w.employee(12, 'Member');
    outsider = await w.employee(12, 'Outsider');
    await w.project(P, [[manager, 25], [member, 12]]);
    await w.project(Q, [[manager, 25], [outsider, 12]]);
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  it('the template is an .xlsx with the header row and one example row; Task.Create on the project is needed', async () => {
    const res = await request(t.http).get(`/api/projects/${P}/tasks/import-template`).set('Authorization', manager.s.bearer).buffer(true).parse(binary).expect(200);
    const rows = await readXlsx(res.body as Buffer);
    expect(rows[0]).toEqual([...TASK_IMPORT_COLUMNS]);
    expect(rows).toHaveLength(2);
    expectError(await request(t.http).get(`/api/projects/${P}/tasks/import-template`).set('Authorization', member.s.bearer), 403, 'common.no-permission');
    expectError(await post(await xlsx([HEADER, task()]), {}, member), 403, 'common.no-permission');
    // Another project's manager rights do not reach this one.
    expectError(await post(await xlsx([HEADER, task()]), {}, outsider, P), 403, 'common.no-permission');
  });

  it('an unknown project answers 404', async () => {
    expectError(await post(await xlsx([HEADER, task()]), {}, w.admin, 99_999), 404, 'common.not-found');
  });

  describe('dry run, all-or-nothing, valid rows only', () => {
    const file = () => xlsx([HEADER, task({ alt: 'D-1', name: 'One' }), task({ alt: 'D-2', score: 201 }), task({ alt: 'D-3', name: 'Three' })]);

    it('dryRun writes nothing; without a flag 422 and nothing; onlyValid the valid rows; a re-import is all unchanged', async () => {
      const before = await tasks();
      const dry = await post(await file(), { dryRun: 'true' }).expect(200);
      expect(dry.body).toEqual({
        summary: { create: 2, update: 0, unchanged: 0, error: 1 },
        rows: [
          { row: 2, key: 'D-1', action: 'create', errors: [] },
          { row: 3, key: 'D-2', action: 'error', errors: [{ field: 'score', code: 'task.score-exceeds-limit' }] },
          { row: 4, key: 'D-3', action: 'create', errors: [] },
        ],
      });
      const refused = await post(await file());
      expectError(refused, 422, 'import.has-errors');
      expect(refused.body.rows).toEqual(dry.body.rows);
      expect(await tasks()).toBe(before);
      const done = await post(await file(), { onlyValid: 'true' }).expect(200);
      expect(done.body.summary).toEqual({ create: 2, update: 0, unchanged: 0, error: 1 });
      expect(await tasks(`alt_id in ('D-1', 'D-2', 'D-3')`)).toBe(2);
      const again = await post(await file(), { onlyValid: 'true' }).expect(200);
      expect(again.body.summary).toEqual({ create: 0, update: 0, unchanged: 2, error: 1 });
    });
  });

  describe('each rule of a row, with its code', () => {
    const cases: { title: string; over: Partial<Record<string, Cell>>; field: string; code: string }[] = [
      { title: 'no alt', over: { alt: null }, field: 'alt', code: 'import.required' },
      { title: 'a blank name', over: { name: null }, field: 'name', code: 'task.name-required' },
      { title: 'an unknown role', over: { role: 'wizard' }, field: 'role', code: 'import.unknown-role' },
      { title: 'a system role', over: { role: 'system_admin' }, field: 'role', code: 'import.unknown-role' },
      { title: 'no role', over: { role: null }, field: 'role', code: 'task.role-required' },
      { title: 'no score', over: { score: null }, field: 'score', code: 'task.score-required' },
      { title: 'a score that is not a number', over: { score: 'ten' }, field: 'score', code: 'import.invalid-number' },
      { title: 'a negative score', over: { score: -3 }, field: 'score', code: 'task.score-negative' },
      { title: 'a score above the role limit (200)', over: { score: 201 }, field: 'score', code: 'task.score-exceeds-limit' },
      { title: 'no deadline', over: { deadline: null }, field: 'deadline', code: 'task.deadline-input-required' },
      { title: 'an impossible deadline', over: { deadline: '31/04/2099' }, field: 'deadline', code: 'import.invalid-date' },
      { title: 'an assignee who is not a member', over: { employee: 'nobody-here' }, field: 'employee', code: 'task.employee-not-member' },
      { title: 'a sudden task without assignee', over: { isSudden: true, employee: null }, field: 'employee', code: 'task.employee-required' },
      { title: 'a creative role (its output cannot be imported)', over: { role: 'video_editor' }, field: 'role', code: 'task.output-required' },
      { title: 'isSudden that is not a yes or no', over: { isSudden: 'maybe' }, field: 'isSudden', code: 'import.invalid-value' },
    ];
    for (const c of cases) {
      it(`${c.title} -> ${c.code} on ${c.field}`, async () => {
        const res = await post(await xlsx([HEADER, task(c.over)]), { dryRun: 'true' }).expect(200);
        expect(res.body.rows[0]).toMatchObject({ row: 2, action: 'error', errors: [{ field: c.field, code: c.code }] });
        expect(errorMessage(c.code, 'en')).not.toBe(c.code);
        expect(errorMessage(c.code, 'vi')).not.toBe(c.code);
      });
    }

    it('an inactive employee cannot be assigned', async () => {
      const gone = await w.employee(12, 'Gone');
      await w.member(P, gone, 12);
      await w.q(`update employee set is_active = false where id = $1`, [gone.id]);
      const res = await post(await xlsx([HEADER, task({ employee: gone.id })]), { dryRun: 'true' }).expect(200);
      expect(res.body.rows[0].errors).toEqual([{ field: 'employee', code: 'task.employee-not-member' }]);
    });

    it('an alt twice in the file: the first row counts, the later one is import.duplicate-in-file', async () => {
      const res = await post(await xlsx([HEADER, task({ alt: 'DUP' }), task({ alt: 'DUP' })]), { dryRun: 'true' }).expect(200);
      expect(res.body.rows.map((r: Row) => [r.action, r.errors])).toEqual([
        ['create', []], ['error', [{ field: 'alt', code: 'import.duplicate-in-file' }]],
      ]);
    });
  });

  describe('creative type (decision 057): set on a new task, fixed after', () => {
    const WITH_TYPE = [...HEADER, 'creativeType'];
    const CREATIVE_MANAGER = 10;
    const typed = (over: Partial<Record<string, Cell>>, type: Cell) => [...task({ role: 'creative_manager', ...over }), type];
    beforeAll(async () => {
      await w.q(`insert into creative_score (role, type, score) values ($1, 1, 7) on conflict (role, type) do update set score = 7`, [CREATIVE_MANAGER]);
    });
    afterAll(async () => { await w.q(`delete from creative_score where role = $1`, [CREATIVE_MANAGER]); });

    it("a new task takes the file's type, and its type's creative score when one is set; a type needs a UA or creative manager task", async () => {
      const file = await xlsx([WITH_TYPE,
        typed({ alt: 'CT-1', score: 10 }, 'Video'), typed({ alt: 'CT-2', score: 10 }, 'playable ad'), typed({ alt: 'CT-3' }, null),
        [...task({ alt: 'CT-4' }), 'image'], typed({ alt: 'CT-5' }, 'gif'),
      ]);
      const res = await post(file, { onlyValid: 'true' }).expect(200);
      expect(res.body.rows.map((r: Row) => [r.key, r.action, r.errors])).toEqual([
        ['CT-1', 'create', []], ['CT-2', 'create', []], ['CT-3', 'create', []],
        ['CT-4', 'error', [{ field: 'creativeType', code: 'task.creative-type-invalid' }]],
        ['CT-5', 'error', [{ field: 'creativeType', code: 'import.unknown-creative-type' }]],
      ]);
      expect(await w.q(`select alt_id as alt, creative_type as type, score::float8 as score, final_score::float8 as "finalScore"
                          from task where project_id = $1 and alt_id like 'CT-%' order by alt_id`, [P])).toEqual([
        // Video has a creative-scores row (7): it replaces the typed 10, as the single create does.
        { alt: 'CT-1', type: 1, score: 7, finalScore: 7 },
        { alt: 'CT-2', type: 2, score: 10, finalScore: 10 },
        { alt: 'CT-3', type: null, score: 10, finalScore: 10 },
      ]);
      // The score was given by the type, not typed over the limit: the create's ledger row is the stored score.
      expect(await w.q(`select l.score_after::float8 as after from task_score_ledger l join task t on t.task_id = l.task_id
                          where t.project_id = $1 and t.alt_id = 'CT-1'`, [P])).toEqual([{ after: 7 }]);
      for (const code of ['task.creative-type-fixed', 'import.unknown-creative-type']) {
        expect(errorMessage(code, 'en')).not.toBe(code);
        expect(errorMessage(code, 'vi')).not.toBe(code);
      }
    });

    it('a file may repeat an existing task\'s type, not change it (task.creative-type-fixed), nor give one to a task without', async () => {
      const one = { alt: 'CF-1', name: 'Key art', score: 10 };
      const two = { alt: 'CF-2', name: 'Brief', score: 10 };
      await post(await xlsx([WITH_TYPE, typed(one, 'playable'), typed(two, null)])).expect(200);
      const again = await post(await xlsx([WITH_TYPE, typed(one, 2), typed(two, null)]), { dryRun: 'true' }).expect(200);
      expect(again.body.summary).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
      const changed = await post(await xlsx([WITH_TYPE,
        typed({ ...one, name: 'Renamed' }, 'image'), typed(two, 'video'),
      ]));
      expectError(changed, 422, 'import.has-errors');
      expect(changed.body.rows.map((r: Row) => r.errors)).toEqual([
        [{ field: 'creativeType', code: 'task.creative-type-fixed' }], [{ field: 'creativeType', code: 'task.creative-type-fixed' }],
      ]);
      expect(await w.q(`select alt_id as alt, task_name as name, creative_type as type from task where project_id = $1 and alt_id like 'CF-%' order by alt_id`, [P]))
        .toEqual([{ alt: 'CF-1', name: 'Key art', type: 2 }, { alt: 'CF-2', name: 'Brief', type: null }]);
    });
  });

  describe('permissions of the person importing', () => {
    it('Task.Create per role, Task.Create.Sudden, and the edit permission of each changed field', async () => {
      const lead = await w.employee(34, 'Lead');
      await w.member(P, lead, 34);
      await grant(t.http, w.admin.s, [lead.id], [{ permissionId: 'Task.Create', conditionType: 5, conditionValue: { roles: [12] } }, 'Task.Get']);
      await w.bumpAcl();
      const existing = await w.task({ projectId: P, altId: 'PERM-1', score: 5, employee: member.id });
      const res = await post(await xlsx([
        HEADER,
        task({ alt: 'PERM-2', role: 'unity_dev' }),
        task({ alt: 'PERM-3', role: 'artist_2d' }),
        task({ alt: 'PERM-4', isSudden: true }),
        task({ alt: 'PERM-1', name: 'Task', score: 6 }),
      ]), { dryRun: 'true' }, lead).expect(200);
      expect(res.body.rows.map((r: Row) => [r.key, r.action, r.errors])).toEqual([
        ['PERM-2', 'create', []],
        ['PERM-3', 'error', [{ field: 'role', code: 'common.no-permission' }]],
        ['PERM-4', 'error', [{ field: 'isSudden', code: 'common.no-permission' }]],
        ['PERM-1', 'error', [{ field: 'score', code: 'common.no-permission' }]],
      ]);
      expect((await w.taskRow(existing)).score).toBe(5);
    });
  });

  describe('updates of existing tasks (key: alt in the project)', () => {
    it('an open task takes name, score, deadline and assignee, with the ledger rows of the single edit', async () => {
      const other = await w.employee(12, 'Other');
      await w.member(P, other, 12);
      const id = await w.task({ projectId: P, altId: 'UPD-1', name: 'Old', score: 8, deadline: 20991231, employee: member.id });
      const res = await post(await xlsx([HEADER, task({ alt: 'UPD-1', name: 'New name', score: 12, deadline: '2099-11-30', employee: other.id, role: 'unity_dev' })])).expect(200);
      expect(res.body.rows).toEqual([{ row: 2, key: 'UPD-1', action: 'update', errors: [] }]);
      expect(await w.taskRow(id)).toMatchObject({ task_name: 'New name', score: 12, final_score: 12, deadline: 20991130, employee: other.id });
      const ledger = await w.q(`select reason, score_before::float as b, score_after::float as a, actor from task_score_ledger where task_id = $1 order by id`, [id]);
      expect(ledger.slice(-1)).toEqual([{ reason: 'edit', b: 8, a: 12, actor: manager.id }]);
      // Identical again: unchanged, nothing written.
      const again = await post(await xlsx([HEADER, task({ alt: 'UPD-1', name: 'New name', score: 12, deadline: '2099-11-30', employee: other.id })])).expect(200);
      expect(again.body.rows[0].action).toBe('unchanged');
    });

    it('a late open task: a new deadline rescoring it is its own deadline ledger row', async () => {
      w.freeze('2026-03-10T03:00:00Z');
      const id = await w.task({ projectId: P, altId: 'LATE-1', score: 10, finalScore: 7, deadline: 20260307, employee: member.id });
      await post(await xlsx([HEADER, task({ alt: 'LATE-1', deadline: '2026-03-31', score: 20 })])).expect(200);
      const ledger = await w.q(`select reason, score_after::float as a from task_score_ledger where task_id = $1 order by id`, [id]);
      expect(ledger.slice(-2)).toEqual([{ reason: 'edit', a: 14 }, { reason: 'deadline', a: 20 }]);
      expect(await w.taskRow(id)).toMatchObject({ score: 20, final_score: 20, deadline: 20260331 });
      jest.restoreAllMocks();
    });

    it('a late open task rescored by an import decays at its role\'s late penalty (role-penalties)', async () => {
      w.freeze('2026-03-10T03:00:00Z');
      await w.q(`update role_penalty set penalty_percentage = 20 where role = 12`);
      try {
        const id = await w.task({ projectId: P, altId: 'LATE-2', score: 10, finalScore: 7, deadline: 20260307, employee: member.id });
        // 3 days late: a new score of 20 is worth 20 x (1 - 0.6) = 8 at 20 % a day (14 at the default 10 %).
        await post(await xlsx([HEADER, task({ alt: 'LATE-2', deadline: '2026-03-07', score: 20 })])).expect(200);
        expect(await w.taskRow(id)).toMatchObject({ score: 20, final_score: 8 });
      } finally {
        await w.q(`update role_penalty set penalty_percentage = 10 where role = 12`);
        jest.restoreAllMocks();
      }
    });

    it('a closed task is an error row (task.closed); an assignee change after Planning is task.employee-not-planning', async () => {
      await w.task({ projectId: P, altId: 'DONE-1', status: 4, employee: member.id });
      const other = await w.employee(12, 'Other 2');
      await w.member(P, other, 12);
      await w.task({ projectId: P, altId: 'RUN-1', status: 2, employee: member.id });
      const res = await post(await xlsx([HEADER, task({ alt: 'DONE-1' }), task({ alt: 'RUN-1', employee: other.id, score: 4 })]), { dryRun: 'true' }).expect(200);
      expect(res.body.rows.map((r: Row) => r.errors)).toEqual([
        [{ field: 'alt', code: 'task.closed' }],
        [{ field: 'employee', code: 'task.employee-not-planning' }],
      ]);
    });

    it('the same alt in another project is another task', async () => {
      await w.task({ projectId: Q, altId: 'SHARED-1' });
      const res = await post(await xlsx([HEADER, task({ alt: 'SHARED-1' })]), { dryRun: 'true' }).expect(200);
      expect(res.body.rows[0].action).toBe('create');
    });
  });

  describe('created tasks are like tasks created by hand', () => {
    it('status, content, ledger row, sudden notification; xlsx date cells and csv', async () => {
      const before = (await w.q(`select count(*)::int as n from notification where employee_id = $1`, [member.id]))[0].n;
      const live = jest.spyOn(t.app.get(LiveService), 'tasks');
      await post(await xlsx([HEADER, ['NEW-1', 'Sudden fix', 12, member.id, 7.5, new Date(Date.UTC(2099, 5, 30)), 'Fix the crash', 'yes']])).expect(200);
      const row = (await w.q(`select task_id, status, input, output, score, final_score::float as final_score, is_sudden, deadline, employee, alt_score from task where project_id = $1 and alt_id = 'NEW-1'`, [P]))[0];
      // One live refresh of the project's task lists, as a create by hand sends.
      expect(live).toHaveBeenCalledWith(P, [row.task_id], [member.id]);
      live.mockRestore();
      expect(row).toMatchObject({ status: 1, input: content('Fix the crash'), output: '', score: 7.5, final_score: 7.5, is_sudden: true, deadline: 20990630, employee: member.id, alt_score: 0 });
      expect(await w.q(`select reason, score_after::float as a, actor from task_score_ledger where task_id = $1`, [row.task_id])).toEqual([{ reason: 'create', a: 7.5, actor: manager.id }]);
      const notes = await w.q(`select type, content from notification where employee_id = $1 order by id desc`, [member.id]);
      expect(notes.length).toBe(before + 1);
      expect(notes[0].content).toMatchObject({ projectId: P, taskName: 'Sudden fix', taskId: row.task_id, deadline: 20990630 });
      // CSV with a BOM, the deadline as dd/mm/yyyy; the task list shows both.
      await post(csv([HEADER, ['NEW-2', 'From CSV, quoted', 'unity_dev', '', '3', '01/02/2099', '', 'no']], { bom: true }), {}, manager, P, 'tasks.csv').expect(200);
      const list = await w.api(manager).get(`/api/projects/${P}/tasks`).expect(200);
      expect((list.body.tasks as Row[]).filter((x) => ['NEW-1', 'NEW-2'].includes(x.altId)).map((x) => [x.altId, x.taskName, x.deadline]).sort())
        .toEqual([['NEW-1', 'Sudden fix', 20990630], ['NEW-2', 'From CSV, quoted', 20990201]]);
    });
  });

  describe('scale, races and the audit', () => {
    it('5,000 rows: dry run, import, re-import all unchanged', async () => {
      const rows: Cell[][] = [HEADER];
      for (let i = 0; i < 5000; i++) rows.push([`BULK-${i}`, `Bulk ${i}`, 12, i % 2 ? member.id : null, 1 + (i % 50), '2099-12-31', `https://x.example.com/${i}`, null]);
      const file = await xlsx(rows);
      expect((await post(file, { dryRun: 'true' }).expect(200)).body.summary).toEqual({ create: 5000, update: 0, unchanged: 0, error: 0 });
      expect((await post(file).expect(200)).body.summary).toEqual({ create: 5000, update: 0, unchanged: 0, error: 0 });
      expect(await tasks(`alt_id like 'BULK-%'`)).toBe(5000);
      expect((await post(file).expect(200)).body.summary).toEqual({ create: 0, update: 0, unchanged: 5000, error: 0 });
    }, 120_000);

    it('20 concurrent imports of one file create each task exactly once', async () => {
      const rows: Cell[][] = [HEADER];
      for (let i = 0; i < 25; i++) rows.push(task({ alt: `RACE-${i}` }));
      const file = await xlsx(rows);
      const answers = await Promise.all(Array.from({ length: 20 }, () => post(file)));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(answers.map((a) => a.body.summary.create).sort((a, b) => b - a)).toEqual([25, ...Array(19).fill(0)]);
      expect(await tasks(`alt_id like 'RACE-%'`)).toBe(25);
    }, 60_000);

    it('an import that writes leaves one audit row, which the project\'s readers see at GET /api/imports/audit', async () => {
      const before = (await w.q(`select count(*)::int as n from import_audit`))[0].n;
      await post(await xlsx([HEADER, task({ alt: 'AUD-1' }), task({ alt: 'AUD-2', score: 999 })]), { onlyValid: 'true' }, manager, P, 'Sprint 12.xlsx').expect(200);
      expect((await w.q(`select count(*)::int as n from import_audit`))[0].n).toBe(before + 1);
      const mine = await w.api(manager).get('/api/imports/audit', { kind: 'tasks', projectId: P }).expect(200);
      expect(mine.body.imports[0]).toMatchObject({ kind: 'tasks', projectId: P, fileName: 'Sprint 12.xlsx', createdBy: manager.id, created: 1, errors: 1 });
      const theirs = await w.api(outsider).get('/api/imports/audit', { projectId: P }).expect(200);
      expect(theirs.body.imports).toEqual([]);
    });
  });
});
