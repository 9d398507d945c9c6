// `npm run restore`: see backend/src/cli/restore.ts.
import { runCli } from './run-cli.mjs';

await runCli('restore', 'restoreCli');
