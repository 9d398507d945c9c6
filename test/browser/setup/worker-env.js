// Before each spec file: this jest worker's app (global-setup.mjs starts one per worker) becomes the
// BROWSER_* variables the specs and test/browser/support.ts read.
const worker = process.env.JEST_WORKER_ID ?? '1';
for (const key of ['BROWSER_BASE_URL', 'BROWSER_FAKE_UNITY_PORT', 'BROWSER_DATABASE_URL']) {
  const value = process.env[`${key}_${worker}`];
  if (!value) throw new Error(`no ${key} for jest worker ${worker}: run more apps (BROWSER_WORKERS) or fewer workers`);
  process.env[key] = value;
}
