// Behaviour that worked with nothing guarding it (issue 23 item 4): the change-log dialog, the
// employee/personal dashboard label, the 500 px notification panel, the toast duration, JSON paste into a
// config grid, the report range warnings. The task-list retries are guarded by
// frontend/app/components/tasks/use-task-list.spec.ts (a browser cannot make the server fail on cue).
import { Client } from 'pg';
import type { Page } from 'playwright-core';

import { seriousViolations } from './axe';
import {
  ADMIN_PASSWORD, apiAsAdmin, appStrings, BASE_URL, CHANGE_LOG_VERSION, createEmployeeViaApi, DATABASE_URL, eventually, grantViaGroup, hydrated,
  signIn, toasts, until, useBrowser,
} from './support';

const browser = useBrowser();
jest.setTimeout(120000);

const LANGS = ['vi', 'en'] as const;

/** A page signed in as admin on `to`, hydrated. */
async function adminPage(lang: 'vi' | 'en', to: string, options?: Parameters<typeof browser.context>[2]): Promise<Page> {
  const context = await browser.context(lang, undefined, options);
  const page = await context.newPage();
  await signIn(page, 'admin', ADMIN_PASSWORD(), { to });
  await hydrated(page);
  return page;
}

describe('the change-log dialog (spec 1: shown once per version marker, stored under `version`)', () => {
  it.each(LANGS)('opens for a browser that has not seen this version, and not again once seen (%s)', async (lang) => {
    const s = appStrings(lang);
    const page = await adminPage(lang, '/dashboard', { changeLog: true });
    const dialog = page.getByRole('dialog', { name: s['changelog.title'] });
    await dialog.waitFor();
    for (const key of ['changelog.2024-11-27', 'changelog.2024-11-04', 'changelog.2024-10-30']) await dialog.getByText(s[key]).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: s['changelog.got-it'] }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => window.localStorage.getItem('version'))).toBe(CHANGE_LOG_VERSION);

    // Seen: a reload shows the page, not the dialog.
    await page.reload();
    await hydrated(page);
    expect(await until(async () => (await dialog.count()) > 0, 1500)).toBe(false);

    // A browser that saw an older version sees it again.
    await page.evaluate(() => window.localStorage.setItem('version', '2024110401'));
    await page.reload();
    await dialog.waitFor();
  });
});

describe('the dashboard label (spec 1: "employee" for Dashboard.Benchmark holders, otherwise "personal")', () => {
  let plain: string;
  let viewer: string;
  beforeAll(async () => {
    plain = await createEmployeeViaApi({ lastName: 'Trịnh Gác', firstName: 'Phong', role: 12 });
    viewer = await createEmployeeViaApi({ lastName: 'Trịnh Gác', firstName: 'Vọng', role: 12 });
    await grantViaGroup('Guards dashboard viewers', [viewer], ['Dashboard.Benchmark']);
  });

  it.each(LANGS)('names the first sidebar item after what the user may view (%s)', async (lang) => {
    const s = appStrings(lang);
    for (const [user, key] of [[plain, 'nav.dashboard.personal'], [viewer, 'nav.dashboard.employee']] as const) {
      const context = await browser.context(lang);
      const page = await context.newPage();
      await signIn(page, user, 'password-123');
      await hydrated(page);
      const link = page.getByRole('navigation', { name: s['nav.main'] }).locator('a[href="/dashboard"]').first();
      await eventually(async () => `${await link.getAttribute('aria-label')}|${(await link.innerText()).trim()}`, `${s[key]}|${s[key]}`);
      await context.close();
    }
  });
});

