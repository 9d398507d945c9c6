// Issue 24 item 2: what each page preloads, read from the production build the browser suite runs on
// (the Remix manifest and build/bundle-graph.json, through scripts/bundle-report.mjs, for a first visit
// in Vietnamese). exceljs loads only when an export or import is clicked, Handsontable only when a grid
// mounts, the chart library only on chart pages, and one language's strings only (decision 045): the
// common file and the area files of the page's routes (decision 054). The build's part needs no browser;
// the last block visits the main pages in chromium, in vi and en, and checks what strings came over the
// wire and that no key was missing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { addDays, toYmd } from '@studio/domain';
import type { Page } from 'playwright-core';

import { seriousViolations } from './axe';
import { ADMIN_PASSWORD, apiAsAdmin, appStrings, createEmployeeViaApi, hydrated, screenshot, signIn, useBrowser } from './support';

type Report = { routeId: string; namespaces: string[]; staticFiles: string[]; lazyFiles: string[]; staticPackages: string[]; lazyPackages: string[] };
type Graph = { chunks: Record<string, { app: string[] }> };
type Lang = 'vi' | 'en';

const report = (lang: Lang): Report[] =>
  JSON.parse(execFileSync(process.execPath, ['scripts/bundle-report.mjs', '--all', '--json', '--lang', lang], { encoding: 'utf8', maxBuffer: 64 << 20 }));
const pages = report('vi');
const graph: Graph = JSON.parse(readFileSync('build/bundle-graph.json', 'utf8'));
const page = (routeId: string) => pages.find((p) => p.routeId === routeId)!;

/** The pages that draw charts (recharts, through tremor's chart components). */
const CHART_ROUTES = ['routes/_app.dashboard.project-report-dashboard'];
const HEAVY = ['exceljs', 'handsontable', '@handsontable/react-wrapper'];

/**
 * The strings a file holds, as `lang:part`: `common` (locales/catalogue.<lang>.ts with locales/<lang>.json)
 * or an area (locales/<lang>/<area>.json).
 */
const stringsIn = (file: string) =>
  [...new Set((graph.chunks[file]?.app ?? []).map((m) => {
    const hit = /^frontend\/app\/locales\/(?:catalogue\.(vi|en)\.ts|(vi|en)\.json|(vi|en)\/(.+)\.json)$/.exec(m);
    return hit ? `${hit[1] ?? hit[2] ?? hit[3]}:${hit[4] ?? 'common'}` : null;
  }).filter((x): x is string => x !== null))].sort();
const expectedStrings = (lang: Lang, namespaces: string[]) => [`${lang}:common`, ...namespaces.map((ns) => `${lang}:${ns}`)].sort();

describe('bundles of the production build', () => {
  it('lists every route, each with its entry', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(page('routes/_app.dashboard._index').staticFiles.length).toBeGreaterThan(3);
  });

  it('preloads neither exceljs nor Handsontable on any page', () => {
    const found = pages.flatMap((p) => p.staticPackages.filter((pkg) => HEAVY.includes(pkg)).map((pkg) => `${p.routeId}: ${pkg}`));
    expect(found).toEqual([]);
    // They are there, behind a click or a grid: the check above reads real package names.
    expect(page('routes/_app.project.$projectId.task-view').lazyPackages).toEqual(expect.arrayContaining(HEAVY));
  });

  it('preloads the chart library on chart pages only', () => {
    const found = pages
      .filter((p) => !CHART_ROUTES.includes(p.routeId))
      .flatMap((p) => p.staticPackages.filter((pkg) => pkg.startsWith('recharts')).map((pkg) => `${p.routeId}: ${pkg}`));
    expect(found).toEqual([]);
    for (const id of CHART_ROUTES) expect(page(id).staticPackages).toContain('recharts');
  });

  it('loads one language on a first visit: the common strings and its routes\' areas, each a chunk of its own; the rest on demand', () => {
    // A chunk holds one part of one language: Rollup merged none into a shared chunk.
    const mixed = Object.keys(graph.chunks).filter((f) => stringsIn(f).length > 1).map((f) => `${f}: ${stringsIn(f).join(' ')}`);
    expect(mixed).toEqual([]);
    for (const lang of ['vi', 'en'] as const) {
      const other = lang === 'vi' ? 'en' : 'vi';
      const wrong = report(lang)
        .map((p) => ({
          id: p.routeId,
          first: p.staticFiles.flatMap(stringsIn).sort(),
          expected: expectedStrings(lang, p.namespaces),
          otherLater: p.lazyFiles.flatMap(stringsIn).some((x) => x.startsWith(`${other}:`)),
        }))
        .filter((r) => JSON.stringify(r.first) !== JSON.stringify(r.expected) || !r.otherLater);
      expect(wrong).toEqual([]);
    }
  });

  it('loads only the areas a main page draws, not every one', () => {
    const all = Object.keys(graph.chunks).flatMap(stringsIn).filter((x) => x.startsWith('vi:') && x !== 'vi:common');
    expect(all.length).toBeGreaterThan(20);
    expect(page('routes/_app.wiki').namespaces).toEqual(['notifications', 'palette', 'wiki']);
    expect(page('routes/_app.profile.income').namespaces).toEqual(['income', 'notifications', 'palette']);
    for (const id of Object.values(MAIN_PAGES)) expect(page(id).namespaces.length).toBeLessThan(all.length / 2);
  });
});

