import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { NotificationType } from '@studio/domain';
import request from 'supertest';
import { loadConfig, type AppConfig } from '../../backend/src/config';
import { NotificationsService } from '../../backend/src/modules/notifications/notifications.service';
import { PushService } from '../../backend/src/modules/push/push.service';
import { resolveVapidKeys } from '../../backend/src/modules/push/vapid-keys';
import { createTestApp, type TestApp } from '../support/app';
import { expectError } from '../support/http';
import { leavePeople } from '../support/leave-people';
import { startPushService, type TestPushService, type TestSubscription } from '../support/push-endpoint';
import { type Actor, Workspace } from '../support/workspace';

const P = 882;
/** 10:00 in Ho Chi Minh City on 2026-06-15: the earliest break date is the 16th. */
const NOW = '2026-06-15T03:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();
const FullDay = 2;
const T = NotificationType;

function pushConfig(): AppConfig['push'] {
  const base = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://unused' }).push;
  return { ...base, subject: 'mailto:ops@example.test', maxAttempts: 3, retryBaseMs: 1000, timeoutMs: 3000 };
}

/** One local push service for the whole file (each subscription has a path of its own). */
let ps: TestPushService;
beforeAll(async () => { ps = await startPushService(); });
afterAll(async () => { await ps?.close(); });

