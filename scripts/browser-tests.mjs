// `npm run test:browser`: the browser tests, ending with a plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, rmSync } from 'node:fs';

mkdirSync('.cache', { recursive: true });
const out = '.cache/jest-browser.json';
// A run that never started must not report the last run's numbers.
rmSync(out, { force: true });
// One app per jest worker (test/browser/setup/global-setup.mjs), each on its own database. Two by default:
// since chromium stopped re-blurring the top bar and dialogs every frame (decision 050, addenda), one
// worker kept only about 0.7 of the 2 cores busy (it waits on the app, the network and the grid's
// frames); two finish the suite in about 60 % of the time. `BROWSER_WORKERS=1` for one.
const workers = process.env.BROWSER_WORKERS ?? '2';
const res = spawnSync('npx', ['jest', '-c', 'jest.browser.config.js', `--maxWorkers=${workers}`, '--json', `--outputFile=${out}`, ...process.argv.slice(2)], { stdio: 'inherit' });
try {
  const r = JSON.parse(readFileSync(out, 'utf8'));
  console.log(`browser: ${r.numPassedTests} passed, ${r.numFailedTests + r.numRuntimeErrorTestSuites} failed`);
} catch { /* jest printed why */ }
process.exit(res.status ?? 1);
