// STAND-IN: replaced by the archive helper's module at merge
// (the real archive holds a database dump, the uploaded files and a checked manifest; this one only a
// manifest, so the scheduler's tests handle real files, sizes and retention until then).
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create } from 'tar';
import type { S3Config } from '../../../config';

export interface BackupManifest {
  createdAt?: string;
  [key: string]: unknown;
}

const pad = (n: number) => String(n).padStart(2, '0');

export async function createBackup(options: { databaseUrl: string; dataDir: string; s3?: S3Config; outDir: string; now?: Date }): Promise<{
  file: string;
  bytes: number;
  manifest: BackupManifest;
}> {
  const now = options.now ?? new Date();
  const stamp = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}-${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  await mkdir(options.outDir, { recursive: true });
  const file = path.join(options.outDir, `studio-backup-${stamp}.tar.gz`);
  const manifest: BackupManifest = { createdAt: now.toISOString(), standIn: true };
  const work = await mkdtemp(path.join(tmpdir(), 'sp-backup-'));
  try {
    await writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await create({ gzip: true, file, cwd: work, portable: true }, ['manifest.json']);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return { file, bytes: (await stat(file)).size, manifest };
}
