// Issue 24 item 2: what each page preloads, read from the production build the browser suite runs on
// (the Remix manifest and build/bundle-graph.json, through scripts/bundle-report.mjs, for a first visit
// in Vietnamese). exceljs loads only when an export or import is clicked, Handsontable only when a grid
// mounts, the chart library only on chart pages, and one language's strings only (decision 045). No
// browser is needed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

type Page = { routeId: string; staticFiles: string[]; lazyFiles: string[]; staticPackages: string[]; lazyPackages: string[] };
type Graph = { chunks: Record<string, { app: string[] }> };

const pages: Page[] = JSON.parse(execFileSync(process.execPath, ['scripts/bundle-report.mjs', '--all', '--json'], { encoding: 'utf8', maxBuffer: 64 << 20 }));
const graph: Graph = JSON.parse(readFileSync('build/bundle-graph.json', 'utf8'));
const page = (routeId: string) => pages.find((p) => p.routeId === routeId)!;

/** The pages that draw charts (recharts, through tremor's chart components). */
const CHART_ROUTES = ['routes/_app.dashboard.project-report-dashboard'];
const HEAVY = ['exceljs', 'handsontable', '@handsontable/react-wrapper'];

/** The languages whose strings a file holds (locales/<lang>.json or locales/<lang>/<area>.json). */
const languagesIn = (file: string) =>
  [...new Set((graph.chunks[file]?.app ?? []).map((m) => /^frontend\/app\/locales\/(vi|en)[./]/.exec(m)?.[1]).filter(Boolean))];

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

  it('loads one language on a first visit, as one chunk of its own, and the other only on demand', () => {
    const wrong = pages
      .map((p) => ({ id: p.routeId, first: p.staticFiles.map(languagesIn).filter((l) => l.length), later: p.lazyFiles.map(languagesIn).filter((l) => l.length) }))
      .filter(({ first, later }) => JSON.stringify(first) !== '[["vi"]]' || JSON.stringify(later) !== '[["en"]]');
    expect(wrong).toEqual([]);
  });
});
