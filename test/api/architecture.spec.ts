// Layering rules of docs/decisions/010-data-access.md, read from the source: they fail the build
// the day a service issues SQL or code reaches past the transaction context.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const MODULES = path.join(ROOT, 'backend/src/modules');

function files(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full, keep);
    return keep(full) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(ROOT, file);
const sourceOf = (file: string) => readFileSync(file, 'utf8');
/** A string literal that starts like a statement: select, insert into, update ... set, delete from, with. */
const SQL_LITERAL = /[`'"]\s*(select\s|insert\s+into\s|update\s+\w+\s+set\s|delete\s+from\s|with\s+(recursive\s+)?\w+\s+as\s*\()/i;
/** Issuing a statement: only repositories talk to the database. */
const DB_CALL = /\b(db|sql)\.(query|many|one|exec|prepared)\s*(<[^>]*>)?\(/;

describe('architecture: data access', () => {
  const modules = files(MODULES, (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));
  const services = modules.filter((f) => f.endsWith('.service.ts'));

  it('finds the module sources', () => {
    expect(services.length).toBeGreaterThan(20);
  });

  it('no service file contains SQL or issues a statement: SQL lives in <module>.repository.ts', () => {
    const offenders = services.filter((f) => SQL_LITERAL.test(sourceOf(f)) || DB_CALL.test(sourceOf(f))).map(rel);
    expect(offenders).toEqual([]);
  });

  it('only repositories issue statements', () => {
    const offenders = modules
      .filter((f) => !f.endsWith('.repository.ts'))
      .filter((f) => DB_CALL.test(sourceOf(f)) || SQL_LITERAL.test(sourceOf(f)))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it('nothing outside backend/src/database reaches a connection past the transaction context', () => {
    const backend = files(path.join(ROOT, 'backend/src'), (f) => f.endsWith('.ts') && !f.includes(`${path.sep}database${path.sep}`));
    const offenders = backend
      .filter((f) => /\bPoolClient\b|\.pool\b|\.transaction\(|from '@mikro-orm\/(core|postgresql|knex)'/.test(sourceOf(f)))
      .filter((f) => !f.includes(`${path.sep}entities${path.sep}`) && !f.includes(`${path.sep}migrations${path.sep}`))
      .map(rel);
    expect(offenders).toEqual([]);
  });
});

/** Each table's owner: the module whose `entities/` folder declares it (`tableName: '...'`). */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of files(MODULES, (f) => f.includes(`${path.sep}entities${path.sep}`) && f.endsWith('.ts'))) {
    const module = path.relative(MODULES, file).split(path.sep)[0];
    for (const [, table] of sourceOf(file).matchAll(/tableName:\s*'(\w+)'/g)) {
      if (owners.has(table)) throw new Error(`${table} is declared by ${owners.get(table)} and ${module}`);
      owners.set(table, module);
    }
  }
  return owners;
}

/** Tables a source writes by name: insert into X, update X, delete from X (comments left out). */
function writtenTables(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return [...code.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi)].map((m) => m[1].toLowerCase());
}

describe('architecture: one owner per table (docs/decisions/039-sql-fragments-and-table-owners.md)', () => {
  const owners = tableOwners();
  const repositories = files(MODULES, (f) => f.endsWith('.repository.ts'));
  const writes = repositories.flatMap((file) => {
    const module = path.relative(MODULES, file).split(path.sep)[0];
    return writtenTables(sourceOf(file)).filter((t) => owners.has(t)).map((table) => ({ file: rel(file), module, table }));
  });

  it('reads the owners from the entities and the writes from the repositories', () => {
    expect(owners.get('employee')).toBe('hr');
    expect(owners.get('ticket_response')).toBe('tickets');
    expect(owners.size).toBeGreaterThan(50);
    expect(writes.length).toBeGreaterThan(80);
    expect(writtenTables('const a = `update employee e set x = 1`; // delete from task')).toEqual(['employee']);
  });

  it("a repository writes only its own module's tables: another module's table is written through its owner", () => {
    const offenders = writes.filter((w) => owners.get(w.table) !== w.module).map((w) => `${w.file} writes ${w.table} (owner: ${owners.get(w.table)})`);
    expect([...new Set(offenders)]).toEqual([]);
  });
});

/**
 * Request input taken without a class or a pipe to check it (decision 040): `@Body()`, `@Query()` or
 * `@Param()` whose parameter type is missing, `unknown`, `any`, `object`, `string`, `Record<...>`,
 * `Object` or a literal type (the global ValidationPipe skips all of those, so the handler would
 * get the raw input); `@Body('field')` and `@Query('name')` (one field, unchecked: the query is a
 * DTO); `@Param('name')` without a pipe (`@Param('id', SomePipe)`, or `@IdParam()` / `@KeyParam()`).
 */
function untypedInputs(source: string, file: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const loose = (type: ts.TypeNode | undefined): boolean => {
    if (!type) return true;
    if ([ts.SyntaxKind.UnknownKeyword, ts.SyntaxKind.AnyKeyword, ts.SyntaxKind.ObjectKeyword, ts.SyntaxKind.StringKeyword].includes(type.kind)) return true;
    if (ts.isTypeLiteralNode(type)) return true;
    if (ts.isUnionTypeNode(type)) return type.types.some((t) => t.kind !== ts.SyntaxKind.UndefinedKeyword && loose(t));
    return ts.isTypeReferenceNode(type) && ['Record', 'Object', 'Partial'].includes(type.typeName.getText(sf));
  };
  const visit = (node: ts.Node): void => {
    if (ts.isParameter(node)) {
      for (const d of ts.getDecorators(node) ?? []) {
        if (!ts.isCallExpression(d.expression)) continue;
        const name = d.expression.expression.getText(sf);
        const [first] = d.expression.arguments;
        const named = !!first && ts.isStringLiteralLike(first);
        const piped = d.expression.arguments.length > 1;
        const refused = (name === 'Body' && (named || loose(node.type)))
          || (name === 'Query' && (named || loose(node.type)))
          || (name === 'Param' && (named ? !piped : loose(node.type)));
        if (refused) found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1} ${node.getText(sf)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('architecture: typed request input', () => {
  const controllers = files(path.join(ROOT, 'backend/src'), (f) => f.endsWith('.controller.ts'));

  it('finds the controllers', () => {
    expect(controllers.length).toBeGreaterThan(25);
  });

  it('every @Body(), @Query() and @Param() is a class the ValidationPipe checks (a DTO), or a path parameter a pipe checks', () => {
    expect(controllers.flatMap((f) => untypedInputs(sourceOf(f), rel(f)))).toEqual([]);
  });

  it('the check itself refuses each untyped form and lets a DTO through', () => {
    const handler = (param: string) => `class C { @Post() h(${param}) {} }`;
    for (const param of [
      '@Body() body: Record<string, unknown>', '@Body() body: unknown', '@Body() body: any', '@Body() body: object', '@Body() body',
      '@Body() body: string', "@Body('name') name: string", '@Body() body: { a: number }', '@Query() q: Record<string, string>',
      '@Query() q?: unknown', '@Body() body: Partial<Dto> | undefined', "@Query('year') year?: string", "@Query('ids') ids: number[]",
      "@Param('id') id: string", "@Param('id') id: number", '@Param() params: Record<string, string>', '@Param() params',
    ]) expect({ param, found: untypedInputs(handler(param), 'x.ts').length }).toEqual({ param, found: 1 });
    for (const param of [
      '@Body() body: CreateDto', '@Query() q: ListQueryDto', '@TextBody() text: string', "@Param('id', new GroupIdPipe()) id: number",
      "@Param('id', ParseUUIDPipe) id: string", '@Param() params: PathDto', '@IdParam() id: number', "@KeyParam('fileId') fileId: string",
    ]) {
      expect({ param, found: untypedInputs(handler(param), 'x.ts').length }).toEqual({ param, found: 0 });
    }
  });
});

/** Calls by a string path (api(), apiData(), context.api()) in a frontend source: each as "line: text". */
function untypedCalls(source: string): string[] {
  const out: string[] = [];
  source.split('\n').forEach((line, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
    if (/(^|[^\w.])(api|apiData|context\s*\.\s*api)\s*(<[^>]*>)?\(/.test(line)) out.push(`${i + 1}: ${line.trim()}`);
  });
  return out;
}

// Every screen calls through the table; a file may be listed here only while a change converts it.
const UNTYPED_CALLS_ALLOWED: RegExp[] = [
];

describe('architecture: frontend calls through the endpoint table (docs/decisions/042-endpoint-table.md)', () => {
  const sources = files(path.join(ROOT, 'frontend/app'), (f) => /\.tsx?$/.test(f) && !/\.spec\.tsx?$/.test(f))
    // lib/ holds the calling machinery itself (api.client.ts, use-api-query.ts, the load context).
    .filter((f) => !rel(f).startsWith('frontend/app/lib/'));

  it('finds the frontend sources', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('no screen calls api(), apiData() or context.api() with a path: it calls call()/loadData() with an entry of `endpoints`', () => {
    const found = sources.filter((f) => !UNTYPED_CALLS_ALLOWED.some((allowed) => allowed.test(rel(f))))
      .flatMap((f) => untypedCalls(sourceOf(f)).map((c) => `${rel(f)}:${c}`));
    expect(found).toEqual([]);
  });

  it('the check itself finds each form of a call by path and lets the typed calls through', () => {
    expect(untypedCalls([
      "const a = await api('GET', '/api/x');",
      "const b = await api<{ id: number }>('GET', `/api/x/${id}`);",
      "const c = await apiData<Row>(context, 'GET', '/api/x');",
      "const d = await context.api<Row>('GET', '/api/x');",
      "const e = await call(endpoints.projects.get, { params: { id } });",
      "const f = await loadData(context, endpoints.projects.list);",
      '// api() answers status 0',
    ].join('\n'))).toEqual([
      "1: const a = await api('GET', '/api/x');",
      "2: const b = await api<{ id: number }>('GET', `/api/x/${id}`);",
      "3: const c = await apiData<Row>(context, 'GET', '/api/x');",
      "4: const d = await context.api<Row>('GET', '/api/x');",
    ]);
  });
});
