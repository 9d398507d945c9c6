// Accessibility over every screen (issue 13): axe on every route of the navigation in vi and en,
// with the main menus and dialogs; keyboard use of menus, dialogs and the task grid; visible focus;
// reduced motion. Every failure of a sweep is collected into one message, so one run shows all.
import { addDays, toYmd } from '@studio/domain';
import type { Page } from 'playwright-core';

// The app's own navigation config, loaded at run time (jest maps `~/`): the server-side typecheck
// of the tests does not reach into the frontend, so only the shape used here is declared.
type NavEntry = { to: string; ready: boolean };
type NavGroup = { items: readonly NavEntry[] };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const navigation = require('~/lib/navigation') as Record<string, unknown> & { projectPath: (to: string, projectId: number) => string };

import { seriousViolations } from './axe';
import { ADMIN_PASSWORD, apiAsAdmin, appStrings, BASE_URL, createEmployeeViaApi, hydrated, screenshot, signIn, until, useBrowser } from './support';

type Lang = 'vi' | 'en';

const browser = useBrowser();
let project: number;
let task: number;
let ticket: number;

const STRINGS = { vi: appStrings('vi'), en: appStrings('en') };
function tr(lang: Lang, key: string): string {
  const text = STRINGS[lang][key];
  if (!text) throw new Error(`no ${lang} string ${key}`);
  return text;
}

/**
 * Every ready entry of every entry list and group list the navigation module exports, with the
 * project filled in: a screen added to the navigation is swept without touching this test.
 */
function navigationPaths(projectId: number): string[] {
  const paths = new Set<string>();
  const add = (e: NavEntry) => {
    if (e.ready) paths.add(navigation.projectPath(e.to, projectId));
  };
  for (const value of Object.values(navigation)) {
    if (!Array.isArray(value)) continue;
    for (const item of value as readonly (NavEntry | NavGroup)[]) {
      if ('items' in item) item.items.forEach(add);
      else add(item);
    }
  }
  return [...paths];
}

/** Screens reached from inside others: profile tabs, ticket boxes and an opened ticket, tabs of My Project, the imports. */
function innerPaths(): string[] {
  return [
    '/profile/info', '/profile/password', '/profile/api-key', '/profile/git', '/profile/calendar', '/profile/income',
    '/ticket/my-ticket?tab=received', '/ticket/my-ticket?tab=sent', `/ticket/my-ticket?id=${ticket}`,
    '/project-select/my-project?tab=all',
    `/project/${project}/task-view?tab=archived`,
    // The imports, reached from the employee list and the task view.
    '/admin/administrative/employee/import', `/project/${project}/task-view/import`,
  ];
}

