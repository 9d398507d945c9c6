// Which translation files (namespaces) each route's code can draw (decision 054). A namespace is one
// area file, frontend/app/locales/<lang>/<area>.json; the common file (locales/<lang>.json, with the
// domain's error texts) is on every page. A route's namespaces are those whose keys appear in the code it
// can run: its module and everything it imports, statically or on demand (a lazy grid, a dialog), through
// the app's own modules. A key appears as
//   - a string literal equal to a key ('tasks.menu.edit', or a plural's base 'tasks.count');
//   - a string literal with a dot that starts keys ('calendar.day-off' in `${kind.i18n}.title`);
//   - the literal head of a template (`reports.metric.${m}` starts 'reports.metric.').
// So a key chosen at run time from server data must still have its head written in the code.
//   node scripts/i18n-namespaces.mjs           writes frontend/app/locales/namespaces.ts
//   node scripts/i18n-namespaces.mjs --check   fails if that file is not current
//   node scripts/i18n-namespaces.mjs --json    the analysis (per route, the modules; per module, its areas;
//                                              the keys not found; whether the file is current)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = path.join(root, 'frontend/app');
const locales = path.join(app, 'locales');
export const OUT = path.join(locales, 'namespaces.ts');

const rel = (file) => path.relative(root, file).replace(/\\/g, '/');
const baseKey = (key) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** Every key of the vi catalogue (en names the same ones: i18n.spec.ts), with the file that holds it. */
export function readCatalogue() {
  const owner = new Map();
  const common = JSON.parse(readFileSync(path.join(locales, 'vi.json'), 'utf8'));
  for (const key of Object.keys(common)) owner.set(baseKey(key), 'common');
  // The domain's error codes are keys of the common file too (lib/i18n.ts adds them).
  const errors = readFileSync(path.join(root, 'libs/domain/src/errors.ts'), 'utf8');
  for (const m of errors.matchAll(/^\s*'([^']+)':\s*e\(/gm)) owner.set(m[1], 'common');
  const namespaces = readdirSync(path.join(locales, 'vi')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
  for (const ns of namespaces) {
    for (const key of Object.keys(JSON.parse(readFileSync(path.join(locales, 'vi', `${ns}.json`), 'utf8')))) owner.set(baseKey(key), ns);
  }
  return { owner, namespaces };
}

function resolveImport(from, spec) {
  let base;
  if (spec.startsWith('~/')) base = path.join(app, spec.slice(2));
  else if (spec.startsWith('./') || spec.startsWith('../')) base = path.resolve(path.dirname(from), spec);
  else return null; // a package (the domain's keys are checked apart: domainKeys below)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** A module's app imports, the key heads its strings hold, and the literal keys it passes to t(). */
export function scanModule(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const imports = new Set();
  const literals = new Set();
  const heads = new Set();
  const calls = [];
  const addImport = (spec) => {
    const target = resolveImport(file, spec);
    if (target) imports.add(target);
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      // `import type`: no code comes along.
      if (!node.importClause?.isTypeOnly) addImport(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && !node.isTypeOnly) addImport(node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) addImport(arg.text);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) calls.push(arg.text);
    }
    if (ts.isStringLiteralLike(node)) literals.add(node.text);
    else if (ts.isTemplateExpression(node)) heads.add(node.head.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports: [...imports], literals: [...literals], heads: [...heads], calls };
}

/** The namespaces the strings of a module name, given every key's owner. */
function namespacesOf(scan, owner, keysByPrefix) {
  const found = new Set();
  for (const s of scan.literals) {
    if (owner.has(s)) found.add(owner.get(s));
    else if (s.includes('.')) keysByPrefix(`${s}.`).forEach((ns) => found.add(ns));
  }
  for (const h of scan.heads) if (h.includes('.') && h.length >= 3) keysByPrefix(h).forEach((ns) => found.add(ns));
  return found;
}

/** The analysis: per route id, its namespaces (not the common one) and the modules it reaches. */
export function analyse() {
  const { owner, namespaces } = readCatalogue();
  const keys = [...owner.keys()].sort();
  const prefixCache = new Map();
  const keysByPrefix = (prefix) => {
    if (!prefixCache.has(prefix)) prefixCache.set(prefix, new Set(keys.filter((k) => k.startsWith(prefix)).map((k) => owner.get(k))));
    return prefixCache.get(prefix);
  };
  const scans = new Map();
  const scan = (file) => {
    if (!scans.has(file)) scans.set(file, scanModule(file));
    return scans.get(file);
  };
  /** Every app module `file` can run, itself included (the string tables in locales/ are not code). */
  const reach = (file) => {
    const seen = new Set();
    const stack = [file];
    while (stack.length) {
      const f = stack.pop();
      if (seen.has(f) || f.startsWith(`${locales}${path.sep}`)) continue;
      seen.add(f);
      stack.push(...scan(f).imports);
    }
    return [...seen];
  };

  const routeFiles = [
    ['root', path.join(app, 'root.tsx')],
    ...readdirSync(path.join(app, 'routes'))
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => [`routes/${f.replace(/\.tsx?$/, '')}`, path.join(app, 'routes', f)]),
  ].sort(([a], [b]) => (a < b ? -1 : 1));

  const routes = {};
  const unknownKeys = new Set();
  for (const [id, file] of routeFiles) {
    const modules = reach(file);
    const ns = new Set();
    for (const m of modules) {
      const s = scan(m);
      namespacesOf(s, owner, keysByPrefix).forEach((n) => ns.add(n));
      for (const key of s.calls) if (key.includes('.') && !owner.has(key)) unknownKeys.add(`${rel(m)}: ${key}`);
    }
    ns.delete('common');
    routes[id] = { namespaces: [...ns].sort(), modules: modules.map(rel).sort() };
  }
  // Per module, the areas its own strings name (the spec checks the globally mounted ones against every page).
  const modules = {};
  for (const [file, s] of [...scans].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const ns = namespacesOf(s, owner, keysByPrefix);
    ns.delete('common');
    modules[rel(file)] = [...ns].sort();
  }
  return { namespaces, routes, modules, unknownKeys: [...unknownKeys].sort(), domain: domainNamespaces(owner, keysByPrefix) };
}

