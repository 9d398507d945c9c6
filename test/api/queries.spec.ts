// Every repository's SQL as text in backend/src/queries/<module>.sql, so that a review sees a
// statement change, also one made through a shared fragment (docs/decisions/039). The statements
// are read from the source, not run: a string or template literal that starts like a statement;
// `${...}` parts are filled in where they are a same-file constant or a backend/src/database/sql.ts
// fragment called with string literals, and kept as written otherwise. A same-file constant of three
// lines or more stays `${NAME}` in the statements and is written once above them (`-- fragment NAME`),
// as the source has it: its change shows once in review, and the file does not repeat itself.
// UPDATE_QUERIES=1 npx jest test/api/queries.spec.ts writes the files; without it they must match.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as fragments from '../../backend/src/database/sql';

const ROOT = path.resolve(__dirname, '../..');
const MODULES = path.join(ROOT, 'backend/src/modules');
const QUERIES = path.join(ROOT, 'backend/src/queries');
const STATEMENT = /^\s*(select\s|insert\s+into\s|update\s+\S+\s|delete\s+from\s|with\s|copy\s|truncate\s)/i;

function repositories(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return repositories(full);
    return name.endsWith('.repository.ts') ? [full] : [];
  });
}

const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/** The statements of one repository file, each named by where it stands. */
const FRAGMENT_LINES = 3;

function statementsOf(file: string): { name: string; sql: string; fragment: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const constants = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name) && d.initializer) constants.set(d.name.text, d.initializer);
  }
  const fragment = fragments as unknown as Record<string, (...args: string[]) => string>;
  const used = new Map<string, string>();

  const render = (node: ts.Expression, depth = 0): string | undefined => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) {
      return node.head.text + node.templateSpans.map((span) => (render(span.expression, depth + 1) ?? `\${${span.expression.getText()}}`) + span.literal.text).join('');
    }
    if (depth > 10) return undefined;
    if (ts.isIdentifier(node) && constants.has(node.text)) {
      const value = constants.get(node.text)!;
      const text = isText(value) ? render(value, depth + 1) : undefined;
      if (text === undefined || text.split('\n').length < FRAGMENT_LINES) return text;
      used.set(node.text, text);
      return `\${${node.text}}`;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && typeof fragment[node.expression.text] === 'function'
      && node.arguments.every((a) => ts.isStringLiteral(a))) {
      return fragment[node.expression.text](...node.arguments.map((a) => (a as ts.StringLiteral).text));
    }
    return undefined;
  };

  const nameOf = (node: ts.Node): string => {
    const parts: string[] = [];
    for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
      // A method's local variables are left out of the name; a file's constants are named.
      const named = ts.isVariableDeclaration(n) ? ts.isSourceFile(n.parent.parent.parent) : ts.isMethodDeclaration(n) || ts.isPropertyAssignment(n)
        || ts.isFunctionDeclaration(n) || ts.isClassDeclaration(n) || ts.isPropertyDeclaration(n);
      const name = named ? (n as ts.NamedDeclaration).name : undefined;
      if (name && !ts.isComputedPropertyName(name)) parts.unshift(name.getText());
    }
    return parts.join('.') || '(file)';
  };

  const found: { name: string; sql: string }[] = [];
  const visit = (node: ts.Node) => {
    if (isText(node) && !(node.parent && ts.isTemplateSpan(node.parent))) {
      const sql = render(node);
      if (sql !== undefined && STATEMENT.test(sql)) {
        found.push({ name: nameOf(node), sql });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const tidy = (sql: string) => sql.split('\n').map((l) => l.trimEnd()).join('\n').trim();
  // The fragments first, by name, each once; then the statements in source order.
  const shared = [...used].sort(([a], [b]) => a.localeCompare(b)).map(([name, sql]) => ({ name: `fragment ${name}`, sql: tidy(sql), fragment: true }));
  return [...shared, ...found.map((f) => ({ ...f, sql: tidy(f.sql), fragment: false }))];
}

/** One file per module: its repositories' statements in source order. */
function rendered(): Map<string, string> {
  const byModule = new Map<string, string[]>();
  for (const file of repositories(MODULES).sort()) {
    const module = path.relative(MODULES, file).split(path.sep)[0];
    const where = path.relative(MODULES, file).split(path.sep).join('/');
    const lines = byModule.get(module) ?? [];
    for (const s of statementsOf(file)) lines.push(`-- ${s.name} (${where})\n${s.sql}${s.fragment ? '' : ';'}\n`);
    byModule.set(module, lines);
  }
  const header = '-- Rendered from the repositories by test/api/queries.spec.ts: do not edit; UPDATE_QUERIES=1 to write.\n\n';
  return new Map([...byModule].filter(([, lines]) => lines.length).map(([m, lines]) => [`${m}.sql`, header + lines.join('\n')]));
}

describe('queries: every repository statement as text in backend/src/queries', () => {
  const files = rendered();

  if (process.env.UPDATE_QUERIES) {
    mkdirSync(QUERIES, { recursive: true });
    for (const [name, text] of files) writeFileSync(path.join(QUERIES, name), text);
  }

  it('renders the statements of the repositories, shared fragments filled in', () => {
    expect(files.size).toBeGreaterThan(20);
    const hr = files.get('hr.sql')!;
    expect(hr).toContain(`trim(last_name || ' ' || first_name) as name`);
    expect(hr).toContain('-- EmployeesRepository.spendLeave (hr/employees.repository.ts)\nupdate employee set permitted_day_left');
  });

  it.each([...files.keys()])('backend/src/queries/%s is up to date (UPDATE_QUERIES=1 to write it)', (name) => {
    const file = path.join(QUERIES, name);
    expect(existsSync(file) ? readFileSync(file, 'utf8') : '(missing)').toBe(files.get(name));
  });

  it('keeps no file of a module without statements', () => {
    expect(readdirSync(QUERIES).filter((f) => !files.has(f))).toEqual([]);
  });
});
