import { createTestApp, type TestApp } from '../support/app';
import { expectError, grant } from '../support/http';
import { type Actor, type Api, Workspace } from '../support/workspace';
import type { Row } from '../support/http';

describe('operator calendar: holidays, makeup days, day-off records', () => {
  let t: TestApp;
  let w: Workspace;
  let admin: Api;
  let staff: Actor;
  let viewer: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    admin = w.api(w.admin);
    staff = await w.employee(12, 'Staff');
    viewer = await w.employee(52, 'Viewer');
    await grant(t.http, w.admin.s, [viewer.id], ['Operator.Holiday.Get', 'Operator.Makeup.Get', 'Operator.Break.Get']);
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  describe.each([
    ['holidays', 'holidays', 'holiday', 'Holiday'],
    ['makeups', 'makeUps', 'makeUp', 'Makeup'],
  ])('/api/calendar/%s', (path, listKey, itemKey, perm) => {
    const url = `/api/calendar/${path}`;

    it('creates, lists newest first, edits and deletes', async () => {
      const a = (await admin.post(url, { date: 20260101, description: ' New year ' }).expect(201)).body[itemKey];
      expect(a).toEqual({ id: expect.any(Number), date: 20260101, description: 'New year' });
      const b = (await admin.post(url, { date: 20260430, description: 'Reunification' }).expect(201)).body[itemKey];
      const c = (await admin.post(url, { date: 20260101, description: 'Same day, later' }).expect(201)).body[itemKey];
      expect((await admin.get(url).expect(200)).body[listKey].map((x: Row) => x.id)).toEqual([b.id, c.id, a.id]);

      const edited = (await admin.patch(`${url}/${a.id}`, { description: 'Tết Dương lịch' }).expect(200)).body[itemKey];
      expect(edited).toEqual({ id: a.id, date: 20260101, description: 'Tết Dương lịch' });
      await admin.patch(`${url}/${a.id}`, { date: 20270101 }).expect(200);
      expect((await admin.get(url).expect(200)).body[listKey][0]).toEqual({ id: a.id, date: 20270101, description: 'Tết Dương lịch' });

      await admin.del(`${url}/${c.id}`).expect(204);
      expectError(await admin.del(`${url}/${c.id}`), 404, 'common.not-found');
      expectError(await admin.patch(`${url}/${c.id}`, { description: 'x' }), 404, 'common.not-found');
      expect((await admin.get(url).expect(200)).body[listKey].map((x: Row) => x.id)).toEqual([a.id, b.id]);
    });

    it('date and a trimmed non-empty description are required', async () => {
      expectError(await admin.post(url, { description: 'No date' }), 400, 'calendar.fill-all-fields', 'Please fill in all fields');
      expectError(await admin.post(url, { date: 20260101, description: '   ' }), 400, 'calendar.fill-all-fields');
      // A date that is no calendar day is refused by the DTO, naming the field (issue 7 item 8).
      const badDate = await admin.post(url, { date: 20260230, description: 'Bad date' });
      expectError(badDate, 400, 'common.validation');
      expect(badDate.body.details).toEqual([expect.objectContaining({ field: 'date' })]);
      const id = (await admin.post(url, { date: 20260902, description: 'National day' }).expect(201)).body[itemKey].id;
      expectError(await admin.patch(`${url}/${id}`, { description: '' }), 400, 'calendar.fill-all-fields');
      expectError(await admin.patch(`${url}/${id}`, { date: null }), 400, 'calendar.fill-all-fields');
      expectError(await admin.post(url, { date: '20260101', description: 'string date' }), 400, 'common.validation');
    });

    it(`needs Operator.${perm}.* on the global project`, async () => {
      await w.api(viewer).get(url).expect(200);
      expectError(await w.api(viewer).post(url, { date: 20260101, description: 'x' }), 403, 'common.no-permission');
      expectError(await w.api(staff).get(url), 403, 'common.no-permission');
      const id = (await admin.post(url, { date: 20261225, description: 'Xmas' }).expect(201)).body[itemKey].id;
      expectError(await w.api(viewer).patch(`${url}/${id}`, { description: 'y' }), 403, 'common.no-permission');
      expectError(await w.api(viewer).del(`${url}/${id}`), 403, 'common.no-permission');
    });
  });

  describe('/api/calendar/breaks', () => {
    const url = '/api/calendar/breaks';
    const record = (fields: object = {}) => ({ employee: staff.id, date: 20260610, time: 8, isPermitted: true, description: 'Sick', ...fields });

    it('creates, lists newest first (with a filter), edits and deletes day-off records', async () => {
      const a = (await admin.post(url, record()).expect(201)).body.employeeBreak;
      expect(a).toEqual({ id: expect.any(Number), employee: staff.id, employeeName: 'Test Staff', date: 20260610, time: 8, isPermitted: true, description: 'Sick', breakRequestId: null });
      const b = (await admin.post(url, record({ date: 20260612, time: 4, isPermitted: false, description: ' Errand ' })).expect(201)).body.employeeBreak;
      expect(b).toMatchObject({ time: 4, isPermitted: false, description: 'Errand' });
      const list = (await admin.get(url).expect(200)).body.employeeBreaks;
      expect(list.map((x: Row) => x.id)).toEqual([b.id, a.id]);
      expect((await admin.get(url, { from: 20260611 }).expect(200)).body.employeeBreaks.map((x: Row) => x.id)).toEqual([b.id]);
      expect((await admin.get(url, { employee: 'nobody' }).expect(200)).body.employeeBreaks).toEqual([]);
      expectError(await admin.get(url, { from: 'yesterday' }), 400, 'common.validation');

      const edited = (await admin.patch(`${url}/${a.id}`, { time: 2.5 }).expect(200)).body.employeeBreak;
      expect(edited).toMatchObject({ id: a.id, time: 2.5, description: 'Sick', date: 20260610 });
      await admin.del(`${url}/${a.id}`).expect(204);
      expectError(await admin.del(`${url}/${a.id}`), 404, 'common.not-found');
    });

    it('hours 1-8; date, employee, hours and description required; a known employee', async () => {
      expectError(await admin.post(url, record({ time: 0 })), 400, 'break.hours-invalid', 'Hours must be between 1 and 8');
      expectError(await admin.post(url, record({ time: 9 })), 400, 'break.hours-invalid');
      await admin.post(url, record({ time: 1 })).expect(201);
      expectError(await admin.post(url, record({ time: undefined })), 400, 'calendar.fill-all-fields');
      expectError(await admin.post(url, record({ employee: ' ' })), 400, 'calendar.fill-all-fields');
      expectError(await admin.post(url, record({ date: undefined })), 400, 'calendar.fill-all-fields');
      expectError(await admin.post(url, record({ description: '' })), 400, 'calendar.fill-all-fields');
      expectError(await admin.post(url, record({ employee: 'ghost' })), 400, 'break.employee-not-found');
      const id = (await admin.post(url, record()).expect(201)).body.employeeBreak.id;
      expectError(await admin.patch(`${url}/${id}`, { time: 12 }), 400, 'break.hours-invalid');
    });

    it('needs Operator.Break.*', async () => {
      await w.api(viewer).get(url).expect(200);
      expectError(await w.api(viewer).post(url, record()), 403, 'common.no-permission');
      expectError(await w.api(staff).get(url), 403, 'common.no-permission');
    });
  });
});
