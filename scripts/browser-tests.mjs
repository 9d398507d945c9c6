// `npm run test:browser`: the browser tests, ending with a plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync } from 'node:fs';

mkdirSync('.cache', { recursive: true });
const out = '.cache/jest-browser.json';
const res = spawnSync('npx', ['jest', '-c', 'jest.browser.config.js', '--runInBand', '--json', `--outputFile=${out}`, ...process.argv.slice(2)], { stdio: 'inherit' });
try {
  const r = JSON.parse(readFileSync(out, 'utf8'));
  console.log(`browser: ${r.numPassedTests} passed, ${r.numFailedTests + r.numRuntimeErrorTestSuites} failed`);
} catch { /* jest printed why */ }
process.exit(res.status ?? 1);
