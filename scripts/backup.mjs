// `npm run backup`: see backend/src/cli/backup.ts.
import { runCli } from './run-cli.mjs';

await runCli('backup', 'backupCli');
