import { fork, type ChildProcess } from 'child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'fs';
import * as path from 'path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import type { Row } from '../support/http';

/**
 * Where this test file's app and database are (test/browser/setup starts them). Read through these, on
 * each use and never into a module constant: each jest worker has its own app (setup/worker-env.js).
 */
export const BASE_URL = () => process.env.BROWSER_BASE_URL!;
export const DATABASE_URL = () => process.env.BROWSER_DATABASE_URL!;
/** The port the fake Unity Ads of connectors.spec.ts serves on (the app calls it there). */
export const FAKE_UNITY_PORT = () => Number(process.env.BROWSER_FAKE_UNITY_PORT);
export const ADMIN_PASSWORD = () => process.env.BROWSER_ADMIN_PASSWORD!;
export const SCREENSHOTS = path.resolve('test-results/screenshots');

/**
 * Debian's chromium-headless-shell when installed (.ci/run installs it), else Debian's chromium. The
 * shell is the same Chromium without the desktop browser around it, and /usr/bin/chromium's wrapper adds
 * `--enable-gpu-rasterization` (SwiftShader raster on the CPU): a page load costs about 0.9 CPU-seconds in
 * the shell against 1.6 (decision 050).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH
  || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p))
  || '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--disable-quic', '--no-first-run'],
  });
}

/** The change-log version marker of the app (frontend/app/lib/changelog.ts). */
export const CHANGE_LOG_VERSION = '2024112701';

/** The language newContext pinned each context to; signIn makes it the user's stored choice too. */
const pinnedLanguage = new WeakMap<BrowserContext, 'vi' | 'en'>();

/**
 * A context with the locale pinned through the app's `lng` cookie (and, for whoever signs in with
 * `signIn`, through their stored language, which wins over the cookie: decision 030). Unless `changeLog` is
 * asked, the change-log dialog counts as seen, so it does not cover the page on first load.
 */
export async function newContext(
  browser: Browser,
  lang: 'vi' | 'en' = 'vi',
  viewport = { width: 1440, height: 900 },
  { changeLog = false, locale, javaScriptEnabled, motion = 'reduce' }: {
    changeLog?: boolean;
    /** A browser that never chose: this Accept-Language and no language cookie. */
    locale?: string;
    /** false: the server's markup only, as a user sees it before hydration. */
    javaScriptEnabled?: boolean;
    /** The user's motion preference; reduced unless a test is about an animation. */
    motion?: 'reduce' | 'no-preference';
  } = {},
): Promise<BrowserContext> {
  // Reduced motion, as a user who asked for it: the app ends animations at once (tailwind.css), so no
  // test waits on a dialog's fade and chromium paints no frames of a ping or a bounce (decision 050
  // addendum: about a sixth of chromium's CPU in the ticket flows). a11y-routes.spec checks both modes.
  const context = await browser.newContext({
    viewport, locale: locale ?? (lang === 'vi' ? 'vi-VN' : 'en-US'), javaScriptEnabled, reducedMotion: motion,
  });
  context.on('page', waitForHydrationOnLoad);
  if (!locale) {
    await context.addCookies([{ name: 'lng', value: lang, url: BASE_URL() }]);
    pinnedLanguage.set(context, lang);
  }
  if (!changeLog) {
    await context.addInitScript((version) => {
      try {
        if (!window.localStorage.getItem('version')) window.localStorage.setItem('version', version);
      } catch {
        // about:blank and other opaque origins have no storage
      }
    }, CHANGE_LOG_VERSION);
  }
  return context;
}

type Lang = 'vi' | 'en';
type Viewport = { width: number; height: number };
type ContextOptions = Parameters<typeof newContext>[3];

