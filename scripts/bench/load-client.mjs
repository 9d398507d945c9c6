// HTTP client and statistics of the load profile: every call has a client timeout (a hang), and is
// recorded by call type with its latency and status.
import http from 'node:http';
import { readFileSync } from 'node:fs';

export const TIMEOUT_MS = Number(process.env.BENCH_LOAD_TIMEOUT_MS || 10_000);
export const P99_BUDGET_MS = 300;

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 4096, scheduling: 'lifo' });

export class Stats {
  constructor() {
    this.types = new Map();
    this.started = performance.now();
    /** Calls over the p99 budget by second of the run (when they ended): a stall or a steady tail. */
    this.overBudget = new Map();
  }

  /**
   * `status` is the HTTP status, 'hang' or 'neterr'; `unexpected` names a 4xx answer the action did not
   * allow for ('400 task.score-exceeds-limit'): every such answer is an error of the run.
   */
  record(type, ms, status, unexpected) {
    if (ms >= P99_BUDGET_MS) {
      const second = Math.floor((performance.now() - this.started) / 1000);
      this.overBudget.set(second, (this.overBudget.get(second) ?? 0) + 1);
    }
    let t = this.types.get(type);
    if (!t) this.types.set(type, (t = { latencies: [], statuses: new Map(), unexpected: new Map() }));
    t.latencies.push(ms);
    t.statuses.set(status, (t.statuses.get(status) ?? 0) + 1);
    if (unexpected) t.unexpected.set(unexpected, (t.unexpected.get(unexpected) ?? 0) + 1);
  }

  /** Unexpected 4xx answers of the run: their number and, by status and code, what they were. */
  unexpected() {
    const all = new Map();
    for (const t of this.types.values()) for (const [k, n] of t.unexpected) all.set(k, (all.get(k) ?? 0) + n);
    return { count: [...all.values()].reduce((a, b) => a + b, 0), text: [...all].map(([k, n]) => `${k} x${n}`).join(', ') || 'none' };
  }

  /** Rows by call type: count, percentiles (ms), statuses that are not 2xx. */
  rows() {
    return [...this.types.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([type, t]) => {
      const xs = [...t.latencies].sort((a, b) => a - b);
      const at = (q) => xs[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];
      const errors = [...t.statuses.entries()].filter(([s]) => !(typeof s === 'number' && s >= 200 && s < 300));
      return {
        type, count: xs.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: xs.at(-1),
        errors: Object.fromEntries(errors),
        fivexx: errors.filter(([s]) => typeof s === 'number' && s >= 500).reduce((n, [, c]) => n + c, 0),
        hangs: t.statuses.get('hang') ?? 0,
        neterr: t.statuses.get('neterr') ?? 0,
        unexpected4xx: [...t.unexpected.values()].reduce((n, c) => n + c, 0),
      };
    });
  }

  /** "N calls over 300 ms in K of the run's seconds (worst: +Ss with C)". */
  overBudgetText() {
    const seconds = [...this.overBudget.entries()];
    if (!seconds.length) return `no call took ${P99_BUDGET_MS} ms or more`;
    const calls = seconds.reduce((n, [, c]) => n + c, 0);
    const [worst, most] = seconds.sort((a, b) => b[1] - a[1])[0];
    return `${calls} calls took ${P99_BUDGET_MS} ms or more, in ${seconds.length} distinct seconds of the run (most in second ${worst}: ${most})`;
  }

  total() {
    let n = 0;
    for (const t of this.types.values()) n += t.latencies.length;
    return n;
  }

  count(status) {
    let n = 0;
    for (const t of this.types.values()) n += t.statuses.get(status) ?? 0;
    return n;
  }
}

const ms = (x) => (x === undefined ? '-' : x < 10 ? x.toFixed(1) : Math.round(x).toString());
const errText = (errors) => Object.entries(errors).map(([s, c]) => `${s}x${c}`).join(' ') || '-';

/**
 * The table of a run, with the budget verdict of each call type (no hang, no 5xx, no unexpected 4xx,
 * p99 under budget), then the count of unexpected 4xx answers. Answers whether every row met it.
 */
