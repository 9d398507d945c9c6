// Calendar feeds (API.md "Reaching people outside the tab"; docs/decisions/049-calendar-feeds.md).
// The feeds are written with ical-generator and read back here with a second library, ical.js.
import ICAL from 'ical.js';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/app';
import { expectError, sql } from '../support/http';
import { Workspace, type Actor } from '../support/workspace';

const TZ = 'Asia/Ho_Chi_Minh';
/** Long enough, in letters of 2-3 octets, for its line to be folded. */
const TET = 'Tết Nguyên Đán: nghỉ từ ngày 29 tháng Chạp đến hết mùng 5 tháng Giêng âm lịch';

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string | null;
  status: string | null;
  isDate: boolean;
  /** yyyy-mm-dd for all-day events; the UTC instant for timed ones. */
  start: string;
  end: string;
  tzid: string | null;
}

/** Parses iCalendar text with ical.js, registering its VTIMEZONEs (as a calendar client does). */
function parseFeed(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const events = calendar.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    const when = (t: ICAL.Time) => (t.isDate ? t.toString() : t.toJSDate().toISOString());
    return {
      uid: e.uid, summary: e.summary, description: e.description ?? null,
      status: (c.getFirstPropertyValue('status') as string | null) ?? null,
      isDate: e.startDate.isDate, start: when(e.startDate), end: when(e.endDate),
      tzid: (c.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
    };
  });
  return { calendar, events };
}

