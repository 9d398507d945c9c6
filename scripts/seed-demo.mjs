// `npm run seed:demo`: loads the demo studio into DATABASE_URL, or into the app's embedded database.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { ensureBuilt } from './build-if-needed.mjs';
import { resolveAppDatabase } from './embedded-db.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
ensureBuilt({ web: false });
const db = await resolveAppDatabase();
process.env.DATABASE_URL = db.url;
try {
  const { seedDemo } = createRequire(import.meta.url)(path.join(root, 'dist/backend/src/cli/seed-demo.js'));
  await seedDemo();
} finally {
  await db.stop();
}
process.exit(0);
