// Bytes of JS and CSS a first visit of each main page loads, from the Remix manifest of `npm run build`
// (build/client/assets/manifest-*.js) and what each chunk holds (build/bundle-graph.json).
//   node scripts/bundle-report.mjs          the main pages (the web bench's list)
//   node scripts/bundle-report.mjs --all    every route
//   node scripts/bundle-report.mjs --json   the same as JSON, with the packages of each page
//   node scripts/bundle-report.mjs --lang en    the first visit in English (vi by default)
// "first visit" is what the page's HTML preloads (entry, root, layouts, the route) and the strings of
// its language, which the client entry loads before hydration (decision 045): the common file and the
// area files of the page's routes (decision 054); "lazy" is what its code can import later (a grid, an
// export, other areas, the other language), counted apart: whether a page loads it on
// its first visit depends on what it shows (the task view's grid does).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { pageNamespaces, readGenerated } from './i18n-namespaces.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const client = path.join(root, 'build/client');

/** The main pages of issue 24's budget, by the route that draws them. */
export const MAIN_PAGES = {
  dashboard: 'routes/_app.dashboard._index',
  'task view': 'routes/_app.project.$projectId.task-view',
  'task dashboard': 'routes/_app.dashboard.task-dashboard',
  'my ticket': 'routes/_app.ticket.my-ticket',
  timeline: 'routes/_app.timeline',
  wiki: 'routes/_app.wiki',
  'profile income': 'routes/_app.profile.income',
};

export function readBuild() {
  const assets = path.join(client, 'assets');
  const manifestFile = existsSync(assets) && readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  const graphFile = path.join(root, 'build/bundle-graph.json');
  if (!manifestFile || !existsSync(graphFile)) throw new Error('no web build: run `npm run build` first');
  const text = readFileSync(path.join(assets, manifestFile), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  const { chunks } = JSON.parse(readFileSync(graphFile, 'utf8'));
  return { manifest, chunks };
}

const strip = (url) => url.replace(/^\//, '');

/**
 * The chunks of a language's strings a page loads: its common file (frontend/app/locales/catalogue.<lang>.ts)
 * and each area file the page's routes can draw (locales/<lang>/<area>.json, decision 054).
 */
export function stringChunks(chunks, lang, namespaces) {
  const modules = [`frontend/app/locales/catalogue.${lang}.ts`, ...namespaces.map((ns) => `frontend/app/locales/${lang}/${ns}.json`)];
  return modules.map((m) => {
    const file = Object.keys(chunks).find((f) => chunks[f].app.includes(m));
    if (!file) throw new Error(`no chunk holds ${m}`);
    return file;
  });
}

/** The strings a chunk holds: `common` (catalogue.<lang>.ts, <lang>.json) or the area, by language. */
export function stringsIn(chunks, file) {
  const found = [];
  for (const m of chunks[file]?.app ?? []) {
    const hit = /^frontend\/app\/locales\/(?:catalogue\.(vi|en)\.ts|(vi|en)\.json|(vi|en)\/(.+)\.json)$/.exec(m);
    if (hit) found.push(`${hit[1] ?? hit[2] ?? hit[3]}:${hit[4] ?? 'common'}`);
  }
  return [...new Set(found)].sort();
}

/** The files a page of `routeId` loads on its first visit in `lang`, and the ones its code can load later. */
export function pageFiles({ manifest, chunks }, routeId, lang = 'vi') {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`no route ${id} in the manifest`);
    chain.unshift(manifest.routes[id]);
  }
  const staticFiles = new Set();
  const addStatic = (file) => {
    if (staticFiles.has(file)) return;
    staticFiles.add(file);
    const c = chunks[file];
    if (!c) return;
    // A stylesheet imported as a URL (root's tailwind.css) is a link the page loads as well.
    [...c.imports, ...c.css, ...c.assets.filter((a) => a.endsWith('.css'))].forEach(addStatic);
  };
  [manifest.entry.module, ...manifest.entry.imports].map(strip).forEach(addStatic);
  for (const r of chain) [r.module, ...(r.imports ?? []), ...(r.css ?? [])].map(strip).forEach(addStatic);
  const namespaces = pageNamespaces(readGenerated(), chain.map((r) => r.id));
  stringChunks(chunks, lang, namespaces).forEach(addStatic);

  const lazyFiles = new Set();
  const addLazy = (file) => {
    if (staticFiles.has(file) || lazyFiles.has(file)) return;
    lazyFiles.add(file);
    const c = chunks[file];
    if (c) [...c.imports, ...c.dynamicImports, ...c.css].forEach(addLazy);
  };
  for (const file of staticFiles) chunks[file]?.dynamicImports.forEach(addLazy);
  return { staticFiles: [...staticFiles], lazyFiles: [...lazyFiles], namespaces };
}

const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const body = readFileSync(path.join(client, file));
    sizes.set(file, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return sizes.get(file);
}

function total(files, ext) {
  return files.filter((f) => f.endsWith(ext)).reduce((t, f) => {
    const s = size(f);
    return { raw: t.raw + s.raw, gzip: t.gzip + s.gzip };
  }, { raw: 0, gzip: 0 });
}

const packagesOf = (chunks, files) => [...new Set(files.flatMap((f) => chunks[f]?.packages ?? []))].sort();

/** Per page: JS and CSS bytes (raw and gzip) of the first visit and lazily reachable, and the packages of each. */
export function report(build, pages, lang = 'vi') {
  return Object.entries(pages).map(([name, routeId]) => {
    const { staticFiles, lazyFiles, namespaces } = pageFiles(build, routeId, lang);
    const js = total(staticFiles, '.js');
    const css = total(staticFiles, '.css');
    const lazy = total(lazyFiles, '.js');
    const lazyCss = total(lazyFiles, '.css');
    return {
      page: name, routeId, namespaces, js, css,
      firstVisit: { raw: js.raw + css.raw, gzip: js.gzip + css.gzip },
      lazy: { raw: lazy.raw + lazyCss.raw, gzip: lazy.gzip + lazyCss.gzip },
      staticPackages: packagesOf(build.chunks, staticFiles),
      lazyPackages: packagesOf(build.chunks, lazyFiles),
      staticFiles, lazyFiles,
    };
  });
}

const kb = (n) => `${(n / 1024).toFixed(1)}`.padStart(7);

function main() {
  const args = process.argv.slice(2);
  const build = readBuild();
  const pages = args.includes('--all')
    ? Object.fromEntries(Object.keys(build.manifest.routes).filter((id) => id !== 'root').sort().map((id) => [id.replace(/^routes\//, ''), id]))
    : MAIN_PAGES;
  const lang = args.includes('--lang') ? args[args.indexOf('--lang') + 1] : 'vi';
  const rows = report(build, pages, lang);
  if (args.includes('--json')) {
    console.log(JSON.stringify(rows, null, 1));
    return;
  }
  const width = Math.max(...rows.map((r) => r.page.length), 4);
  console.log(`${'page'.padEnd(width)}   JS raw  JS gzip  CSS raw CSS gzip  1st raw 1st gzip | lazy raw lazy gzip  (KB) | areas of ${lang} strings`);
  for (const r of rows) {
    console.log(`${r.page.padEnd(width)} ${kb(r.js.raw)}  ${kb(r.js.gzip)}  ${kb(r.css.raw)}  ${kb(r.css.gzip)}  ${kb(r.firstVisit.raw)}  ${kb(r.firstVisit.gzip)} | ${kb(r.lazy.raw)}  ${kb(r.lazy.gzip)}       | ${r.namespaces.join(' ')}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