/**
 * The domain library is imported by most modules, so its strings are read apart: a key of an area there
 * would have to be on every page. It holds none today (the error texts are the common file's).
 */
function domainNamespaces(owner, keysByPrefix) {
  const dir = path.join(root, 'libs/domain/src');
  const found = new Set();
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name);
      if (e.isDirectory()) walk(f);
      else if (/\.ts$/.test(e.name) && !e.name.endsWith('.spec.ts')) namespacesOf(scanModule(f), owner, keysByPrefix).forEach((n) => found.add(n));
    }
  };
  walk(dir);
  found.delete('common');
  return [...found].sort();
}

/** The generated module: route id -> namespaces, read by lib/i18n.ts on the server and in the browser. */
export function render({ namespaces, routes, domain }) {
  const always = domain;
  const lines = Object.entries(routes).map(([id, r]) => {
    const ns = r.namespaces.filter((n) => !always.includes(n));
    return `  ${JSON.stringify(id)}: ${JSON.stringify(ns).replace(/,/g, ', ')},`;
  });
  return `// Generated by scripts/i18n-namespaces.mjs from the app's code (decision 054): do not edit. \`npm run
// build:web\` writes it again; frontend/app/lib/i18n-namespaces.spec.ts fails when it is not current.
// Per route id, the translation files (locales/<lang>/<area>.json) its code can draw; the common file
// (locales/<lang>.json) is on every page.

/** Every area file. */
export const NAMESPACES = ${JSON.stringify(namespaces).replace(/,/g, ', ')} as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The areas every page needs (strings of the domain library, which every page imports). */
export const ALWAYS: readonly Namespace[] = ${JSON.stringify(always)};

export const ROUTE_NAMESPACES: Record<string, readonly Namespace[]> = {
${lines.join('\n')}
};
`;
}

/** The generated module read back (what the app loads): ALWAYS and ROUTE_NAMESPACES. */
export function readGenerated(file = OUT) {
  const text = readFileSync(file, 'utf8');
  const always = JSON.parse(/ALWAYS: readonly Namespace\[\] = (\[.*\]);/.exec(text)[1]);
  const routes = {};
  for (const m of text.matchAll(/^ {2}("[^"]+"): (\[.*\]),$/gm)) routes[JSON.parse(m[1])] = JSON.parse(m[2]);
  return { always, routes };
}

/** The area files a page of the matched routes `routeIds` loads, as lib/i18n.ts namespacesOf says. */
export function pageNamespaces({ always, routes }, routeIds) {
  return [...new Set([...always, ...routeIds.flatMap((id) => routes[id] ?? [])])].sort();
}

function main() {
  const args = process.argv.slice(2);
  const result = analyse();
  const text = render(result);
  if (args.includes('--json')) {
    // `current`: whether the written file is what the code asks for (the spec reads both from one run).
    console.log(JSON.stringify({ ...result, current: existsSync(OUT) && readFileSync(OUT, 'utf8') === text }, null, 1));
    return;
  }
  if (args.includes('--check')) {
    if (!existsSync(OUT) || readFileSync(OUT, 'utf8') !== text) {
      console.error(`${rel(OUT)} is not current: run node scripts/i18n-namespaces.mjs`);
      process.exit(1);
    }
    return;
  }
  if (!existsSync(OUT) || readFileSync(OUT, 'utf8') !== text) writeFileSync(OUT, text);
  if (result.unknownKeys.length) console.warn(`keys passed to t() that no file holds:\n  ${result.unknownKeys.join('\n  ')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

