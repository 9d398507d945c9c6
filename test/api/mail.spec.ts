import type { INestApplication } from '@nestjs/common';
import { NotificationType } from '@studio/domain';
import { createApp } from '../../backend/src/app.factory';
import { loadConfig, type AppConfig } from '../../backend/src/config';
import { MailService } from '../../backend/src/modules/mail/mail.service';
import { NotificationsService } from '../../backend/src/modules/notifications/notifications.service';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/app';
import { expectError } from '../support/http';
import { leavePeople } from '../support/leave-people';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { type Actor, Workspace } from '../support/workspace';

const P = 881;
const PUBLIC_URL = 'https://portal.example.test';
/** 10:00 in Ho Chi Minh City on 2026-06-15: the earliest break date is the 16th. */
const NOW = '2026-06-15T03:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();
const FullDay = 2;
const T = NotificationType;

function mailConfig(smtpUrl: string | undefined): AppConfig['mail'] {
  const base = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://unused' }).mail;
  return { ...base, smtpUrl, publicUrl: PUBLIC_URL, from: 'Studio Portal <portal@example.test>', maxAttempts: 3, retryBaseMs: 1000, timeoutMs: 3000 };
}

describe('e-mail of notifications (SMTP, outbox, preferences, digest)', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let w: Workspace;
  let mail: MailService;
  let hr: Actor;
  let pm: Actor;
  let lan: Actor;
  let person: Awaited<ReturnType<typeof leavePeople>>['person'];
  let fileBreak: Awaited<ReturnType<typeof leavePeople>>['fileLeave'];

  const outbox = () => w.q(`select id, employee_id, type, kind, status, attempts, last_error, next_attempt_at from mail_outbox order by id`);
  const mailsTo = (who: Actor) => smtp.mails.filter((m) => m.to.includes(`${who.id}@example.test`));

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ mail: mailConfig(smtp.url) });
    w = await Workspace.create(t);
    mail = t.app.get(MailService);
    ({ hr, pm, lan, person, fileLeave: fileBreak } = await leavePeople(w, P, { email: true }));
  });
  beforeEach(() => { w.freeze(NOW); });
  afterAll(async () => { await w?.close(); await t?.close(); await smtp?.close(); });

  describe('a leave request and its decision', () => {
    let ticketId: number;

    it('the contact admin gets one mail in their language (en), with a plain-text part and a link to the ticket', async () => {
      ticketId = (await fileBreak(lan, 20260616)).body.id;
      expect(await mail.sendDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(smtp.mails).toHaveLength(1);
      const [m] = smtp.mails;
      expect(m.to).toEqual([`${hr.id}@example.test`]);
      expect(m.from).toBe('portal@example.test');
      expect(m.subject).toBe('Leave request from Test Lan: 1 day, 16/06');
      const link = `${PUBLIC_URL}/ticket/my-ticket?id=${ticketId}`;
      expect(m.text).toContain('Test Lan asks for 1 day of leave on 16/06 (full day), paid');
      expect(m.text).toContain(`Open in Studio Portal: ${link}`);
      expect(m.text).toContain('Wedding');
      expect(m.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
      expect(m.html).toContain('lang="en"');
      expect(m.raw).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
      // The link's screen shows this ticket to this recipient.
      await w.api(hr).get(`/api/tickets/${ticketId}`).expect(200);
      expect((await outbox()).map((r) => [r.employee_id, r.type, r.kind, r.status, r.attempts])).toEqual([[hr.id, T.decideBreakForContactAdmin, 'single', 'sent', 1]]);
    });

    it('a second run sends nothing: each mail goes once', async () => {
      expect(await mail.sendDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(smtp.mails).toHaveLength(1);
    });

    it('the decision reaches a requester who chose e-mail for it, in Vietnamese (no language chosen); the manager\'s notice stays in the bell', async () => {
      await w.api(lan).put('/api/profile/notification-preferences', { preferences: [{ type: T.breakSuccessForEmployee, channel: 'email' }] }).expect(200);
      await w.api(hr).post('/api/breaks/decide', { employee: lan.id, date: 20260616, breakTime: FullDay, isAccept: true }).expect(200);
      expect((await w.q(`select count(*)::int as n from notification where employee_id = $1 and type = $2`, [pm.id, T.breakSuccessForManager]))[0].n).toBe(1);
      await mail.sendDue();
      expect(mailsTo(pm)).toHaveLength(0);
      const [m] = mailsTo(lan);
      expect(mailsTo(lan)).toHaveLength(1);
      expect(m.subject).toBe('Đơn nghỉ 16/06 đã được duyệt');
      expect(m.text).toContain(`Yêu cầu nghỉ ngày 16/06 (cả ngày) của bạn đã được Test Hà duyệt`);
      expect(m.text).toContain(`${PUBLIC_URL}/ticket/my-ticket?id=${ticketId}`);
      expect(m.html).toContain('lang="vi"');
    });
  });

  describe('retries', () => {
    it('a refused mail is tried again after the backoff, and then sent once', async () => {
      const before = smtp.mails.length;
      smtp.refuseNext(1);
      await fileBreak(lan, 20260617);
      expect(await mail.sendDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const row = (await outbox()).at(-1)!;
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toMatch(/451/);
      expect(new Date(row.next_attempt_at).toISOString()).toBe(at(1000));
      // Admins see it waiting for its next try.
      const listed = (await w.api(w.admin).get('/api/admin/mail').expect(200)).body.mails.find((m: { id: number }) => m.id === row.id);
      expect(listed).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: at(1000), to: `${hr.id}@example.test` });
      expect(listed.lastError).toMatch(/451/);
      // Not due before the backoff ends.
      expect(await mail.sendDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      w.freeze(at(1000));
      expect(await mail.sendDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(smtp.mails.length).toBe(before + 1);
      expect((await outbox()).at(-1)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    });

    it('after MAIL_MAX_ATTEMPTS the mail is failed, with its error, and admins see it', async () => {
      smtp.refuseNext(3);
      await fileBreak(lan, 20260618);
      await mail.sendDue();
      w.freeze(at(1000));
      await mail.sendDue();
      w.freeze(at(3000)); // 1 s, then 2 s
      expect(await mail.sendDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
      const row = (await outbox()).at(-1)!;
      expect(row).toMatchObject({ status: 'failed', attempts: 3, next_attempt_at: null });
      const overview = (await w.api(w.admin).get('/api/admin/mail').expect(200)).body;
      expect(overview).toMatchObject({ configured: true, from: 'Studio Portal <portal@example.test>', publicUrl: PUBLIC_URL, maxAttempts: 3, digestAt: '07:00' });
      expect(overview.mails[0]).toMatchObject({
        id: row.id, employeeId: hr.id, employeeName: 'Test Hà', to: `${hr.id}@example.test`, type: T.decideBreakForContactAdmin,
        kind: 'single', status: 'failed', attempts: 3, nextAttemptAt: null,
      });
      expect(overview.mails[0].lastError).toMatch(/451/);
      expectError(await w.api(lan).get('/api/admin/mail'), 403, 'common.no-permission');
      expectError(await w.api(hr).get('/api/admin/mail'), 403, 'common.no-permission');
    });
  });

  describe('two instances', () => {
    let second: INestApplication;

    beforeAll(async () => {
      const config = loadConfig({ NODE_ENV: 'test' }, {
        databaseUrl: t.databaseUrl, adminPassword: ADMIN_PASSWORD, serveWeb: false, dataDir: '.cache/test-data', mail: mailConfig(smtp.url),
      });
      second = await createApp(config, { web: false, logger: false });
    });
    afterAll(async () => { await second?.close(); });

    it('senders racing on two instances send each of 40 mails exactly once', async () => {
      jest.restoreAllMocks(); // both instances on the real clock: the leases must mean the same time to both
      const people = await Promise.all(Array.from({ length: 8 }, (_, i) => person(25, `Racer ${i}`, i % 2 ? 'en' : 'vi')));
      await t.app.get(NotificationsService).notify(people.flatMap((p) => Array.from({ length: 5 }, (_, k) => ({
        employeeId: p.id, type: T.createTaskRequireForManager,
        content: { requestId: 1000 + k, projectId: P, projectName: 'Race', taskName: `race ${p.id} ${k}`, createdByName: 'Lan' },
      }))));
      const before = smtp.mails.length;
      const other = second.get(MailService);
      const results = await Promise.all([mail.sendDue(), other.sendDue(), mail.sendDue(), other.sendDue()]);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(40);
      const got = smtp.mails.slice(before);
      expect(got).toHaveLength(40);
      expect(new Set(got.map((m) => m.subject)).size).toBe(40);
      expect(got.find((m) => m.to[0] === `${people[1].id}@example.test`)!.subject).toMatch(/^Task request from Lan: “race /);
      expect(got.find((m) => m.to[0] === `${people[0].id}@example.test`)!.subject).toMatch(/^Yêu cầu tạo công việc từ Lan: “race /);
      expect((await w.q(`select count(*)::int as n from mail_outbox where status = 'sent' and attempts = 1 and type = $1`, [T.createTaskRequireForManager]))[0].n).toBe(40);
    });
  });

  describe('preferences', () => {
    it('GET lists every type with its default (API.md): e-mail for what needs an answer, bell otherwise', async () => {
      // pm has chosen nothing yet (lan chose e-mail for type 8 above).
      const { preferences } = (await w.api(pm).get('/api/profile/notification-preferences').expect(200)).body;
      expect(preferences).toHaveLength(20);
      const of = (type: number) => preferences.find((p: { type: number }) => p.type === type).channel;
      expect([9, 13, 14, 15].map(of)).toEqual(Array(4).fill('email'));
      expect([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 16, 17, 18, 19, 20].map(of)).toEqual(Array(16).fill('bell'));
    });

    it('PUT changes the listed rows and answers the whole list; an unknown type or channel is 400 common.validation', async () => {
      const res = await w.api(pm).put('/api/profile/notification-preferences', { preferences: [{ type: 1, channel: 'digest' }, { type: 9, channel: 'bell' }] }).expect(200);
      expect(res.body.preferences).toHaveLength(20);
      expect(res.body.preferences.filter((p: { type: number }) => [1, 9].includes(p.type))).toEqual([{ type: 1, channel: 'digest' }, { type: 9, channel: 'bell' }]);
      expectError(await w.api(pm).put('/api/profile/notification-preferences', { preferences: [{ type: 99, channel: 'email' }] }), 400, 'common.validation');
      expectError(await w.api(pm).put('/api/profile/notification-preferences', { preferences: [{ type: 1, channel: 'sms' }] }), 400, 'common.validation');
      expectError(await w.api(pm).put('/api/profile/notification-preferences', { preferences: 'all' }), 400, 'common.validation');
      // Someone else's list is untouched.
      const lanList = (await w.api(lan).get('/api/profile/notification-preferences').expect(200)).body.preferences;
      expect(lanList.find((p: { type: number }) => p.type === 1).channel).toBe('bell');
    });

    it('bell only: the notification is written, no mail is queued or sent', async () => {
      await w.api(hr).put('/api/profile/notification-preferences', { preferences: [{ type: T.decideBreakForContactAdmin, channel: 'bell' }] }).expect(200);
      const rows = (await outbox()).length;
      const before = smtp.mails.length;
      await fileBreak(lan, 20260619);
      expect((await w.q(`select count(*)::int as n from notification where employee_id = $1 and type = $2 and (content->>'date')::int = 20260619`, [hr.id, T.decideBreakForContactAdmin]))[0].n).toBe(1);
      await mail.sendDue();
      expect((await outbox()).length).toBe(rows);
      expect(smtp.mails.length).toBe(before);
    });

    it('50 concurrent writes by one person and by others: all answer 200 and each person keeps one row per type', async () => {
      const channels = ['bell', 'email', 'digest'] as const;
      const writers = [pm, lan, hr];
      const res = await Promise.all(Array.from({ length: 50 }, (_, i) => w.api(writers[i % 3]).put('/api/profile/notification-preferences', {
        preferences: [{ type: 1 + (i % 20), channel: channels[i % 3] }, { type: 11, channel: channels[(i + 1) % 3] }],
      })));
      expect(res.map((r) => r.status)).toEqual(Array(50).fill(200));
      const dupes = await w.q(`select employee_id, type, count(*)::int as n from notification_preference group by 1, 2 having count(*) > 1`);
      expect(dupes).toEqual([]);
      for (const who of writers) {
        const stored = await w.q<{ type: number; channel: string }>(`select type, channel from notification_preference where employee_id = $1 order by type`, [who.id]);
        const listed = (await w.api(who).get('/api/profile/notification-preferences').expect(200)).body.preferences;
        for (const s of stored) expect(listed.find((p: { type: number }) => p.type === s.type).channel).toBe(s.channel);
      }
    });
  });

  describe('daily digest', () => {
    it('digest-kind notifications wait, then go in one mail per person with every line and link', async () => {
      await w.q(`delete from notification_preference where employee_id = any($1)`, [[pm.id, lan.id]]); // the concurrency test's choices
      await w.api(pm).put('/api/profile/notification-preferences', {
        preferences: [{ type: T.nearDeadlineForEmployee, channel: 'digest' }, { type: T.newSuddenTaskForEmployee, channel: 'digest' }],
      }).expect(200);
      await w.q(`delete from mail_outbox where status = 'held'`); // the concurrency test's leftovers
      const notifications = t.app.get(NotificationsService);
      await notifications.notify([
        { employeeId: pm.id, type: T.nearDeadlineForEmployee, content: { projectId: P, projectName: 'Atlas', taskName: 'Boss fight', taskId: 1, deadline: 20260616 } },
        { employeeId: pm.id, type: T.newSuddenTaskForEmployee, content: { projectId: P, projectName: 'Atlas', taskName: 'Hotfix', taskId: 2, deadline: 20260620 } },
        { employeeId: lan.id, type: T.nearDeadlineForEmployee, content: { projectId: P, projectName: 'Atlas', taskName: 'Menu', taskId: 3, deadline: 20260616 } },
      ]);
      const before = smtp.mails.length;
      expect(await mail.sendDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect((await w.q(`select count(*)::int as n from mail_outbox where status = 'held' and employee_id = $1`, [pm.id]))[0].n).toBe(2);
      // Lan left type 1 on bell: nothing queued for her.
      expect((await w.q(`select count(*)::int as n from mail_outbox where employee_id = $1 and type = 1`, [lan.id]))[0].n).toBe(0);

      expect(await mail.digest()).toMatchObject({ digests: 1, sent: 1 });
      const got = smtp.mails.slice(before);
      expect(got).toHaveLength(1);
      expect(got[0].to).toEqual([`${pm.id}@example.test`]);
      expect(got[0].subject).toBe('Tổng hợp thông báo ngày 15/06/2026: 2 thông báo');
      expect(got[0].text).toContain('“Boss fight” trong Atlas đến hạn ngày 16/06');
      expect(got[0].text).toContain('Công việc đột xuất mới “Hotfix” trong Atlas, hạn 20/06');
      expect(got[0].text).toContain(`${PUBLIC_URL}/project/${P}/task-view`);
      // A second run gathers nothing.
      expect(await mail.digest()).toMatchObject({ digests: 0, sent: 0 });
      expect(smtp.mails.length).toBe(before + 1);
    });
  });
});

describe('outside tests, the mail leaves by itself', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let w: Workspace;

  beforeAll(async () => {
    smtp = await startSmtp();
    // env production: the poll and the digest schedule start, and a new mail is sent right after its commit.
    t = await createTestApp({ env: 'production', mail: { ...mailConfig(smtp.url), pollMs: 60_000 } });
    w = await Workspace.create(t);
  });
  afterAll(async () => { await w?.close(); await t?.close(); await smtp?.close(); });

  it('a notification committed with e-mail on is mailed within a moment, without anyone running the sender', async () => {
    const e = await w.employee(25, 'Quick');
    await w.q(`update employee set personal_email = 'quick@example.test', language = 'en' where id = $1`, [e.id]);
    await t.app.get(NotificationsService).notify([{ employeeId: e.id, type: T.createTaskRequireForManager, content: { requestId: 9, projectName: 'Atlas', taskName: 'Shop', createdByName: 'Minh' } }]);
    const deadline = Date.now() + 5000;
    while (!smtp.mails.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(smtp.mails.map((m) => [m.to[0], m.subject])).toEqual([['quick@example.test', 'Task request from Minh: “Shop”']]);
  });
});

describe('e-mail without SMTP_URL', () => {
  let t: TestApp;
  let w: Workspace;
  const written: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ mail: mailConfig(undefined), log: { format: 'json', level: 'info' } },
      { logger: undefined, logDestination: { write: (s: string) => { written.push(s); } } });
    w = await Workspace.create(t);
  });

  it('says so once at start, in the JSON log', () => {
    const lines = written.filter((l) => l.includes('SMTP_URL is not set'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'info', context: 'Mail' });
  });
  afterAll(async () => { await w?.close(); await t?.close(); });

  it('queues nothing, and the admin screen says it is off', async () => {
    const e = await w.employee(12, 'Solo');
    await w.q(`update employee set personal_email = 'solo@example.test' where id = $1`, [e.id]);
    await t.app.get(NotificationsService).notify([{ employeeId: e.id, type: T.agreeAddTask, content: { requestId: 1 } }]);
    expect((await w.q(`select count(*)::int as n from notification where employee_id = $1`, [e.id]))[0].n).toBe(1);
    expect((await w.q(`select count(*)::int as n from mail_outbox`))[0].n).toBe(0);
    expect((await w.api(w.admin).get('/api/admin/mail').expect(200)).body).toMatchObject({ configured: false, mails: [] });
    expect(await t.app.get(MailService).sendDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });
});
