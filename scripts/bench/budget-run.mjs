// The pieces the per-issue benches share: autocannon as a promise, the admin's gzip-taking headers, one
// result line, and "warm up 3 s, measure, judge p99 against the budget" for a list of GET calls.
import autocannon from 'autocannon';
import { ADMIN_PASSWORD } from './instances.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);

export function run(opts) {
  return new Promise((resolve, reject) => autocannon({ duration: SECONDS, ...opts }, (err, result) => (err ? reject(err) : resolve(result))));
}

/** Signs in as the bench admin; headers as a browser asks (it takes gzip). */
export async function adminHeaders(baseUrl) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const { token } = await login.json();
  return { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
}

export function line(label, r) {
  return `  ${label.padEnd(10)} ${Math.round(r.requests.average).toString().padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  errors ${r.errors + r.non2xx}`;
}

/** Each [name, path] at 10 connections after a 3 s warm-up; pushes {name, ok} (p99 under budget, no errors). */
export async function measureBudgets({ baseUrl, headers, calls, budgetMs, log, results }) {
  for (const [name, path] of calls) {
    await run({ url: `${baseUrl}${path}`, headers, connections: 10, duration: 3 });
    const r = await run({ url: `${baseUrl}${path}`, headers, connections: 10 });
    const ok = r.latency.p99 < budgetMs && r.errors + r.non2xx === 0;
    log(`\n${name} at 10 connections`);
    log(line('app', r));
    log(`  budget     p99 < ${budgetMs} ms, no errors: ${ok ? 'MET' : 'NOT MET'}`);
    results.push({ name, ok });
  }
}
