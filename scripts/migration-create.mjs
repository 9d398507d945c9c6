// `npm run migration:create -- Name`: diffs the entities against the committed migrations on a
// scratch database and writes the difference as a new migration in backend/src/migrations.
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from './embedded-db.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const name = process.argv[2];
if (!/^[A-Z][A-Za-z0-9]+$/.test(name ?? '')) throw new Error('usage: npm run migration:create -- PascalCaseName');
execSync('npm run build:server', { stdio: 'inherit' });

const require = createRequire(import.meta.url);
require('reflect-metadata');
require(path.join(root, 'dist/backend/src/register-paths'));
const { MikroORM } = require('@mikro-orm/postgresql');
const { ormConfig } = require(path.join(root, 'dist/ormconfig.js'));

const db = await startEmbeddedPostgres({ dir: '.cache/migration-pg', database: 'scratch', persistent: false });
try {
  const orm = await MikroORM.init(ormConfig(db.url));
  await orm.migrator.up();
  const sql = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
  await orm.close();
  const statements = sql.split(/;\s*\n/).map((s) => s.trim().replace(/;$/, '')).filter(Boolean);
  if (!statements.length) {
    console.log('The schema matches the entities: no migration needed.');
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const cls = `Migration${stamp}${name}`;
    const body = statements.map((s) => `    this.addSql(\`${s.replace(/`/g, '\\`')}\`);`).join('\n');
    writeFileSync(path.join(root, 'backend/src/migrations', `${cls}.ts`),
      `import { Migration } from '@mikro-orm/migrations';\n\nexport class ${cls} extends Migration {\n  override async up(): Promise<void> {\n${body}\n  }\n}\n`);
    const indexPath = path.join(root, 'backend/src/migrations/index.ts');
    let index = readFileSync(indexPath, 'utf8');
    index = `import { ${cls} } from './${cls}';\n` + index.replace(/\];\s*$/, `  { name: '${cls}', class: ${cls} },\n];\n`);
    writeFileSync(indexPath, index);
    console.log(`Wrote backend/src/migrations/${cls}.ts (${statements.length} statements).`);
  }
} finally {
  await db.stop();
}
process.exit(0);
