// `npm run test:browser`: the browser tests, ending with a plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, rmSync } from 'node:fs';

mkdirSync('.cache', { recursive: true });
const out = '.cache/jest-browser.json';
// A run that never started must not report the last run's numbers.
rmSync(out, { force: true });
// One app per jest worker (test/browser/setup/global-setup.mjs). One by default: on 2 cores two workers
// made each test about 1.7 times slower (chromium and the app are CPU-bound), so the long ticket flows
// ran past their 60 s for a gain of about 15 %; `BROWSER_WORKERS=2` on a machine with more cores.
const workers = process.env.BROWSER_WORKERS ?? '1';
const res = spawnSync('npx', ['jest', '-c', 'jest.browser.config.js', `--maxWorkers=${workers}`, '--json', `--outputFile=${out}`, ...process.argv.slice(2)], { stdio: 'inherit' });
try {
  const r = JSON.parse(readFileSync(out, 'utf8'));
  console.log(`browser: ${r.numPassedTests} passed, ${r.numFailedTests + r.numRuntimeErrorTestSuites} failed`);
} catch { /* jest printed why */ }
process.exit(res.status ?? 1);
