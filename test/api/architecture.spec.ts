// Layering rules of docs/decisions/010-data-access.md, read from the source: they fail the build
// the day a service issues SQL or code reaches past the transaction context.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

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
