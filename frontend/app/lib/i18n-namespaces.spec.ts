// A page holds the common strings and the area files its routes can draw, nothing more (decision 054):
// frontend/app/locales/namespaces.ts says which, generated from the code by scripts/i18n-namespaces.mjs.
// A route whose code names a key of an area the file does not list would show that key raw.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { flatRoutes } from '@remix-run/dev/dist/config/flat-routes';

import { ALWAYS, ROUTE_NAMESPACES } from '~/locales/namespaces';

const root = path.resolve(__dirname, '../../..');
const run = (...args: string[]) => execFileSync(process.execPath, ['scripts/i18n-namespaces.mjs', ...args], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });

type Analysis = {
  namespaces: string[];
  routes: Record<string, { namespaces: string[]; modules: string[] }>;
  modules: Record<string, string[]>;
  unknownKeys: string[];
  domain: string[];
  current: boolean;
};

describe('namespaces of each route', () => {
  const analysis: Analysis = JSON.parse(run('--json'));

  it('locales/namespaces.ts is what the code asks for (node scripts/i18n-namespaces.mjs writes it)', () => {
    expect(analysis.current).toBe(true);
  });

  it('every key the code passes to t() as it is written is in the catalogue', () => {
    expect(analysis.unknownKeys).toEqual([]);
  });

  it('follows a route into its components, and the shell into the bell and the palette', () => {
    // The analysis reads real imports: the task view reaches its grid (lazy) and the bell is the shell's.
    expect(analysis.routes['routes/_app.project.$projectId.task-view'].modules).toContain('frontend/app/components/tasks/grid/task-columns.ts');
    expect(analysis.routes['routes/_app'].namespaces).toEqual(['notifications', 'palette']);
    expect(analysis.routes['routes/_app.wiki'].namespaces).toEqual(['wiki']);
    // The domain library (imported everywhere) names no area's keys: they would be on every page.
    expect(analysis.domain).toEqual([]);
  });

  it('lists each area file at least once', () => {
    const used = new Set(Object.values(analysis.routes).flatMap((r) => r.namespaces));
    expect(analysis.namespaces.filter((ns) => !used.has(ns))).toEqual([]);
  });
});

describe('strings of the globally mounted components', () => {
  const analysis: Analysis = JSON.parse(run('--json'));
  // The app's route tree as Remix builds it (flat routes): each route's parents, as useMatches() lists them.
  const tree = flatRoutes(path.join(root, 'frontend/app'));
  const matchesOf = (id: string): string[] => {
    const ids: string[] = [];
    for (let r: (typeof tree)[string] | undefined = tree[id]; r; r = r.parentId ? tree[r.parentId] : undefined) ids.unshift(r.id);
    return ['root', ...ids];
  };
  // Mounted on every page: root (the layout, the toaster, the error page); on every page under it,
  // routes/_app (the app shell: top bar, sidebar, notification bell, command palette, shortcut sheet).
  const GLOBAL = ['root', 'routes/_app'];

  /** Per page, each area a globally mounted module of it names that the page does not load (as lib/i18n.ts namespacesOf). */
  function missingGlobalAreas(routeNamespaces: Record<string, readonly string[]>): string[] {
    const missing: string[] = [];
    for (const id of Object.keys(tree)) {
      const matches = matchesOf(id);
      const loaded = new Set([...ALWAYS, ...matches.flatMap((m) => routeNamespaces[m] ?? [])]);
      for (const global of GLOBAL.filter((g) => matches.includes(g))) {
        for (const m of analysis.routes[global].modules) {
          for (const ns of analysis.modules[m] ?? []) if (!loaded.has(ns as never)) missing.push(`${id}: ${m} names ${ns}`);
        }
      }
    }
    return missing;
  }

  it('every route of the tree has its areas listed (a route left out would load none)', () => {
    expect(Object.keys(tree).filter((id) => !(id in ROUTE_NAMESPACES))).toEqual([]);
  });

  it('the analysis reaches the shell, the bell, the palette and the shortcut sheet from routes/_app', () => {
    const shell = analysis.routes['routes/_app'].modules;
    for (const m of ['app-shell.tsx', 'top-bar.tsx', 'sidebar.tsx', 'notification-bell.tsx', 'command-palette/index.tsx', 'command-palette/command-palette.tsx', 'command-palette/shortcuts-sheet.tsx']) {
      expect(shell).toContain(`frontend/app/components/${m}`);
    }
    expect(analysis.routes.root.modules).toContain('frontend/app/components/error-view.tsx');
  });

  it('every page loads the areas of the globally mounted components it holds', () => {
    expect(missingGlobalAreas(ROUTE_NAMESPACES)).toEqual([]);
    // The check bites: without 'palette' on routes/_app, every page under it misses the palette's strings.
    const withoutPalette = { ...ROUTE_NAMESPACES, 'routes/_app': ROUTE_NAMESPACES['routes/_app'].filter((ns) => ns !== 'palette') };
    expect(missingGlobalAreas(withoutPalette)).toContain('routes/_app.wiki: frontend/app/components/command-palette/shortcuts-sheet.tsx names palette');
  });
});