export function printTable(stats, seconds, log = console.log) {
  const rows = stats.rows();
  const w = Math.max(...rows.map((r) => r.type.length), 10);
  log(`  ${'call'.padEnd(w)}  ${'count'.padStart(6)} ${'req/s'.padStart(6)}  ${'p50'.padStart(5)} ${'p95'.padStart(5)} ${'p99'.padStart(5)} ${'max'.padStart(6)}  errors (status x count)  budget`);
  let ok = true;
  for (const r of rows) {
    const met = r.fivexx === 0 && r.hangs === 0 && r.neterr === 0 && r.unexpected4xx === 0 && r.p99 < P99_BUDGET_MS;
    ok &&= met;
    log(`  ${r.type.padEnd(w)}  ${String(r.count).padStart(6)} ${(r.count / seconds).toFixed(1).padStart(6)}  ${ms(r.p50).padStart(5)} ${ms(r.p95).padStart(5)} ${ms(r.p99).padStart(5)} ${ms(r.max).padStart(6)}  ${errText(r.errors).padEnd(23)} ${met ? 'met' : 'NOT MET'}`);
  }
  const unexpected = stats.unexpected();
  log(`  unexpected 4xx answers: ${unexpected.count} (${unexpected.text}); zero allowed`);
  return ok;
}

/** Markdown of the same table, for docs/decisions. */
export function markdownTable(stats, seconds) {
  const lines = ['| call | count | req/s | p50 ms | p95 ms | p99 ms | max ms | errors (status x count) |', '|---|---:|---:|---:|---:|---:|---:|---|'];
  for (const r of stats.rows()) {
    lines.push(`| ${r.type} | ${r.count} | ${(r.count / seconds).toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${errText(r.errors)} |`);
  }
  return lines.join('\n');
}

/**
 * One call. Answers {status, ms, body} (body parsed when `parse`, and always for a 4xx, whose `code` is
 * checked against `expected`: '409 ticket.already-answered' and the like, the refusals the action allows
 * for; any other 4xx is recorded as unexpected). Status is 'hang' after the client timeout and 'neterr'
 * when the connection failed. Never rejects. A kept-alive connection the server closed just as it was
 * reused is retried once on a new one, as browsers do.
 */
export function call(stats, base, type, method, path, { token, body, parse = false, expected = [] } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    let done = false;
    let req;
    const finish = (status, result = {}) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const elapsed = performance.now() - started;
      const refusal = typeof status === 'number' && status >= 400 && status < 500 ? `${status} ${result.body?.code ?? '-'}` : null;
      stats?.record(type, elapsed, status, refusal && !expected.includes(refusal) ? refusal : null);
      resolve({ status, ms: elapsed, ...result });
    };
    const send = (retry) => {
      req = http.request(`${base}${path}`, { method, agent, headers }, (res) => {
        const chunks = [];
        const read = parse || (res.statusCode >= 400 && res.statusCode < 500);
        res.on('data', (c) => { if (read) chunks.push(c); });
        res.on('end', () => {
          let parsed;
          if (read) {
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
            } catch { /* not JSON */ }
          }
          finish(res.statusCode, { body: parsed });
        });
        res.on('error', () => finish('neterr'));
      });
      req.on('error', (error) => {
        if (retry && req.reusedSocket && error.code === 'ECONNRESET' && !done) return send(false);
        finish('neterr');
      });
      req.end(payload);
    };
    const timer = setTimeout(() => {
      finish('hang');
      req.destroy();
    }, TIMEOUT_MS);
    send(true);
  });
}

/** CPU seconds of processes (utime + stime from /proc) and of the whole machine (/proc/stat). */
export function cpuSample(pids) {
  const tick = 100;
  const proc = {};
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      proc[pid] = (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      proc[pid] = 0;
    }
  }
  let machine = { busy: 0, total: 0 };
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = cpu[3] + cpu[4];
    const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
    machine = { busy: (total - idle) / tick, total: total / tick };
  } catch { /* not Linux */ }
  return { at: performance.now(), proc, machine };
}

/** Cores used between two samples, per pid and for the machine. */
export function cpuBetween(a, b) {
  const seconds = (b.at - a.at) / 1000;
  const proc = Object.fromEntries(Object.keys(b.proc).map((pid) => [pid, (b.proc[pid] - (a.proc[pid] ?? 0)) / seconds]));
  const machineBusy = b.machine.total > a.machine.total ? (b.machine.busy - a.machine.busy) / (b.machine.total - a.machine.total) : 0;
  return { proc, machineBusy };
}
