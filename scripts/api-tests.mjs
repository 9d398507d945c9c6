// `npm test`: unit and API tests, ending with a plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, rmSync } from 'node:fs';

mkdirSync('.cache', { recursive: true });
const out = '.cache/jest-api.json';
// A run that never started must not report the last run's numbers.
rmSync(out, { force: true });
// Two jest workers by default (API_TEST_WORKERS=1 for one): each suite has its own database cloned
// from one template (test/support/app.ts), so suites of two workers never share rows.
const workers = process.env.API_TEST_WORKERS ?? '2';
const res = spawnSync('npx', ['jest', `--maxWorkers=${workers}`, '--json', `--outputFile=${out}`, ...process.argv.slice(2)], { stdio: 'inherit' });
try {
  const r = JSON.parse(readFileSync(out, 'utf8'));
  console.log(`api: ${r.numPassedTests} passed, ${r.numFailedTests + r.numRuntimeErrorTestSuites} failed`);
} catch { /* jest printed why */ }
process.exit(res.status ?? 1);
