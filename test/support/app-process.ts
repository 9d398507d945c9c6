// The app in a child process (the TypeScript sources through scripts/ts-register.cjs, no build; or the
// built server, which alone finds the web build, as `npm start` runs it), for tests that kill it or
// must see it as a separate server.
import { execFile, fork, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { Client } from 'pg';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const execFileAsync = promisify(execFile);
export const ADMIN_PASSWORD = 'admin-password-123';

export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** The last lines it wrote on stderr, for a failure's message. */
  stderr(): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once it exited. */
  stop(): Promise<void>;
  exited(): Promise<void>;
}

export async function startAppProcess(
  databaseUrl: string, port: number, env: Record<string, string> = {}, { built = false }: { built?: boolean } = {},
): Promise<AppProcess> {
  const exitWithParent = ['-r', path.join(ROOT, 'test/support/exit-with-parent.cjs')];
  const child = fork(path.join(ROOT, built ? 'dist/backend/src/main.js' : 'backend/src/main.ts'), [], {
    cwd: ROOT,
    execArgv: built ? exitWithParent : ['-r', path.join(ROOT, 'scripts/ts-register.cjs'), ...exitWithParent],
    env: {
      ...process.env, NODE_ENV: 'production', LOG_FORMAT: 'json', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, PORT: String(port),
      HOST: '127.0.0.1', SERVE_WEB: 'false', ADMIN_PASSWORD, LOGIN_RATE_LIMIT: '100000', LOGIN_IP_RATE_LIMIT: '100000',
      DATA_DIR: path.join(ROOT, '.cache/test-data'), ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => { err = (err + chunk.toString()).slice(-4000); });
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the app exited while starting: ${err}`);
    try {
      if ((await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2000) })).status === 200) break;
    } catch { /* not listening yet */ }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the app did not become ready in 60 s: ${err}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const exited = () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : exit);
  return {
    url,
    child,
    stderr: () => err,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exit;
      clearTimeout(timer);
    },
  };
}

/** An empty database on the test server (named like the run's, so a dead run's is dropped by the next). */
export async function createEmptyDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const server = new URL(process.env.TEST_DATABASE_URL!);
  const name = `sp_test_${process.env.SP_TEST_RUN ?? process.pid}_${label}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (sql: string) => {
    server.pathname = '/postgres';
    const c = new Client({ connectionString: server.toString() });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

/**
 * A port nothing listens on now, below the kernel's range for outgoing connections (scripts/embedded-db.mjs
 * says why: a port listen(0) gives can be taken by any connect() before the caller listens on it).
 */
export async function freePort(): Promise<number> {
  const script = `console.log(await (await import(${JSON.stringify(path.join(ROOT, 'scripts/embedded-db.mjs'))})).freePort())`;
  const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', script]);
  return Number(stdout.trim());
}