/** Requests in flight per page (the socket's long-lived ones aside). */
const inFlight = new WeakMap<Page, Set<unknown>>();
function trackRequests(page: Page) {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (r) => {
    if (!r.url().includes('/socket.io/')) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/** Waits until React hydrated the page and its data and lazy chunks (the grids) arrived. */
async function settle(page: Page): Promise<void> {
  await hydrated(page);
  // Quiet for 300 ms: a lazy chunk or a loader's fetch often starts right after hydration.
  const open = inFlight.get(page)!;
  let quietSince: number | undefined;
  const quiet = await until(() => {
    if (open.size) quietSince = undefined;
    else quietSince ??= Date.now();
    return quietSince !== undefined && Date.now() - quietSince >= 300;
  }, 5000);
  if (!quiet) console.warn(`still loading after 5 s on ${page.url()}: ${[...open].map((r) => (r as { url(): string }).url()).join(', ')}`);
  if (await page.locator('.task-grid').count()) await page.locator('.task-grid table.htCore').first().waitFor({ state: 'attached' });
  await page.mouse.move(0, 0);
}

/** Pages whose HTML held a NUL byte (React 18's renderer pads a flushed buffer with them; entry.server.tsx drops them). */
const nulPages = new Set<string>();

async function visit(page: Page, route: string): Promise<number> {
  const res = await page.goto(`${BASE_URL()}${route}`);
  if (res && (await res.body()).includes(0)) nulPages.add(route);
  await settle(page);
  return res?.status() ?? 0;
}

/**
 * The sweep's visit: the server's answer is checked (status, NUL bytes) without rendering it, and the
 * page navigates in the app, as a click on the menu does. A full load per screen cost chromium about one
 * CPU-second of script evaluation and hydration each, 144 times (decision 050); the first screen of each
 * part is a full load, and the 404 and keyboard tests below load pages whole.
 */
async function visitInApp(page: Page, route: string): Promise<number> {
  const res = await page.request.get(`${BASE_URL()}${route}`);
  if ((await res.body()).includes(0)) nulPages.add(route);
  if (res.status() >= 400) return res.status();
  await page.evaluate((to) => (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(to), route);
  // Where the server's redirects (e.g. /admin) led is where the app's must lead too.
  const served = new URL(res.url());
  const at = await page.evaluate(() => location.pathname + location.search);
  if (at !== served.pathname + served.search) throw new Error(`navigating to ${route} ended at ${at}, the server answered ${served.pathname}${served.search}`);
  await settle(page);
  return res.status();
}

async function adminPage(lang: Lang, options: { reducedMotion?: boolean } = {}): Promise<Page> {
  const context = await browser.context(lang);
  const page = await context.newPage();
  trackRequests(page);
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, 'admin', ADMIN_PASSWORD());
  await settle(page);
  return page;
}

/**
 * Presses Tab until the focused element passes `test` (run in the page on document.activeElement,
 * with `arg`), at most `max` times; answers whether it did.
 */
async function tabTo(page: Page, test: (arg: string) => boolean, arg = '', max = 60): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(test, arg)) return true;
  }
  return false;
}
const focusedLabel = (label: string) => document.activeElement?.getAttribute('aria-label') === label;
const focusedButton = (text: string) => document.activeElement?.tagName === 'BUTTON' && document.activeElement.textContent?.trim() === text;
const focusedTag = (tag: string) => document.activeElement?.tagName === tag;
const focusedRole = (role: string) => document.activeElement?.getAttribute('role') === role;
const focusedInGrid = () => !!document.activeElement?.closest('.task-grid');

beforeAll(async () => {
  await apiAsAdmin('PUT', '/api/config/role-score-limits', { scoreLimits: [{ roleId: 12, limit: 200 }] });
  const worker = await createEmployeeViaApi({ lastName: 'Trần Thị', firstName: 'Mai', role: 12 }, 'worker-password');
  const created = await apiAsAdmin('POST', '/api/projects', { projectName: 'Ocean Tiles', platform: 1 });
  if (created.status !== 201) throw new Error(`creating a project answered ${created.status}: ${JSON.stringify(created.body)}`);
  project = created.body.project.id;
  await apiAsAdmin('PATCH', `/api/projects/${project}`, { employees: [{ employee: worker, role: 12 }] });
  const made = await apiAsAdmin('POST', `/api/projects/${project}/tasks`, {
    name: 'Daily reward popup', input: JSON.stringify({ type: 1, data: { content: 'spec' } }), output: '', score: 12, role: 12, employee: worker,
    deadline: addDays(toYmd(new Date()), 7),
  });
  if (made.status !== 201) throw new Error(`creating a task answered ${made.status}: ${JSON.stringify(made.body)}`);
  task = made.body.taskId;
  // A task request with no project manager goes to the Admin holders: admin's received box.
  const token = (await (await fetch(`${BASE_URL()}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: worker, password: 'worker-password' }),
  })).json()).token as string;
  const filed = await fetch(`${BASE_URL()}/api/tickets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'Need a task', description: 'Please', requestType: 12, priority: 1,
      content: { project, taskName: 'Level 3 art', input: 'brief', score: 8, deadline: addDays(toYmd(new Date()), 14), employee: null, role: 12, altScore: 0 },
    }),
  });
  if (filed.status !== 201) throw new Error(`filing a ticket answered ${filed.status}: ${await filed.text()}`);
  ticket = (await filed.json()).id;
}, 60_000);

it('derives the sweep from every list of the navigation config', () => {
  const paths = navigationPaths(7);
  for (const known of ['/dashboard', '/admin/config/upload', '/admin/administrative/employees-income', '/project/7/task-view', '/internal/task']) {
    expect(paths).toContain(known);
  }
  expect(paths.some((p) => p.includes(':projectId'))).toBe(false);
  expect(paths.length).toBeGreaterThan(45);
});

/** The sweep runs in parts: each has its own time limit, so a slow machine fails no part for the total. */
const PARTS = 4;