describe('calendar feeds', () => {
  let t: TestApp;
  let w: Workspace;
  let dev: Actor;
  let other: Actor;
  let english: Actor;

  const feedUrls = (a: Actor) => request(t.http).get('/api/profile/calendar-feed').set('Authorization', a.s.bearer);
  const rotate = (a: Actor) => request(t.http).post('/api/profile/calendar-feed/rotate').set('Authorization', a.s.bearer);
  /** Fetches a feed URL the way a calendar server does: no cookie, no header. */
  const fetchFeed = (url: string) => request(t.http).get(new URL(url).pathname);

  beforeAll(async () => {
    t = await createTestApp();
    w = await Workspace.create(t);
    dev = await w.employee(12, 'Dev');
    other = await w.employee(12, 'Other');
    english = await w.employee(12, 'English');
    await request(t.http).put('/api/auth/language').set('Authorization', english.s.bearer).send({ language: 'en' }).expect(204);
    const project = await w.project(9101, [[dev, 12], [other, 12], [english, 12]], 'Moonlight');
    await w.task({ projectId: project, employee: dev.id, name: 'Build level 3', altId: 'ML-3', status: 2, deadline: 20270115 });
    await w.task({ projectId: project, employee: dev.id, name: 'Planned art pass', altId: 'ML-4', status: 1, deadline: 20270120 });
    await w.task({ projectId: project, employee: dev.id, name: 'Finished thing', status: 3, deadline: 20270116 });
    await w.task({ projectId: project, employee: dev.id, name: 'Archived thing', status: 1, isArchived: true, deadline: 20270117 });
    await w.task({ projectId: project, employee: other.id, name: 'Secret of other', status: 1, deadline: 20270118 });
    await w.task({ projectId: project, employee: english.id, name: 'Polish menu', altId: 'ML-9', status: 1, deadline: 20270119 });
    const breakRequest = (who: Actor, date: number, part: number, status: number, reason: string) =>
      w.q<{ id: number }>(`insert into break_request (employee, date, break_time, reason, is_permitted, status, created_at)
        values ($1, $2, $3, $4, true, $5, now()) returning id`, [who.id, date, part, reason, status]).then((r) => r[0].id);
    const approved = await breakRequest(dev, 20270210, 0, 1, 'Dentist');
    await w.q(`insert into employee_break (employee, date, time, is_permitted, description, break_request_id) values ($1, 20270210, 4, true, 'Dentist', $2)`, [dev.id, approved]);
    await breakRequest(dev, 20270301, 2, 0, 'Family trip');
    await breakRequest(dev, 20270302, 2, 2, 'Refused trip');
    await w.q(`insert into employee_break (employee, date, time, is_permitted, description) values ($1, 20270305, 8, false, 'Operator entry')`, [dev.id]);
    await breakRequest(other, 20270303, 2, 0, 'Other leave');
    await w.q(`insert into holiday (date, description) values (20270101, 'New Year'), (20270216, $1)`, [TET]);
    await w.q(`insert into makeup_day (date, description) values (20270123, 'Bù Tết')`);
  });
  afterAll(async () => {
    await w?.close();
    await t?.close();
  });

  it('answers the caller a stable secret URL under the request host, and never stores the token', async () => {
    const first = (await feedUrls(dev).expect(200)).body;
    expect(Object.keys(first).sort()).toEqual(['holidaysUrl', 'url']);
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/feeds\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = first.url.split('/').pop().slice(0, -4);
    expect(first.holidaysUrl).toBe(first.url.replace('/api/feeds/calendar/', '/api/feeds/holidays/'));
    expect((await feedUrls(dev).expect(200)).body).toEqual(first);
    const rows = await sql(t.databaseUrl, `select * from calendar_feed where employee_id = $1`, [dev.id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('the calls need a session: none -> 401; an API key cannot read or rotate the URL', async () => {
    expectError(await request(t.http).get('/api/profile/calendar-feed'), 401, 'common.unauthorized');
    const key = (await request(t.http).post('/api/auth/api-keys').set('Authorization', dev.s.bearer).send({ name: 'script' }).expect(201)).body.key;
    expectError(await request(t.http).get('/api/profile/calendar-feed').set('x-api-key', key), 403, 'common.no-permission');
    expectError(await request(t.http).post('/api/profile/calendar-feed/rotate').set('x-api-key', key), 403, 'common.no-permission');
  });

  it("serves, without credentials, the owner's open deadlines, leave, holidays and makeup days in Vietnamese", async () => {
    const { url } = (await feedUrls(dev).expect(200)).body;
    const res = await fetchFeed(url).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    // RFC 5545 3.1: CRLF line ends, lines folded at 75 octets (Vietnamese letters are 2-3 octets each).
    expect(res.text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(res.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of res.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const { calendar, events } = parseFeed(res.text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Studio Portal/);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe(TZ);
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual([TZ]);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect(byUid.size).toBe(events.length);

    const tasks = events.filter((e) => e.uid.startsWith('task-'));
    expect(tasks.map((e) => [e.summary, e.start, e.end, e.isDate])).toEqual([
      ['Hạn chót: Build level 3', '2027-01-15', '2027-01-16', true],
      ['Hạn chót: Planned art pass', '2027-01-20', '2027-01-21', true],
    ]);
    expect(tasks[0].description).toBe('Dự án: Moonlight · ML-3');

    // The morning of 10/02 in company time: 08:00-12:00 +07, i.e. 01:00-05:00 UTC.
    const dentist = events.find((e) => e.description === 'Lý do: Dentist')!;
    expect(dentist).toMatchObject({ summary: 'Nghỉ phép (buổi sáng)', status: 'CONFIRMED', isDate: false, tzid: TZ,
      start: '2027-02-10T01:00:00.000Z', end: '2027-02-10T05:00:00.000Z' });
    const pending = events.find((e) => e.description === 'Lý do: Family trip')!;
    expect(pending).toMatchObject({ summary: 'Nghỉ phép (chờ duyệt)', status: 'TENTATIVE', isDate: true, start: '2027-03-01', end: '2027-03-02' });
    expect(events.find((e) => e.description === 'Operator entry')).toMatchObject({ summary: 'Nghỉ', status: 'CONFIRMED', start: '2027-03-05' });
    expect(events.filter((e) => e.uid.startsWith('holiday-')).map((e) => [e.summary, e.start])).toEqual([
      ['Ngày lễ: New Year', '2027-01-01'], [`Ngày lễ: ${TET}`, '2027-02-16'],
    ]);
    expect(events.filter((e) => e.uid.startsWith('makeup-')).map((e) => [e.summary, e.start])).toEqual([['Ngày làm bù: Bù Tết', '2027-01-23']]);

    // Nothing else: closed, archived and other people's tasks, refused and other people's leave.
    expect(events).toHaveLength(2 + 3 + 2 + 1);
    for (const absent of ['Finished thing', 'Archived thing', 'Secret of other', 'Polish menu', 'Refused trip', 'Other leave']) {
      expect(res.text).not.toContain(absent);
    }
  });

  it('keeps a leave event under one UID from pending to approved, so calendars replace it', async () => {
    const { url } = (await feedUrls(dev).expect(200)).body;
    const before = parseFeed((await fetchFeed(url).expect(200)).text).events.find((e) => e.description === 'Lý do: Family trip')!;
    const [{ id }] = await w.q<{ id: number }>(`update break_request set status = 1 where employee = $1 and date = 20270301 returning id`, [dev.id]);
    await w.q(`insert into employee_break (employee, date, time, is_permitted, description, break_request_id) values ($1, 20270301, 8, true, 'Family trip', $2)`, [dev.id, id]);
    const after = parseFeed((await fetchFeed(url).expect(200)).text).events.filter((e) => e.description === 'Lý do: Family trip');
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ uid: before.uid, summary: 'Nghỉ phép', status: 'CONFIRMED', start: '2027-03-01' });
  });

  it("speaks the owner's stored language, and shows only the owner's data", async () => {
    const { url } = (await feedUrls(english).expect(200)).body;
    const { events } = parseFeed((await fetchFeed(url).expect(200)).text);
    expect(events.filter((e) => e.uid.startsWith('task-')).map((e) => e.summary)).toEqual(['Deadline: Polish menu']);
    expect(events.find((e) => e.uid.startsWith('makeup-'))!.summary).toBe('Makeup working day: Bù Tết');
    expect(events.find((e) => e.uid.startsWith('holiday-'))!.summary).toBe('Holiday: New Year');
    expect(events.filter((e) => e.uid.startsWith('leave-') || e.uid.startsWith('day-off-'))).toEqual([]);
  });

  it('the holiday feed holds the studio holidays and makeup days only', async () => {
    const { holidaysUrl } = (await feedUrls(dev).expect(200)).body;
    const res = await fetchFeed(holidaysUrl).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = parseFeed(res.text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Studio Portal - Ngày lễ và ngày làm bù');
    expect(events.map((e) => [e.summary, e.start])).toEqual([
      ['Ngày lễ: New Year', '2027-01-01'], ['Ngày làm bù: Bù Tết', '2027-01-23'], [`Ngày lễ: ${TET}`, '2027-02-16'],
    ]);
  });

  it('rotation revokes the old URLs (404) and the new ones serve', async () => {
    const old = (await feedUrls(dev).expect(200)).body;
    const fresh = (await rotate(dev).expect(200)).body;
    expect(fresh.url).not.toBe(old.url);
    expectError(await fetchFeed(old.url), 404, 'common.not-found');
    expectError(await fetchFeed(old.holidaysUrl), 404, 'common.not-found');
    await fetchFeed(fresh.url).expect(200);
    await fetchFeed(fresh.holidaysUrl).expect(200);
    expect((await feedUrls(dev).expect(200)).body).toEqual(fresh);
  });

  it('unknown, malformed and suffix-less tokens, and a deactivated owner, answer 404 with nothing else', async () => {
    const { url } = (await feedUrls(other).expect(200)).body;
    const path = new URL(url).pathname;
    for (const p of [path.replace(/[A-Za-z0-9_-]{4}\.ics$/, 'AAAA.ics'), path.slice(0, -4), '/api/feeds/calendar/short.ics', `${path.slice(0, -4)}x.ics`]) {
      const res = await request(t.http).get(p);
      expectError(res, 404, 'common.not-found');
      expect(res.text).not.toContain('BEGIN:VCALENDAR');
    }
    await request(t.http).get(path).expect(200);
    await w.q(`update employee set is_active = false where id = $1`, [other.id]);
    expectError(await request(t.http).get(path), 404, 'common.not-found');
    await w.q(`update employee set is_active = true where id = $1`, [other.id]);
  });

  it('the first call made 20 times at once creates one feed: every answer is the same URL', async () => {
    const fresh = await w.employee(12, 'Racer');
    const answers = await Promise.all(Array.from({ length: 20 }, () => feedUrls(fresh)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.body.url)).size).toBe(1);
    await fetchFeed(answers[0].body.url).expect(200);
  });

  it('50 rotations at once: no error, one row, exactly one of the answered URLs serves and it is the one shown', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => rotate(dev)));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const urls = answers.map((r) => r.body.url as string);
    expect(new Set(urls).size).toBe(50);
    const statuses = [];
    for (const u of urls) statuses.push((await fetchFeed(u)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(49);
    const shown = (await feedUrls(dev).expect(200)).body.url;
    expect(urls[statuses.indexOf(200)]).toBe(shown);
    expect(await sql(t.databaseUrl, `select 1 from calendar_feed where employee_id = $1`, [dev.id])).toHaveLength(1);
  });

  it('PUBLIC_URL, when set, is the base of the URLs', async () => {
    const t2 = await createTestApp({ publicUrl: 'https://portal.example.com' });
    try {
      const w2 = await Workspace.create(t2);
      const someone = await w2.employee(12, 'Public');
      const { url } = (await request(t2.http).get('/api/profile/calendar-feed').set('Authorization', someone.s.bearer).expect(200)).body;
      expect(url).toMatch(/^https:\/\/portal\.example\.com\/api\/feeds\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      await request(t2.http).get(new URL(url).pathname).expect(200);
      await w2.close();
    } finally {
      await t2.close();
    }
  });
});