describe('Web Push of notifications (subscriptions, encrypted pushes, 410, retries)', () => {
  let t: TestApp;
  let w: Workspace;
  let push: PushService;
  let people: Awaited<ReturnType<typeof leavePeople>>;
  let hr: Actor, pm: Actor, lan: Actor;
  let publicKey: string;

  const subscribe = (who: Actor, sub: Pick<TestSubscription, 'endpoint' | 'keys'>) =>
    w.api(who).post('/api/push/subscriptions', { endpoint: sub.endpoint, keys: sub.keys });
  const subscriptions = () => w.q<{ id: number; employee_id: string; endpoint: string }>(`select id, employee_id, endpoint from push_subscription order by id`);
  const outbox = () => w.q(`select id, subscription_id, status, attempts, last_error, next_attempt_at from push_outbox order by id`);

  beforeAll(async () => {
    t = await createTestApp({ push: pushConfig() });
    w = await Workspace.create(t);
    push = t.app.get(PushService);
    people = await leavePeople(w, P, { email: false });
    ({ hr, pm, lan } = people);
  });
  beforeEach(() => { w.freeze(NOW); });
  afterAll(async () => { await w?.close(); await t?.close(); });

  describe('the calls', () => {
    it('GET /api/push/public-key answers the VAPID public key (base64url, an uncompressed P-256 point)', async () => {
      publicKey = (await w.api(lan).get('/api/push/public-key').expect(200)).body.publicKey;
      expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
      // The same key for everyone, and for a second call.
      expect((await w.api(hr).get('/api/push/public-key').expect(200)).body).toEqual({ publicKey });
      await request(t.http).get('/api/push/public-key').expect(401);
    });

    it('POST a subscription: 201; the same endpoint again: 200, its keys updated, one row', async () => {
      const sub = ps.subscription('/hr-laptop');
      await subscribe(hr, sub).expect(201);
      const again = ps.subscription('/hr-laptop'); // new keys on the same endpoint (the browser re-subscribed)
      await subscribe(hr, again).expect(200);
      const rows = await w.q(`select employee_id, p256dh, auth from push_subscription where endpoint = $1`, [sub.endpoint]);
      expect(rows).toEqual([{ employee_id: hr.id, p256dh: again.keys.p256dh, auth: again.keys.auth }]);
    });

    it('bad bodies are 400 common.validation', async () => {
      const good = ps.subscription('/never-used');
      const bad: object[] = [
        {},
        { endpoint: good.endpoint },
        { endpoint: good.endpoint, keys: 'x' },
        { endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh } },
        { endpoint: 'not a url', keys: good.keys },
        { endpoint: good.endpoint.replace('https:', 'http:'), keys: good.keys },
        { endpoint: 'ftp://push.example.test/x', keys: good.keys },
        { endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh.slice(0, 40), auth: good.keys.auth } },
        { endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh, auth: 'AAAA' } },
        { endpoint: good.endpoint, keys: { p256dh: 'not base64!', auth: good.keys.auth } },
        { endpoint: 42, keys: good.keys },
        { endpoint: `https://push.example.test/${'x'.repeat(2100)}`, keys: good.keys },
      ];
      for (const body of bad) expectError(await w.api(lan).post('/api/push/subscriptions', body), 400, 'common.validation');
      expectError(await w.api(lan).del('/api/push/subscriptions').send({}), 400, 'common.validation');
      expect((await subscriptions()).map((s) => s.endpoint)).not.toContain(good.endpoint);
    });

    it('DELETE removes one\'s own subscription (204), never someone else\'s', async () => {
      const sub = ps.subscription('/lan-phone-old');
      await subscribe(lan, sub).expect(201);
      await w.api(pm).del('/api/push/subscriptions').send({ endpoint: sub.endpoint }).expect(204);
      expect((await subscriptions()).filter((s) => s.endpoint === sub.endpoint)).toHaveLength(1);
      await w.api(lan).del('/api/push/subscriptions').send({ endpoint: sub.endpoint }).expect(204);
      expect((await subscriptions()).filter((s) => s.endpoint === sub.endpoint)).toHaveLength(0);
      // Unknown endpoint: nothing to do, still 204.
      await w.api(lan).del('/api/push/subscriptions').send({ endpoint: sub.endpoint }).expect(204);
      await request(t.http).delete('/api/push/subscriptions').send({ endpoint: sub.endpoint }).expect(401);
    });

    it('50 concurrent subscription writes (same and different endpoints) answer 201 or 200, one row per endpoint', async () => {
      const shared = ps.subscription('/shared');
      const own = Array.from({ length: 10 }, (_, i) => ps.subscription(`/many-${i}`));
      const writers = [pm, lan, hr];
      const target = (i: number) => (i % 2 ? shared : own[Math.floor(i / 2) % 10]);
      const res = await Promise.all(Array.from({ length: 50 }, (_, i) => subscribe(writers[i % 3], target(i))));
      expect(res.filter((r) => r.status !== 201 && r.status !== 200).map((r) => r.status)).toEqual([]);
      const endpoints = [shared, ...own].map((s) => s.endpoint);
      const rows = await w.q<{ endpoint: string; n: number }>(`select endpoint, count(*)::int as n from push_subscription where endpoint = any($1) group by 1`, [endpoints]);
      expect(rows).toHaveLength(11);
      expect(rows.every((r) => r.n === 1)).toBe(true);
      // Each endpoint was created once: exactly one 201 per endpoint written.
      const written = new Set(res.map((_, i) => target(i).endpoint));
      expect(res.filter((r) => r.status === 201)).toHaveLength(written.size);
      await w.q(`delete from push_subscription where endpoint = any($1)`, [endpoints]);
    });
  });

  describe('pushes', () => {
    let hrSub: TestSubscription;
    let ticketId: number;

    beforeAll(async () => {
      await w.q(`delete from push_subscription`);
      hrSub = ps.subscription('/hr-browser');
      await subscribe(hr, hrSub).expect(201);
    });

    it('a leave request reaches the approver\'s browser once, encrypted (RFC 8291), in their language (en), with VAPID and the ticket\'s path', async () => {
      ticketId = (await people.fileLeave(lan, 20260616)).body.id;
      expect(await push.sendDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(ps.pushes).toHaveLength(1);
      const [p] = ps.pushes;
      expect(p.path).toBe('/hr-browser');
      expect(p.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(p.headers.ttl)).toBeGreaterThan(0);
      expect(p.headers.urgency).toBe('high');
      // VAPID (RFC 8292): the key the browser subscribed with, and a JWT for this push service's origin.
      const auth = String(p.headers.authorization);
      expect(auth).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
      const claims = JSON.parse(Buffer.from(auth.slice(8).split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({ aud: ps.url, sub: 'mailto:ops@example.test' });
      expect(p.payload).toEqual({
        title: 'Leave request from Test Lan: 1 day, 16/06',
        body: 'Test Lan asks for 1 day of leave on 16/06 (full day), paid\nWedding',
        url: `/ticket/my-ticket?id=${ticketId}`,
        tag: expect.stringMatching(/^notification-\d+$/),
        lang: 'en',
      });
      // The same screen as the bell's: the notification's path.
      expect((await outbox()).map((r) => [r.status, r.attempts])).toEqual([['sent', 1]]);
      // A second run sends nothing.
      expect(await push.sendDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(ps.pushes).toHaveLength(1);
    });

    it('in Vietnamese for a recipient without a language; a type left on the bell is not pushed', async () => {
      const lanSub = ps.subscription('/lan-browser');
      await subscribe(lan, lanSub).expect(201);
      // The decision on one's own request is bell by default (API.md): not pushed...
      await w.api(hr).post('/api/breaks/decide', { employee: lan.id, date: 20260616, breakTime: FullDay, isAccept: true }).expect(200);
      await push.sendDue();
      expect(ps.pushes.filter((p) => p.path === '/lan-browser')).toHaveLength(0);
      // ...until chosen as e-mail now, the channel pushes follow.
      await w.api(lan).put('/api/profile/notification-preferences', { preferences: [{ type: T.breakFailForEmployee, channel: 'email' }] }).expect(200);
      await people.fileLeave(lan, 20260617);
      await w.api(hr).post('/api/breaks/decide', { employee: lan.id, date: 20260617, breakTime: FullDay, isAccept: false }).expect(200);
      expect(await push.sendDue()).toMatchObject({ sent: 2 }); // hr's request, lan's decision
      const got = ps.pushes.filter((p) => p.path === '/lan-browser');
      expect(got).toHaveLength(1);
      expect(got[0].payload).toMatchObject({ lang: 'vi', url: expect.stringMatching(/^\/ticket\/my-ticket\?id=\d+$/) });
      expect(String(got[0].payload.title)).toMatch(/17\/06/);
      // hr chose the bell for leave requests: nothing is queued for hr's browser.
      await w.api(hr).put('/api/profile/notification-preferences', { preferences: [{ type: T.decideBreakForContactAdmin, channel: 'bell' }] }).expect(200);
      const before = (await outbox()).length;
      await people.fileLeave(lan, 20260618);
      expect((await outbox()).length).toBe(before);
      await w.api(hr).put('/api/profile/notification-preferences', { preferences: [{ type: T.decideBreakForContactAdmin, channel: 'email' }] }).expect(200);
    });

    it('a push service error is retried after the backoff; 410 Gone removes the subscription and its queued pushes', async () => {
      ps.answer('/hr-browser', 503);
      await people.fileLeave(lan, 20260619);
      expect(await push.sendDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const row = (await outbox()).at(-1)!;
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toMatch(/503/);
      expect(new Date(row.next_attempt_at).toISOString()).toBe(at(1000));
      expect(await push.sendDue()).toEqual({ sent: 0, retrying: 0, failed: 0 }); // not before the backoff
      w.freeze(at(1000));
      const before = ps.pushes.length;
      expect(await push.sendDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(ps.pushes.length).toBe(before + 1);

      ps.answer('/hr-browser', 410);
      await people.fileLeave(lan, 20260622);
      expect(await push.sendDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
      expect((await subscriptions()).map((s) => s.endpoint)).not.toContain(hrSub.endpoint);
      expect((await w.q(`select count(*)::int as n from push_outbox o where not exists (select 1 from push_subscription s where s.id = o.subscription_id)`))[0].n).toBe(0);
      // The next notification for hr queues nothing: no subscription left.
      await people.fileLeave(lan, 20260623);
      expect(await push.sendDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    });

    it('404 removes the subscription too', async () => {
      const gone = ps.subscription('/hr-gone');
      await subscribe(hr, gone).expect(201);
      ps.answer('/hr-gone', 404);
      await people.fileLeave(lan, 20260624);
      expect(await push.sendDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
      expect((await subscriptions()).map((s) => s.endpoint)).not.toContain(gone.endpoint);
    });

    it('four sender runs racing send each of 40 pushes exactly once', async () => {
      jest.restoreAllMocks(); // the real clock: the leases mean the same time to every run
      const racers = await Promise.all(Array.from({ length: 8 }, (_, i) => people.person(25, `Racer ${i}`, i % 2 ? 'en' : 'vi')));
      for (const [i, p] of racers.entries()) await subscribe(p, ps.subscription(`/racer-${i}`)).expect(201);
      await t.app.get(NotificationsService).notify(racers.flatMap((p) => Array.from({ length: 5 }, (_, k) => ({
        employeeId: p.id, type: T.createTaskRequireForManager,
        content: { requestId: 1000 + k, projectId: P, projectName: 'Race', taskName: `race ${p.id} ${k}`, createdByName: 'Lan' },
      }))));
      const before = ps.pushes.length;
      const results = await Promise.all([push.sendDue(), push.sendDue(), push.sendDue(), push.sendDue()]);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(40);
      const got = ps.pushes.slice(before);
      expect(got).toHaveLength(40);
      expect(new Set(got.map((p) => p.payload.tag)).size).toBe(40);
      expect(got.find((p) => p.path === '/racer-1')!.payload.title).toMatch(/^Task request from Lan: “race /);
      expect(got.find((p) => p.path === '/racer-0')!.payload.title).toMatch(/^Yêu cầu tạo công việc từ Lan: “race /);
    });
  });
});

describe('outside tests, the push leaves by itself', () => {
  // env production: the poll starts, and a new push is sent right after its commit.
  let app: { t: TestApp; w: Workspace };
  beforeAll(async () => {
    const t = await createTestApp({ env: 'production', push: { ...pushConfig(), pollMs: 60_000 } });
    app = { t, w: await Workspace.create(t) };
  });
  afterAll(async () => { await app?.w.close(); await app?.t.close(); });

  it('a committed notification that needs an answer is pushed within a moment, without anyone running the sender', async () => {
    const e = await app.w.employee(25, 'Quick');
    await app.w.q(`update employee set language = 'en' where id = $1`, [e.id]);
    const sub = ps.subscription('/quick');
    await app.w.api(e).post('/api/push/subscriptions', { endpoint: sub.endpoint, keys: sub.keys }).expect(201);
    await app.t.app.get(NotificationsService).notify([{ employeeId: e.id, type: T.createTaskRequireForManager, content: { requestId: 9, projectId: P, projectName: 'Atlas', taskName: 'Shop', createdByName: 'Minh' } }]);
    const deadline = Date.now() + 5000;
    const quick = () => ps.pushes.filter((p) => p.path === '/quick');
    while (!quick().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(quick().map((p) => [p.path, p.payload.title, p.payload.url])).toEqual([['/quick', 'Task request from Minh: “Shop”', '/ticket/my-ticket?id=9']]);
  });
});

describe('VAPID keys', () => {
  const config = (dataDir: string, env: Record<string, string> = {}) => loadConfig({ ...env, NODE_ENV: 'test', DATABASE_URL: 'postgres://unused' }, { dataDir });

  it('unset: generated once in DATA_DIR/vapid-keys (mode 600), the same pair for instances starting at once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
    try {
      const pairs = await Promise.all(Array.from({ length: 4 }, () => resolveVapidKeys(config(dir))));
      expect(new Set(pairs.map((p) => `${p.publicKey}:${p.privateKey}`)).size).toBe(1);
      expect(Buffer.from(pairs[0].publicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(pairs[0].privateKey, 'base64url')).toHaveLength(32);
      expect(statSync(path.join(dir, 'vapid-keys')).mode & 0o777).toBe(0o600);
      expect(await resolveVapidKeys(config(dir))).toEqual(pairs[0]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('set: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are used (both or neither), VAPID_SUBJECT must be mailto: or https:', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
    try {
      const keys = await resolveVapidKeys(config(dir, { VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'priv' }));
      expect(keys).toEqual({ publicKey: 'BPub', privateKey: 'priv' });
      expect(() => config(dir, { VAPID_PUBLIC_KEY: 'BPub' })).toThrow(/go together/);
      expect(() => config(dir, { VAPID_SUBJECT: 'ops@example.test' })).toThrow(/VAPID_SUBJECT/);
      expect(config(dir, { PUBLIC_URL: 'https://portal.example.test' }).push.subject).toBe('https://portal.example.test');
      expect(config(dir, { PUBLIC_URL: 'http://portal.local:3000' }).push.subject).toBe('mailto:no-reply@portal.local');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