/**
 * The browser of a test file (or of the describe block that calls it): chromium is launched once
 * before its tests and closed after them, and every context opened through it is closed after each
 * test, so a test starts from no open page and no signed-in session.
 *
 *     const browser = useBrowser();
 *     it('...', async () => { const page = await browser.page('en'); ... });
 */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterEach(async () => {
    for (const context of browser?.contexts() ?? []) await context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const running = () => {
    if (!browser) throw new Error('useBrowser: the browser is launched in beforeAll, use it in a hook or a test');
    return browser;
  };
  return {
    /** A new context as newContext makes it: the language pinned, the change log seen unless asked. */
    context: (lang: Lang = 'vi', viewport?: Viewport, options?: ContextOptions) => newContext(running(), lang, viewport, options),
    /** A page in a new context of its own. */
    page: async (lang: Lang = 'vi', viewport?: Viewport, options?: ContextOptions) =>
      (await newContext(running(), lang, viewport, options)).newPage(),
  };
}

/** The toasts (sonner) currently shown, optionally those containing a text. */
export function toasts(page: Page, text?: string | RegExp) {
  const all = page.locator('[data-sonner-toast]');
  return text === undefined ? all : all.filter({ hasText: text });
}

/** A login token of `admin`, for setting up data through the API. */
export async function adminToken(): Promise<string> {
  const login = await fetch(`${BASE_URL()}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD() }),
  });
  return (await login.json()).token as string;
}

/** Calls the API as `admin`; answers status and parsed body. */
export async function apiAsAdmin<T = Row>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${BASE_URL()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Stores a user's interface language through the API, as choosing it in some browser does. */
export async function storeLanguage(username: string, password: string, language: 'vi' | 'en', base = BASE_URL()): Promise<void> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`signing ${username} in answered ${login.status}: ${await login.text()}`);
  const { token } = await login.json();
  const res = await fetch(`${base}/api/auth/language`, {
    method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ language }),
  });
  if (res.status !== 204) throw new Error(`storing the language answered ${res.status}: ${await res.text()}`);
}

/**
 * Signs in as the login page does, without its screen (auth.spec.ts tests the form): the context gets
 * the session cookie from POST /api/auth/login, then the dashboard (or `to`) loads (of `base`, the shared
 * app unless another one is named). In a context newContext pinned to a language, the user first chooses
 * that language (stored on the server), as a signed-in user's stored choice is what the pages follow
 * (decision 030).
 */
export async function signIn(
  page: Page, username: string, password: string,
  /** `to`: the page to land on (a path), so a test of another screen loads one page, not the dashboard first. */
  { base = BASE_URL(), to = '/dashboard' }: { base?: string; to?: string } = {},
): Promise<void> {
  const pinned = pinnedLanguage.get(page.context());
  if (pinned) await storeLanguage(username, password, pinned, base);
  const login = await page.context().request.post(`${base}/api/auth/login`, { data: { username, password } });
  if (!login.ok()) throw new Error(`signing ${username} in answered ${login.status()}: ${await login.text()}`);
  await page.goto(`${base}${to}`);
  if (to === '/dashboard') await page.waitForURL(/\/dashboard/, { timeout: 15000 });
}

/**
 * Waits until React hydrated the page: root.tsx sets window.__spReady in the effect of <Hydrated />, after the routes' effects.
 * Before that a click may be lost, keys are held back, and axe would judge the server's markup.
 */
export async function hydrated(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(() => (window as { __spReady?: boolean }).__spReady === true, null, { timeout });
}

/**
 * `goto` and `reload` of a page of the app return once React hydrated it, as a person waits for a page
 * to answer: a click on the server's markup before that does nothing (only keys are held back), and a
 * test that clicked there failed at random under load. `waitUntil: 'commit'` opts out (hydration.spec
 * types during hydration on purpose); pages that are not the app's (no key hold script) are not waited for.
 */
function waitForHydrationOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const ready = async (waitUntil: string | undefined) => {
    if (waitUntil === 'commit') return;
    const app = await page.evaluate(() => '__spHydrated' in window || '__spReady' in window).catch(() => false);
    if (app) await hydrated(page);
  };
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await ready(options?.waitUntil);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await ready(options?.waitUntil);
    return response;
  };
}

/**
 * `BROWSER_SCREENSHOTS=off` (CI, whose clone is thrown away) takes none: a full-page capture costs
 * about 0.6 CPU-seconds of chromium and there are some 200 of them (decision 050).
 */
const SCREENSHOTS_ON = process.env.BROWSER_SCREENSHOTS !== 'off';

export async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_ON) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Finished animations: no half-closed menus or fading toasts in the picture.
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** Creates an employee with a password through the API as admin; answers the id. */
export async function createEmployeeViaApi(fields: { lastName: string; firstName: string; role?: number }, password = 'password-123'): Promise<string> {
  const login = await fetch(`${BASE_URL()}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD() }),
  });
  const { token } = await login.json();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const res = await fetch(`${BASE_URL()}/api/hr/employees`, {
    method: 'POST',
    headers,
    // The create call takes the four fields of the create dialog; the role is set afterwards.
    body: JSON.stringify({ lastName: fields.lastName, firstName: fields.firstName, phone: '0900000000', personalEmail: 'x@example.com' }),
  });
  if (res.status !== 201) throw new Error(`creating an employee answered ${res.status}: ${await res.text()}`);
  const created = await res.json();
  const id = created.employee.id as string;
  if (fields.role !== undefined) {
    const patched = await fetch(`${BASE_URL()}/api/hr/employees/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ role: fields.role }) });
    if (!patched.ok) throw new Error(`setting the role answered ${patched.status}: ${await patched.text()}`);
  }
  const pw = await fetch(`${BASE_URL()}/api/hr/employees/${id}/password`, { method: 'PUT', headers, body: JSON.stringify({ password }) });
  if (!pw.ok) throw new Error(`setting the password answered ${pw.status}: ${await pw.text()}`);
  return id;
}

/**
 * A permission group made through the API as admin, with these members; each permission everywhere
 * (condition type 1) unless a condition is given (e.g. `{ type: 3, value: { value: projectId } }`).
 */
export async function grantViaGroup(
  name: string,
  employees: string[],
  permissions: string[],
  condition: { type: number; value: unknown } = { type: 1, value: null },
): Promise<number> {
  const created = await apiAsAdmin<{ id: number }>('POST', '/api/permission-groups', {
    permissionGroupName: name,
    permissions: permissions.map((permissionId) => ({ permissionId, conditionType: condition.type, conditionValue: condition.value })),
  });
  if (created.status !== 201) throw new Error(`group ${name} answered ${created.status}: ${JSON.stringify(created.body)}`);
  const members = await apiAsAdmin('PUT', `/api/permission-groups/${created.body.id}/employees`, { employees });
  if (members.status !== 200) throw new Error(`members of ${name} answered ${members.status}`);
  return created.body.id;
}

/**
 * Another instance of the production build, as the shared one is started (test/browser/setup), with
 * `env` on top (another database, other settings); answers once it serves requests. Migrating a
 * fresh database on a loaded machine takes a while: it has 100 s (the hooks that call it allow 120 s).
 */
export async function startExtraApp(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(path.resolve('dist/backend/src/main.js'), [], {
    env: {
      ...process.env, NODE_ENV: 'production', DATABASE_URL: DATABASE_URL(), PORT: String(port), HOST: '127.0.0.1',
      ADMIN_PASSWORD: ADMIN_PASSWORD(), DATA_DIR: `.cache/browser-data-${process.env.JEST_WORKER_ID ?? '1'}`, LOGIN_RATE_LIMIT: '1000', LOGIN_IP_RATE_LIMIT: '1000',
      CONNECTOR_KEYS: `browser:${Buffer.alloc(32, 3).toString('base64')}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const up = await until(async () => {
    if (child.exitCode !== null) return true;
    try {
      return (await fetch(`http://127.0.0.1:${port}/api/auth/me`)).status === 401;
    } catch {
      return false; // starting
    }
  }, 100_000, 250);
  if (!up || child.exitCode !== null) {
    child.kill();
    throw new Error(`the app on port ${port} did not start`);
  }
  return child;
}

/** Stops an app startExtraApp started, and waits until it exited. */
export async function stopExtraApp(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The app's strings of a language (common file and every namespace), by key. */
export function appStrings(lang: 'vi' | 'en'): Record<string, string> {
  const dir = path.resolve('frontend/app/locales');
  const all: Record<string, string> = JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8'));
  for (const file of readdirSync(path.join(dir, lang))) Object.assign(all, JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8')));
  return all;
}

/**
 * The option (a Radix select's or a searchable select's) whose label reads `name` exactly. Rich options
 * (a person with a role tag, a task with its id) are named by all their text, so not by `name` alone.
 */
export function optionNamed(scope: Page, name: string) {
  return scope.getByRole('option').filter({ has: scope.getByText(name, { exact: true }) });
}

/**
 * Picks `name` in an open Radix select and waits for its list to close. Radix ignores the first pointer
 * release after opening that lands within 10 px of where the trigger was pressed; on a page slow enough
 * that its listener arrived after the trigger's own release and after the pointer moved, that is the
 * option's release, and the pick is lost (CI, once). A person clicks again: so does this, once.
 */
export async function chooseOption(page: Page, option: string | Locator): Promise<void> {
  const item = typeof option === 'string' ? optionNamed(page, option) : option;
  await item.click();
  const list = page.getByRole('listbox');
  // A list that stays open after a pick (several values) marks the option chosen instead of closing.
  const chosen = async () => (await item.getAttribute('aria-selected', { timeout: 500 }).catch(() => null)) === 'true';
  if (await until(async () => (await list.count()) === 0 || (await chosen()), 3000)) return;
  await item.click();
  await list.waitFor({ state: 'detached' });
}

/**
 * Clicks `item` of a menu once it stands where it will stay. Radix draws a menu's content off screen
 * (translate(0, -200%)) until it has measured where to place it; on a slow page the click's point could be
 * taken before that and land beside the menu, which then closes with nothing chosen (CI: the language
 * submenu, twice in one run).
 */
export async function clickPlaced(item: Locator): Promise<void> {
  const page = item.page();
  const viewport = page.viewportSize();
  let last = '';
  await until(async () => {
    const box = await item.boundingBox();
    if (!box || box.y < 0 || (viewport && box.y + box.height > viewport.height)) return false;
    const now = `${box.x},${box.y}`;
    const settled = now === last;
    last = now;
    return settled;
  }, 10000, 100);
  await item.click();
}

/**
 * Checks `check` until it answers true or `timeout` ms pass; answers whether it did. For a wait that may
 * end either way (a test asserts through `eventually` instead).
 */
export async function until(check: () => boolean | Promise<boolean>, timeout = 5000, interval = 50): Promise<boolean> {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= end) return false;
    await new Promise((r) => setTimeout(r, interval));
  }
}

/**
 * Reads until `read` answers `expected` or `timeout` ms pass, then checks it (a page renders after what
 * changes it). `interval` spaces reads that cost the server something (an API call).
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeout = 5000, interval = 50): Promise<void> {
  let value!: T;
  await until(async () => (value = await read()) === expected, timeout, interval);
  expect(value).toBe(expected);
}

/** Retries an assertion until it holds or `timeout` ms pass (playwright-core has no auto-waiting expect). */
export async function eventuallyPasses(check: () => Promise<void>, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
