// Runs one of the built CLIs (dist/backend/src/cli/<name>.js) on DATABASE_URL, or on the app's embedded
// database; shared by `npm run backup` and `npm run restore`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { ensureBuilt } from './build-if-needed.mjs';
import { resolveAppDatabase } from './embedded-db.mjs';

export async function runCli(name, exportName) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // npm runs scripts from the package root; paths the operator typed are relative to where they typed them.
  const cwd = process.env.INIT_CWD || process.cwd();
  process.chdir(root);
  ensureBuilt({ web: false });
  const db = await resolveAppDatabase();
  process.env.DATABASE_URL = db.url;
  let code = 1;
  try {
    const cli = createRequire(import.meta.url)(path.join(root, `dist/backend/src/cli/${name}.js`));
    code = await cli[exportName](process.argv.slice(2), cwd);
  } finally {
    await db.stop();
  }
  process.exit(code);
}