/** The main pages of the issue (scripts/bundle-report.mjs MAIN_PAGES), with the path a visit opens. */
const MAIN_PAGES = {
  '/dashboard': 'routes/_app.dashboard._index',
  'task-view': 'routes/_app.project.$projectId.task-view',
  '/dashboard/task-dashboard': 'routes/_app.dashboard.task-dashboard',
  '/ticket/my-ticket': 'routes/_app.ticket.my-ticket',
  '/timeline': 'routes/_app.timeline',
  '/wiki': 'routes/_app.wiki',
  '/profile/income': 'routes/_app.profile.income',
} as const;

/** The app's keys with a dot: one of them in a page's text is a key shown raw. */
const KEYS = Object.keys(appStrings('vi')).map((k) => k.replace(/_(one|other)$/, '')).filter((k) => k.includes('.'));

describe('strings of a first visit, in chromium', () => {
  const browser = useBrowser();
  let project: number;

  beforeAll(async () => {
    // A project with a member and a task: the grids of the task view and the task dashboard have rows.
    await apiAsAdmin('PUT', '/api/config/role-score-limits', { scoreLimits: [{ roleId: 12, limit: 200 }] });
    const worker = await createEmployeeViaApi({ lastName: 'Phạm Thị', firstName: 'Chuỗi', role: 12 });
    const created = await apiAsAdmin<{ project: { id: number } }>('POST', '/api/projects', { projectName: 'Strings of a page', platform: 1 });
    if (created.status !== 201) throw new Error(`creating a project answered ${created.status}: ${JSON.stringify(created.body)}`);
    project = created.body.project.id;
    await apiAsAdmin('PATCH', `/api/projects/${project}`, { employees: [{ employee: worker, role: 12 }] });
    const made = await apiAsAdmin('POST', `/api/projects/${project}/tasks`, {
      name: 'Level select screen', input: JSON.stringify({ type: 1, data: { content: 'spec' } }), output: '', score: 12, role: 12, employee: worker,
      deadline: addDays(toYmd(new Date()), 7),
    });
    if (made.status !== 201) throw new Error(`creating a task answered ${made.status}: ${JSON.stringify(made.body)}`);
  });

  /** Records the string chunks a page fetches, by `lang:part`. */
  function recordStrings(p: Page): string[] {
    const seen: string[] = [];
    p.on('response', (r) => {
      const file = new URL(r.url()).pathname.replace(/^\//, '');
      for (const part of stringsIn(file)) if (!seen.includes(part)) seen.push(part);
    });
    return seen;
  }

  const missingKeys = (p: Page) => p.evaluate(() => (window as { __spMissingKeys?: string[] }).__spMissingKeys ?? []);
  const rawKeys = async (p: Page) => {
    const text = await p.evaluate(() => `${document.title}\n${document.body.innerText}`);
    return KEYS.filter((k) => text.includes(k));
  };

  it.each(['vi', 'en'] as const)('each main page loads its own areas only, and every key it shows is there (%s)', async (lang) => {
    const problems: string[] = [];
    for (const [path, routeId] of Object.entries(MAIN_PAGES)) {
      const to = path === 'task-view' ? `/project/${project}/task-view` : path;
      const p = await (await browser.context(lang)).newPage();
      const strings = recordStrings(p);
      await signIn(p, 'admin', ADMIN_PASSWORD(), { to });
      await hydrated(p);
      await p.waitForLoadState('networkidle');
      const expected = expectedStrings(lang, page(routeId).namespaces);
      if (JSON.stringify([...strings].sort()) !== JSON.stringify(expected)) problems.push(`${to}: loaded ${[...strings].sort().join(' ')}, expected ${expected.join(' ')}`);
      const missing = await missingKeys(p);
      if (missing.length) problems.push(`${to}: missing ${missing.join(', ')}`);
      const raw = await rawKeys(p);
      if (raw.length) problems.push(`${to}: shows ${raw.join(', ')}`);
      const violations = await seriousViolations(p);
      if (violations.length) problems.push(`${to}: axe ${JSON.stringify(violations)}`);
      if (path === '/wiki' || path === 'task-view') await screenshot(p, `strings-${path.replace(/\W+/g, '-')}-${lang}`);
      await p.context().close();
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it('a navigation to a page of other areas loads them before it shows the page, without a reload', async () => {
    const p = await (await browser.context('en')).newPage();
    const strings = recordStrings(p);
    await signIn(p, 'admin', ADMIN_PASSWORD());
    await hydrated(p);
    await p.waitForLoadState('networkidle');
    expect(strings).not.toContain('en:wiki');
    await p.evaluate(() => ((window as { __spSamePage?: boolean }).__spSamePage = true));
    await p.getByRole('link', { name: 'Wiki', exact: true }).first().click();
    await p.waitForURL(/\/wiki/);
    await p.waitForFunction(() => document.title.startsWith('Wiki'));
    await p.waitForLoadState('networkidle');
    expect(await p.evaluate(() => (window as { __spSamePage?: boolean }).__spSamePage)).toBe(true);
    expect(strings).toContain('en:wiki');
    expect(await missingKeys(p)).toEqual([]);
    expect(await rawKeys(p)).toEqual([]);
    // Back to a page of areas already there: nothing more to load.
    const before = strings.length;
    await p.goBack();
    await p.waitForURL(/\/dashboard/);
    await p.waitForLoadState('networkidle');
    expect(strings.length).toBe(before);
    expect(await missingKeys(p)).toEqual([]);
    expect(await seriousViolations(p)).toEqual([]);
  }, 120_000);
});
