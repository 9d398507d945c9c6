// Races on one ticket: answers and counter-proposals together, and the database's own guard (the
// response's key) answering the contract when two writers get past the rules at once.
import { NotificationType } from '@studio/domain';
import { Db } from '../../backend/src/database/db';
import { NotificationsGateway } from '../../backend/src/modules/notifications/notifications.gateway';
import { NotificationsService } from '../../backend/src/modules/notifications/notifications.service';
import { TicketsRepository } from '../../backend/src/modules/tickets/tickets.repository';
import { createTestApp, type TestApp } from '../support/app';
import { expectError } from '../support/http';
import { type Actor, type Api, Workspace } from '../support/workspace';

const P = 831;
const NOW = '2026-06-15T03:00:00.000Z';

describe('tickets: races and the notification contract', () => {
  let t: TestApp;
  let w: Workspace;
  let manager: Actor;
  let owner: Actor;
  let dev: Actor;

  const file = async (taskName: string, as: Api = w.api(dev)) => (await as.post('/api/tickets', {
    title: 'Need a task', description: 'Please', requestType: 12, priority: 1,
    content: { project: P, taskName, input: 'brief', score: 8, deadline: 20260630, employee: null, role: 12, altScore: 0 },
  }).expect(201)).body.id as number;

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    manager = await w.employee(25, 'Manager');
    owner = await w.employee(18, 'Owner');
    dev = await w.employee(12, 'Dev');
    await w.project(P, [[manager, 25], [owner, 18], [dev, 12]]);
  });
  beforeEach(() => { w.freeze(NOW); });
  afterAll(async () => { await w?.close(); await t?.close(); });

  it('answers and counter-proposals racing on one ticket: one 201, 409 ticket.already-answered for the rest', async () => {
    const id = await file('raced');
    const m = w.api(manager);
    const o = w.api(owner);
    const counter = { content: { taskName: 'raced (counter)', score: 6, deadline: 20260701 } };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => {
      const who = i % 2 ? o : m;
      return i % 3 ? who.post(`/api/tickets/${id}/negotiation`, counter) : who.post(`/api/tickets/${id}/response`, { approve: true });
    }));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 201)) expectError(r, 409, 'ticket.already-answered');
    expect(await w.q(`select 1 from ticket_response where request_id = $1`, [id])).toHaveLength(1);
    const made = (await w.q(`select 1 from task where task_name = 'raced'`)).length
      + (await w.q(`select 1 from ticket where request_type = 13 and content->>'requestId' = $1`, [String(id)])).length;
    expect(made).toBe(1);
  });

  it('a second response row for one ticket is 409 ticket.already-answered, not common.duplicate', async () => {
    const id = await file('stored twice');
    const repo = t.app.get(TicketsRepository);
    await repo.insertResponse(id, false, 'first', null, manager.id, new Date(NOW));
    await expect(repo.insertResponse(id, true, 'second', null, owner.id, new Date(NOW)))
      .rejects.toMatchObject({ code: 'ticket.already-answered', status: 409 });
  });

  it('notify() inside a transaction pushes only after the commit, and nothing after a rollback', async () => {
    const db = t.app.get(Db);
    const notifications = t.app.get(NotificationsService);
    const emit = jest.spyOn(t.app.get(NotificationsGateway), 'emitToEmployee').mockImplementation(() => undefined);
    try {
      const row = { employeeId: dev.id, type: NotificationType.agreeAddTask, content: { taskName: 'after commit' } };
      await db.tx(async () => {
        const [written] = await notifications.notify([row]);
        expect(written).toMatchObject({ employeeId: dev.id, isRead: false, createdAt: NOW });
        expect(emit).not.toHaveBeenCalled();
      });
      expect(emit).toHaveBeenCalledTimes(1);
      expect(emit.mock.calls[0]).toEqual([dev.id, 'notification', expect.objectContaining({ content: { taskName: 'after commit' } })]);

      emit.mockClear();
      const failed = await db.tx(async () => {
        await notifications.notify([{ ...row, content: { taskName: 'rolled back' } }]);
        throw new Error('abort');
      }).catch((error: Error) => error.message);
      expect(failed).toBe('abort');
      expect(emit).not.toHaveBeenCalled();
      expect(await w.q(`select 1 from notification where content->>'taskName' = 'rolled back'`)).toEqual([]);
    } finally {
      emit.mockRestore();
    }
  });

  it('a dedupe key is written and pushed once', async () => {
    const notifications = t.app.get(NotificationsService);
    const row = { employeeId: dev.id, type: NotificationType.nearDeadlineForEmployee, content: { taskName: 'once' }, dedupeKey: 'race-spec:once' };
    expect(await notifications.notify([row])).toHaveLength(1);
    expect(await notifications.notify([row])).toEqual([]);
    expect(await w.q(`select 1 from notification where dedupe_key = 'race-spec:once'`)).toHaveLength(1);
  });
});
