import { createHash } from 'crypto';
import { createReadStream, existsSync, promises as fs } from 'fs';
import * as path from 'path';
import { pipeline } from 'stream/promises';

/** Files under `dir`, as paths relative to it with '/' separators, sorted; `skip` names top-level entries to leave out. */
export async function listFiles(dir: string, skip: string[] = []): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = async (relative: string) => {
    for (const entry of await fs.readdir(path.join(dir, relative), { withFileTypes: true })) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      if (!relative && skip.includes(entry.name)) continue;
      if (entry.isDirectory()) await walk(rel);
      else if (entry.isFile()) out.push(rel);
    }
  };
  await walk('');
  return out.sort();
}

/** Hard-links (copies across file systems) a file: the archive then reads a stable name even if the app removes the original. */
export async function linkOrCopy(source: string, target: string): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  try {
    await fs.link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
    await fs.copyFile(source, target);
  }
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** The directory holding the app's package.json (the source tree or the build's parent). */
export function appRoot(): string {
  let dir = __dirname;
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && existsSync(path.join(dir, 'backend'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}
