import { createReadStream, promises as fs } from 'fs';
import * as path from 'path';
import type { Readable } from 'stream';

/** An incoming file on local disk (multer's temporary copy). */
export type StoredSource = { path: string; size: number; contentType?: string };

/**
 * Where file bytes live. Keys are opaque, server-made (`ab/abcdef...`), never client input.
 * LocalFileStorage (DATA_DIR/uploads) by default, S3FileStorage when S3_BUCKET is set.
 */
export interface FileStorage {
  /** Stores the bytes of a local file (moved, not copied, when the store is on the same disk). */
  put(key: string, source: StoredSource): Promise<void>;
  /** A stream of the bytes, or undefined when the key is unknown. */
  open(key: string): Promise<Readable | undefined>;
  remove(key: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** Throws unless `key` has the server-made shape `ab/<id>`: nothing else reaches a store. */
export function checkStorageKey(key: string): string {
  if (!/^[A-Za-z0-9_-]{2}\/[A-Za-z0-9_-]+$/.test(key)) throw new Error(`bad storage key ${key}`);
  return key;
}

/** `DATA_DIR/uploads/<key>`. */
export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, checkStorageKey(key));
  }

  async put(key: string, source: StoredSource): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.rename(source.path, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await fs.copyFile(source.path, target);
      await fs.unlink(source.path);
    }
  }

  async open(key: string): Promise<Readable | undefined> {
    const file = this.pathOf(key);
    try {
      await fs.access(file);
    } catch {
      return undefined;
    }
    return createReadStream(file);
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
