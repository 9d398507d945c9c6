import { randomBytes } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import * as path from 'node:path';

/**
 * Creates `file` with `content` (mode 600) unless it exists; answers whether this call created it.
 * The file appears complete or not at all: the content goes to a private temporary file that is
 * then hard-linked to the name, which fails when another process linked first. So instances
 * starting at once on one DATA_DIR end with one file (connector keys, VAPID keys).
 */
export async function createFileOnce(file: string, content: string): Promise<boolean> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, content, { mode: 0o600, flag: 'wx', flush: true });
  try {
    await link(tmp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
}
