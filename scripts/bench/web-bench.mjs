// `npm run bench -- --only web`: the first visit of the main pages as a new user makes it (issue 24):
// the demo studio, one of its project managers, Debian's chromium with an empty cache for each page.
// Prints, per page, the bytes transferred (headers and bodies as they came over the wire, i.e. after
// compression) until the page is hydrated and the network is quiet, and the Largest Contentful Paint.
// Budget: at most 600 KB transferred on each page; LCP is reported.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { ADMIN_PASSWORD, benchDatabase, startInstance } from './instances.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUDGET_BYTES = 600 * 1024;
// libs/domain: Role.ProjectManager; the demo seeder's password of every demo employee.
const PROJECT_MANAGER = 25;
const DEMO_PASSWORD = 'demo12345';

async function seedDemo(databaseUrl) {
  const seeder = fork(path.join(root, 'scripts/seed-demo.mjs'), [], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_PASSWORD }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => seeder.once('exit', (c) => (c === 0 ? resolve() : reject(new Error(`seed:demo exited with ${c}`)))));
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows: [pm] } = await c.query(
      `select employee_id as employee, min(project_id) as project from project_employee where role = $1 group by employee_id order by employee_id limit 1`,
      [PROJECT_MANAGER],
    );
    if (!pm) throw new Error('the demo studio has no project manager');
    return pm;
  } finally {
    await c.end();
  }
}

/** One first visit: a new context (empty cache), signed in by cookie, then the page until it is quiet. */
async function firstVisit(browser, base, user, route) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const login = await context.request.post(`${base}/api/auth/login`, { data: { username: user, password: DEMO_PASSWORD } });
    if (!login.ok()) throw new Error(`signing ${user} in answered ${login.status()}`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    let requests = 0;
    const sizes = [];
    const failures = [];
    const statuses = new Map();
    cdp.on('Network.responseReceived', (e) => statuses.set(e.requestId, { status: e.response.status, url: e.response.url }));
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      requests++;
      const r = statuses.get(e.requestId);
      sizes.push([e.encodedDataLength, r?.url ?? e.requestId]);
      if (r && r.status >= 400) failures.push(`${r.status} ${r.url}`);
    });
    cdp.on('Network.loadingFailed', (e) => {
      if (!e.canceled) failures.push(`failed ${statuses.get(e.requestId)?.url ?? e.requestId}: ${e.errorText}`);
    });
    await page.addInitScript(() => {
      new window.PerformanceObserver((list) => {
        const entries = list.getEntries();
        window.__lcp = entries[entries.length - 1].startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const response = await page.goto(`${base}${route}`);
    if (!response || response.status() !== 200) throw new Error(`${route} answered ${response?.status()}`);
    await page.waitForFunction(() => window.__spReady === true, null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // LCP is final at the first input; a click on nothing ends it without changing the page.
    const lcp = await page.evaluate(() => window.__lcp ?? null);
    if (failures.length) throw new Error(`${route}: ${failures.join(', ')}`);
    // BENCH_WEB_DETAIL=1: the ten largest answers of each page, to see what to cut.
    if (process.env.BENCH_WEB_DETAIL) {
      for (const [size, url] of sizes.sort((a, b) => b[0] - a[0]).slice(0, 10)) console.log(`      ${(size / 1024).toFixed(1).padStart(7)} KB  ${url.replace(base, '')}`);
    }
    return { bytes, requests, lcp };
  } finally {
    await context.close();
  }
}

export async function runWebBench({ results, log = console.log }) {
  const db = await benchDatabase({ dir: 'bench-web-pg', name: 'sp_bench_web' });
  let instance;
  let browser;
  try {
    log('\nWeb: seeding the demo studio...');
    const migrate = await startInstance({ databaseUrl: db.url, env: { SERVE_WEB: 'false' }, name: 'migrate' });
    await migrate.stop();
    const { employee, project } = await seedDemo(db.url);
    instance = await startInstance({ databaseUrl: db.url, name: 'web' });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const pages = [
      ['Dashboard', '/dashboard'],
      ['Task view', `/project/${project}/task-view`],
      ['Task dashboard', '/dashboard/task-dashboard'],
      ['My Ticket', '/ticket/my-ticket'],
      ['Timeline', '/timeline'],
      ['Wiki', '/wiki'],
      ['Profile income', '/profile/income'],
    ];
    log(`\nFirst visit of the main pages (project manager ${employee}, empty cache, bytes over the wire); budget <= ${BUDGET_BYTES / 1024} KB each`);
    for (const [name, route] of pages) {
      // One unmeasured visit first: the server's own first render of a route (module loading) is not what a visitor waits for.
      await firstVisit(browser, instance.url, employee, route);
      const { bytes, requests, lcp } = await firstVisit(browser, instance.url, employee, route);
      const ok = bytes <= BUDGET_BYTES;
      log(`  ${name.padEnd(16)} ${(bytes / 1024).toFixed(0).padStart(5)} KB in ${String(requests).padStart(3)} requests  LCP ${lcp === null ? 'n/a' : `${lcp.toFixed(0)} ms`}  ${ok ? 'MET' : 'NOT MET'}`);
      results.push({ name: `web: ${name} first visit <= 600 KB`, ok });
    }
  } finally {
    await browser?.close();
    await instance?.stop();
    await db.stop();
  }
}
