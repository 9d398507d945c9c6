import { endpoints } from '@studio/domain';
import { checkAnswer } from '../support/api';
import { createTestApp, type TestApp } from '../support/app';
import { expectError } from '../support/http';
import { type Actor, type Api, Workspace } from '../support/workspace';
import type { Row } from '../support/http';

const P = 741;
const Q = 742;
/** Noon in the company zone on a yyyymmdd day. */
const noon = (ymd: number) => `${String(ymd).slice(0, 4)}-${String(ymd).slice(4, 6)}-${String(ymd).slice(6, 8)}T05:00:00.000Z`;

describe('GET /api/timeline', () => {
  let t: TestApp;
  let w: Workspace;
  let manager: Actor;
  let member: Actor;
  let colleague: Actor;
  let memberQ: Actor;
  let outsider: Actor;
  let m: Api;

  const names = async (as: Api, query: Record<string, unknown>) => {
    const res = await as.get('/api/timeline', query).expect(200);
    checkAnswer(endpoints.tasks.timeline, res);
    return res.body.tasks.map((x: Row) => x.taskName);
  };

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    manager = await w.employee(25, 'Manager');
    member = await w.employee(12, 'Member');
    colleague = await w.employee(13, 'Colleague');
    memberQ = await w.employee(13, 'Member Q');
    outsider = await w.employee(12, 'Outsider');
    await w.project(P, [[manager, 25], [member, 12], [colleague, 13]]);
    await w.project(Q, [[memberQ, 13]]);
    m = w.api(manager);
    const task = (projectId: number, name: string, employee: string, status: number, start: number | null, end: number | null, deadline: number, extra = {}) =>
      w.task({ projectId, name, employee, status, startDate: start ? noon(start) : null, endDate: end ? noon(end) : null, deadline, createdAt: noon(20260501), ...extra });
    await task(P, 'completed', member.id, 3, 20260601, 20260605, 20260606);
    await task(P, 'in progress', member.id, 2, 20260610, null, 20260620);
    await task(P, 'success', member.id, 4, 20260520, 20260525, 20260530);
    await task(P, 'planning', member.id, 1, null, null, 20260610);
    await task(P, 'failure', member.id, 5, 20260602, 20260603, 20260603);
    await task(P, 'system', member.id, 2, 20260604, null, 20260605, { isSystem: true });
    await task(P, 'colleague', colleague.id, 2, 20260612, null, 20260625);
    // The member's task in a project they do not belong to (e.g. moved out since).
    await task(Q, 'in Q', member.id, 2, 20260611, null, 20260612);
    await task(Q, 'planning in Q', memberQ.id, 1, null, null, 20260612);
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  describe('?employee=', () => {
    it('the employee themselves sees every non-Planning task of theirs, oldest start first', async () => {
      expect(await names(w.api(member), { employee: member.id })).toEqual(['success', 'completed', 'failure', 'in progress', 'in Q']);
    });

    it("a manager of P sees the employee's tasks of P only", async () => {
      expect(await names(m, { employee: member.id })).toEqual(['success', 'completed', 'failure', 'in progress']);
    });

    it("a member of Q sees the employee's tasks of Q only", async () => {
      expect(await names(w.api(memberQ), { employee: member.id })).toEqual(['in Q']);
    });

    it('someone in neither project sees nothing', async () => {
      expect(await names(w.api(outsider), { employee: member.id })).toEqual([]);
    });

    it('Planning tasks never show, even to the admin', async () => {
      const all = await names(w.api(w.admin), { employee: member.id });
      expect(all).not.toContain('planning');
      expect(all).not.toContain('system');
      expect(all).toEqual(['success', 'completed', 'failure', 'in progress', 'in Q']);
    });
  });

  describe('?project=', () => {
    it('a member of P sees its non-Planning tasks', async () => {
      expect(await names(m, { project: P })).toEqual(['success', 'completed', 'failure', 'in progress', 'colleague']);
      expect(await names(w.api(colleague), { project: P })).toEqual(['success', 'completed', 'failure', 'in progress', 'colleague']);
    });

    it("another project's tasks are not visible to a non-member", async () => {
      expect(await names(m, { project: Q })).toEqual([]);
      expect(await names(w.api(memberQ), { project: P })).toEqual([]);
      expect(await names(w.api(outsider), { project: P })).toEqual([]);
    });

    it('Planning tasks are hidden from a project timeline too', async () => {
      expect(await names(w.api(memberQ), { project: Q })).toEqual(['in Q']);
    });

    it('the global project 0 has a timeline too (admin)', async () => {
      const id = await w.task({ projectId: 0, name: 'root work', employee: colleague.id, status: 2, startDate: noon(20260601), deadline: 20260610 });
      try {
        expect(await names(w.api(w.admin), { project: 0 })).toEqual(['root work']);
        expect(await names(w.api(w.admin), { employee: colleague.id })).toEqual(['root work', 'colleague']);
        expect(await names(m, { project: 0 })).toEqual([]);
      } finally {
        await w.q(`delete from task where task_id = $1`, [id]);
      }
    });

    it('with employee as well, both apply', async () => {
      expect(await names(m, { project: P, employee: colleague.id })).toEqual(['colleague']);
    });
  });

  describe('from / to', () => {
    it('a task shows when its span (start .. end or deadline) meets the range', async () => {
      expect(await names(m, { project: P, from: 20260603, to: 20260612 })).toEqual(['completed', 'failure', 'in progress', 'colleague']);
    });

    it('from only: tasks ending before it are left out; running tasks stay', async () => {
      expect(await names(m, { project: P, from: 20260615 })).toEqual(['in progress', 'colleague']);
    });

    it('to only: tasks starting after it are left out', async () => {
      expect(await names(m, { project: P, to: 20260531 })).toEqual(['success']);
      expect(await names(w.api(member), { employee: member.id, to: 20260601 })).toEqual(['success', 'completed']);
    });
  });

  describe('bad requests', () => {
    it('neither employee nor project -> 400', async () => {
      expectError(await m.get('/api/timeline'), 400, 'common.validation');
      expectError(await m.get('/api/timeline', { from: 20260101 }), 400, 'common.validation');
    });

    it.each([['from', 'abc'], ['to', '2026-06-01'], ['project', 'x']])('%s=%s -> 400', async (key, value) => {
      expectError(await m.get('/api/timeline', { project: P, [key]: value }), 400, 'common.validation');
    });

    it('needs a session', async () => {
      const { default: request } = await import('supertest');
      await request(t.http).get('/api/timeline').query({ project: P }).expect(401);
    });
  });
});