describe('the notification panel (spec 1: 500 px wide)', () => {
  it.each(LANGS)('opens 500 px wide at desktop width (%s)', async (lang) => {
    const s = appStrings(lang);
    // An unread notification of its own, so the panel is judged with an unread row (its dot) whatever
    // the spec files before this one left in the bell.
    const db = new Client({ connectionString: DATABASE_URL() });
    await db.connect();
    await db.query(
      `insert into notification (employee_id, type, content, is_read, created_at) values ('admin', 2, $1, false, now())`,
      [JSON.stringify({ taskName: `Guard ${lang}` })],
    );
    await db.end();
    const page = await adminPage(lang, '/dashboard');
    await page.locator('header button[data-unread]').click();
    const panel = page.getByRole('dialog', { name: s['notifications.title'] });
    await panel.waitFor();
    await eventually(async () => Math.round((await panel.boundingBox())?.width ?? 0), 500);
    await panel.getByText(`Guard ${lang}`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('toasts (spec 1: a toast lasts about 3.3 s)', () => {
  it.each(LANGS)('a toast goes away about 3.3 s after it shows (%s)', async (lang) => {
    const s = appStrings(lang);
    const context = await browser.context(lang);
    const page = await context.newPage();
    await page.goto(`${BASE_URL()}/auth/login`);
    await hydrated(page);
    // Measured in the page: from the toast's appearance to sonner marking it removed.
    const lasted = page.evaluate(() => new Promise<number>((resolve) => {
      let start = 0;
      const observer = new MutationObserver(() => {
        const toast = document.querySelector('[data-sonner-toast]');
        if (!start && toast) start = performance.now();
        if (start && (!toast || toast.getAttribute('data-removed') === 'true')) {
          observer.disconnect();
          resolve(performance.now() - start);
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-removed'] });
    }));
    // Blank fields: the login screen's error toast.
    await page.getByRole('button', { name: s['auth.login.submit'], exact: true }).click();
    await toasts(page, s['auth.login.empty-username-or-password']).waitFor();
    // Away from the toasts, so hovering does not hold them.
    await page.mouse.move(5, 890);
    const ms = await lasted;
    // 3300 ms (sonner's own default is 4000).
    expect(ms).toBeGreaterThanOrEqual(3100);
    expect(ms).toBeLessThan(3800);
    await toasts(page).first().waitFor({ state: 'detached' });
  });
});

describe('JSON pasted into a config grid (spec 3: pasting into the grids reads JSON from the clipboard)', () => {
  type Limit = { roleId: number; limit: number };
  const limits = async () => (await apiAsAdmin<{ scoreLimits: Limit[] }>('GET', '/api/config/role-score-limits')).body.scoreLimits;
  let before: Limit | undefined;
  beforeAll(async () => {
    before = (await limits()).find((l) => l.roleId === 14);
  });
  afterAll(async () => {
    if (before) await apiAsAdmin('PUT', '/api/config/role-score-limits', { scoreLimits: [before] });
  });

  async function pasteInto(page: Page, text: string, s: Record<string, string>) {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await page.getByRole('button', { name: s['scoring.paste.button'] }).click();
  }

  it.each([['vi', 175], ['en', 185]] as const)('saves the pasted rows, and refuses what is not JSON or not valid (%s)', async (lang, value) => {
    const s = appStrings(lang);
    const context = await browser.context(lang);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL() });
    const page = await context.newPage();
    await signIn(page, 'admin', ADMIN_PASSWORD(), { to: '/admin/config/role/limit' });
    await hydrated(page);
    const cell = page.locator(`.task-grid .ht_master tr[data-row-id="r14"] td[data-col="v"]`);
    await cell.waitFor();
    const puts: string[] = [];
    page.on('request', (r) => r.method() === 'PUT' && r.url().includes('/api/config/') && puts.push(r.postData() ?? ''));

    // What Copy JSON writes: the rows under the table's key.
    await pasteInto(page, JSON.stringify({ scoreLimits: [{ roleId: 14, limit: value }] }, null, 2), s);
    await toasts(page, s['scoring.toast.saved']).waitFor();
    expect(puts.map((p) => JSON.parse(p))).toEqual([{ scoreLimits: [{ roleId: 14, limit: value }] }]);
    await eventually(async () => (await cell.innerText()).trim(), String(value));
    expect((await limits()).find((l) => l.roleId === 14)?.limit).toBe(value);

    // Text that is not JSON, and rows the table does not hold: a message, nothing sent.
    await pasteInto(page, 'role\tlimit\n14\t999', s);
    await toasts(page, s['scoring.paste.not-json']).waitFor();
    await pasteInto(page, JSON.stringify([{ roleId: 14, limit: -5 }]), s);
    await toasts(page, s['scoring.paste.invalid']).waitFor();
    expect(puts).toHaveLength(1);
    expect((await limits()).find((l) => l.roleId === 14)?.limit).toBe(value);
  });
});

describe('the report range warnings (spec 1 section 5: a two-date range is required, otherwise a warning)', () => {
  /** Types the range of the screen's From / To fields and applies it. */
  async function applyRange(page: Page, s: Record<string, string>, from: string, to: string, apply: string) {
    await page.getByLabel(s['reports.from'], { exact: true }).fill(from);
    await page.getByLabel(s['reports.to'], { exact: true }).fill(to);
    await page.getByRole('button', { name: apply, exact: true }).click();
  }

  it.each(LANGS)('project report, cost summary and incomes warn of an end before the start or a missing date, and fetch nothing (%s)', async (lang) => {
    const s = appStrings(lang);
    const screens = [
      { path: '/dashboard/project-report-dashboard', api: '/api/dashboard/project-report', apply: s['reports.apply'], warning: s['reports.warning-date'] },
      { path: '/dashboard/cost-summary', api: '/api/dashboard/cost-summary', apply: s['reports.apply'], warning: s['dashboard.cost-summary.warning-date'] },
      // Applying a range here navigates (the loader reads it from the address).
      { path: '/admin/administrative/employees-income', api: 'from=', apply: s['income.apply'], warning: s['income.range-invalid'] },
    ];
    const page = await adminPage(lang, screens[0].path);
    for (const [i, screen] of screens.entries()) {
      if (i > 0) {
        await page.goto(`${BASE_URL()}${screen.path}`);
        await hydrated(page);
      }
      const asked: string[] = [];
      const listen = (r: { url: () => string }) => {
        if (r.url().includes(screen.api)) asked.push(r.url());
      };
      page.on('request', listen);
      // The end before the start.
      await applyRange(page, s, '27/11/2024', '26/11/2024', screen.apply);
      await toasts(page, screen.warning).waitFor();
      // A missing start: the warning again.
      await applyRange(page, s, '', '26/11/2024', screen.apply);
      await eventually(() => toasts(page, screen.warning).count(), 2);
      await page.waitForTimeout(300);
      expect(asked).toEqual([]);
      expect(page.url()).toBe(`${BASE_URL()}${screen.path}`);
      page.off('request', listen);
    }
  });
});