describe.each<Lang>(['vi', 'en'])('every screen in %s', (lang) => {
  const collect = (page: Page, failures: string[]) => async (where: string) => {
    for (const v of await seriousViolations(page)) failures.push(`${lang} ${where}: ${v.id} (${v.impact}) ${v.targets.join(' | ')}`);
  };

  it.each(Array.from({ length: PARTS }, (_, i) => i + 1))(`part %i of ${PARTS} of the navigation has no serious or critical axe violation`, async (part) => {
    const page = await adminPage(lang);
    const failures: string[] = [];
    const check = collect(page, failures);
    const all = [...navigationPaths(project), ...innerPaths()];
    const size = Math.ceil(all.length / PARTS);
    const routes = all.slice((part - 1) * size, part * size);
    const shots = new Set(['/dashboard', `/project/${project}/task-view`, '/ticket/my-ticket?tab=received', '/admin/administrative/employee', '/profile/info']);
    const started = Date.now();
    const slow: string[] = [];
    for (const route of routes) {
      const t0 = Date.now();
      const status = await visitInApp(page, route);
      if (status >= 400) failures.push(`${lang} ${route}: answered ${status}`);
      if (nulPages.delete(route)) failures.push(`${lang} ${route}: a NUL byte in the HTML`);
      await check(route);
      if (shots.has(route)) await screenshot(page, `a11y-${route.replace(/[/?=&]+/g, '-').replace(/^-/, '')}-${lang}`);
      if (Date.now() - t0 > 5000) slow.push(`${route} ${Date.now() - t0} ms`);
    }
    console.log(`${lang} part ${part}: ${routes.length} of ${all.length} screens in ${Date.now() - started} ms; over 5 s: ${slow.join(', ') || 'none'}`);
    expect(failures).toEqual([]);
  }, 300_000);

  it('the menus of the top bar and the create dialogs have no serious or critical axe violation', async () => {
    const page = await adminPage(lang);
    const failures: string[] = [];
    const check = collect(page, failures);
    await visit(page, '/dashboard');
    for (const key of ['topbar.apps', 'topbar.account', 'topbar.settings']) {
      // The account button's name goes on with the avatar's initials.
      await page.getByRole('button', { name: new RegExp(`^${tr(lang, key)}`) }).click();
      await page.getByRole('menu').waitFor();
      await check(`/dashboard menu ${key}`);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    }
    for (const [route, key] of [['/ticket/my-ticket', 'tickets.create.open'], ['/project-select/my-project', 'projects.create.open']] as const) {
      await visit(page, route);
      await page.getByRole('button', { name: tr(lang, key), exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await check(`${route} dialog ${key}`);
      if (lang === 'en' || route.startsWith('/ticket')) await screenshot(page, `a11y-dialog-${key}-${lang}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    expect(failures).toEqual([]);
  }, 180_000);
});

describe.each<Lang>(['vi', 'en'])('screens outside the navigation in %s', (lang) => {
  it('the signed-out login page and the not-found page have no serious or critical axe violation', async () => {
    const failures: string[] = [];
    const check = async (page: Page, where: string) => {
      for (const v of await seriousViolations(page)) failures.push(`${lang} ${where}: ${v.id} (${v.impact}) ${v.targets.join(' | ')}`);
    };
    const out = await browser.page(lang);
    trackRequests(out);
    expect(await visit(out, '/auth/login')).toBe(200);
    await out.getByRole('heading', { name: tr(lang, 'auth.login.title') }).waitFor();
    await check(out, '/auth/login signed out');
    await screenshot(out, `a11y-auth-login-${lang}`);

    // A project that does not exist, and a config screen that does not: the app's 404 page.
    const page = await adminPage(lang);
    for (const route of ['/project/2147480000/task-view', '/admin/config/no-such-screen']) {
      expect(await visit(page, route)).toBe(404);
      await page.getByRole('heading', { name: tr(lang, 'error.404.title') }).waitFor();
      await check(page, `${route} (404)`);
    }
    await screenshot(page, `a11y-not-found-${lang}`);
    expect(failures).toEqual([]);
  }, 180_000);
});

describe('keyboard only', () => {
  it('opens the app menu and reaches an entry', async () => {
    const page = await adminPage('vi');
    expect(await tabTo(page, focusedLabel, tr('vi', 'topbar.apps'))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('ArrowDown');
    const href = await page.evaluate(() => document.activeElement?.closest('a')?.getAttribute('href') ?? document.activeElement?.getAttribute('href'));
    expect(href).toBeTruthy();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
  });

  it('opens a dialog, closes it with Escape, and gives focus back to its trigger', async () => {
    const page = await adminPage('vi');
    await visit(page, '/ticket/my-ticket');
    const label = tr('vi', 'tickets.create.open');
    expect(await tabTo(page, focusedButton, label)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Focus moved into the dialog.
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(label);
  });

  it('tabs into the task grid, moves between cells with arrows and edits a cell with Enter', async () => {
    const page = await adminPage('vi');
    await visit(page, `/project/${project}/task-view`);
    const grid = page.locator('.task-grid .ht_master');
    await grid.locator(`tr[data-task-id="${task}"]`).waitFor();
    expect(await tabTo(page, focusedInGrid, '', 80)).toBe(true);
    const selected = () => page.evaluate(() => {
      const td = document.querySelector('.task-grid .ht_master td.current');
      return td ? { row: td.closest('tr')?.getAttribute('data-task-id'), col: td.getAttribute('data-col') } : null;
    });
    const start = await selected();
    expect(start).not.toBeNull();
    // To the name cell of the task's row, by arrows only.
    for (let i = 0; i < 20 && (await selected())?.col !== 'taskName'; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 20 && (await selected())?.row !== String(task); i++) await page.keyboard.press('ArrowDown');
    expect(await selected()).toEqual({ row: String(task), col: 'taskName' });
    await page.keyboard.press('Enter');
    await page.locator('.handsontableInputHolder textarea, .handsontableInputHolder input').first().waitFor();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Daily reward popup v2');
    const saved = page.waitForResponse((r) => r.url().includes('/api/tasks') && r.request().method() !== 'GET');
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBeLessThan(300);
    await page.waitForFunction(() => document.querySelector('.handsontableInputHolder textarea, .handsontableInputHolder input') === null
      || getComputedStyle(document.querySelector('.handsontableInputHolder')!).display === 'none'
      || !document.querySelector('.ht_editor_visible'));
    const name = await page.locator(`.task-grid .ht_master tr[data-task-id="${task}"] td[data-col="taskName"]`).innerText();
    expect(name).toContain('Daily reward popup v2');
  });
});

describe('visible focus', () => {
  it('shows a ring on a button and a link focused from the keyboard', async () => {
    const page = await adminPage('vi');
    const ring = () => page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return { tag: el.tagName, ring: outline || style.boxShadow !== 'none' };
    });
    expect(await tabTo(page, focusedTag, 'BUTTON')).toBe(true);
    expect(await ring()).toEqual({ tag: 'BUTTON', ring: true });
    expect(await tabTo(page, focusedTag, 'A')).toBe(true);
    expect(await ring()).toEqual({ tag: 'A', ring: true });
    await visit(page, '/ticket/my-ticket');
    expect(await tabTo(page, focusedRole, 'tab')).toBe(true);
    expect(await ring()).toEqual({ tag: 'BUTTON', ring: true });
  });
});

describe('reduced motion', () => {
  it('turns CSS animations and transitions off, and the navigation bar does not run', async () => {
    const page = await adminPage('vi', { reducedMotion: true });
    const durations = () => page.evaluate(() => {
      const probe = (className: string) => {
        const el = document.createElement('div');
        el.className = className;
        document.body.appendChild(el);
        const s = getComputedStyle(el);
        const out = { animation: parseFloat(s.animationDuration) * (s.animationDuration.endsWith('ms') ? 1 : 1000), transition: parseFloat(s.transitionDuration) * (s.transitionDuration.endsWith('ms') ? 1 : 1000) };
        el.remove();
        return out;
      };
      return { bounce: probe('animate-bounce'), fade: probe('transition-opacity duration-300') };
    });
    const reduced = await durations();
    expect(reduced.bounce.animation).toBeLessThan(1);
    expect(reduced.fade.transition).toBeLessThan(1);
    // The navigation progress bar's stripe does not move either.
    const bar = page.locator('[role="progressbar"] > div').first();
    expect(await bar.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration))).toBeLessThan(0.001);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const full = await durations();
    expect(full.bounce.animation).toBeGreaterThan(100);
    expect(full.fade.transition).toBe(300);
  });
});
