import { createTestApp, type TestApp } from '../support/app';
import { expectError } from '../support/http';
import { type Actor, type Api, Workspace } from '../support/workspace';
import type { Row } from '../support/http';

describe('notifications API', () => {
  let t: TestApp;
  let w: Workspace;
  let alice: Actor;
  let bob: Actor;
  let a: Api;
  let ids: Record<string, number>;

  /** Writes one row with a given creation time; answers its id. */
  const note = async (employee: Actor, type: number, content: object, createdAt: string, isRead = false) =>
    (await w.q<{ id: number }>(
      `insert into notification (employee_id, type, content, is_read, created_at) values ($1, $2, $3, $4, $5) returning id`,
      [employee.id, type, JSON.stringify(content), isRead, createdAt],
    ))[0].id;

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    alice = await w.employee(12, 'Alice');
    bob = await w.employee(12, 'Bob');
    a = w.api(alice);
  });
  beforeEach(async () => {
    await w.q(`delete from notification`);
    ids = {
      old: await note(alice, 1, { projectId: 7, projectName: 'P', taskName: 'T', deadline: 20260101 }, '2026-01-01T00:00:00Z'),
      decide: await note(alice, 9, { employee: bob.id, date: 20260105, breakTime: 2, requestId: 4 }, '2026-01-02T00:00:00Z'),
      newest: await note(alice, 13, { requestId: 3, taskName: 'New' }, '2026-01-03T00:00:00Z'),
      read: await note(alice, 2, { taskName: 'Late' }, '2026-01-02T12:00:00Z', true),
      bobs: await note(bob, 1, { taskName: 'Not yours' }, '2026-01-04T00:00:00Z'),
    };
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  it('lists only the caller\'s own notifications, newest first, with content parsed', async () => {
    const res = await a.get('/api/notifications').expect(200);
    expect(res.body.notifications.map((n: Row) => n.id)).toEqual([ids.newest, ids.read, ids.decide, ids.old]);
    expect(res.body.notifications[0]).toEqual({
      id: ids.newest, employeeId: alice.id, type: 13, content: { requestId: 3, taskName: 'New' }, isRead: false,
      createdAt: '2026-01-03T00:00:00.000Z',
    });
  });

  it('filters by isRead', async () => {
    expect((await a.get('/api/notifications', { isRead: false }).expect(200)).body.notifications.map((n: Row) => n.id))
      .toEqual([ids.newest, ids.decide, ids.old]);
    expect((await a.get('/api/notifications', { isRead: true }).expect(200)).body.notifications.map((n: Row) => n.id))
      .toEqual([ids.read]);
    expectError(await a.get('/api/notifications', { isRead: 'maybe' }), 400, 'common.validation');
  });

  it('marks one own notification read; someone else\'s or a missing one is 404', async () => {
    await a.post(`/api/notifications/${ids.old}/read`).expect(204);
    expect((await w.q(`select is_read from notification where id = $1`, [ids.old]))[0].is_read).toBe(true);
    expectError(await a.post(`/api/notifications/${ids.bobs}/read`), 404, 'common.not-found');
    expect((await w.q(`select is_read from notification where id = $1`, [ids.bobs]))[0].is_read).toBe(false);
    expectError(await a.post('/api/notifications/99999999/read'), 404, 'common.not-found');
  });

  it('a break decision (type 9) can still be read one by one', async () => {
    await a.post(`/api/notifications/${ids.decide}/read`).expect(204);
    expect((await w.q(`select is_read from notification where id = $1`, [ids.decide]))[0].is_read).toBe(true);
  });

  it('read-all marks the caller\'s notifications read but leaves break decisions (type 9) and others\' alone', async () => {
    await a.post('/api/notifications/read-all').expect(204);
    const rows = await w.q<{ id: number; is_read: boolean }>(`select id, is_read from notification order by id`);
    const state = Object.fromEntries(rows.map((r) => [r.id, r.is_read]));
    expect(state).toEqual({ [ids.old]: true, [ids.decide]: false, [ids.newest]: true, [ids.read]: true, [ids.bobs]: false });
    const unread = (await a.get('/api/notifications', { isRead: false }).expect(200)).body.notifications;
    expect(unread.map((n: Row) => n.type)).toEqual([9]);
  });

  it('needs Notification.Get', async () => {
    // Role 0 (unknown) has no default group: no Notification.Get.
    const nobody = await w.employee(0, 'Nobody');
    expectError(await w.api(nobody).get('/api/notifications'), 403, 'common.no-permission');
    expectError(await w.api(nobody).post('/api/notifications/read-all'), 403, 'common.no-permission');
  });

  it('limit caps the list (newest kept)', async () => {
    const res = await a.get('/api/notifications', { limit: 2 }).expect(200);
    expect(res.body.notifications.map((n: Row) => n.id)).toEqual([ids.newest, ids.read]);
    expectError(await a.get('/api/notifications', { limit: 0 }), 400, 'common.validation');
  });
});
