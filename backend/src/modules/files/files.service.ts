import { Inject, Injectable, Logger } from '@nestjs/common';
import type { StoredFileView } from '@studio/domain';
import { randomBytes } from 'crypto';
import type { Readable } from 'stream';
import type { AuthUser } from '../../common/auth-user';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import { cleanFileName, INLINE_IMAGE_TYPES, servedContentType, sniffImageType } from './content-type';
import { FILE_STORAGE, type FileStorage } from './file-storage';
import { FilesRepository, type NewStoredFile } from './files.repository';
import type { UploadedFile } from './multipart.interceptor';

export type { StoredFileView };

const FILE_ID = /^[A-Za-z0-9_-]{22}$/;
const URL_PREFIX = '/api/files/';

export const fileUrl = (id: string) => `${URL_PREFIX}${id}`;
const storageKeyOf = (id: string) => `${id.slice(0, 2)}/${id}`;

/** The file id of a '/api/files/<id>' url, or undefined for anything else. */
export function fileIdOfUrl(url: string): string | undefined {
  if (!url.startsWith(URL_PREFIX)) return undefined;
  const id = url.slice(URL_PREFIX.length);
  return FILE_ID.test(id) ? id : undefined;
}

@Injectable()
export class FilesService {
  private readonly logger = new Logger('FilesService');

  constructor(
    private readonly db: Db,
    private readonly repo: FilesRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /**
   * POST /api/files: the bytes of every file go to the store first (no transaction is held open
   * while a slow store answers), then their rows are inserted in one transaction. If anything
   * fails, the bytes already stored are removed and no row is left.
   */
  async upload(user: AuthUser, files: UploadedFile[]): Promise<{ files: StoredFileView[] }> {
    if (!files.length) throw new DomainError('file.required', 400);
    const stored: NewStoredFile[] = [];
    try {
      for (const file of files) stored.push(await this.store(file, user.id));
      await this.db.tx(async () => {
        for (const row of stored) await this.repo.insert(row);
      });
    } catch (error) {
      await this.removeBytes(stored.map((row) => row.storageKey));
      throw error;
    }
    return { files: stored.map((row) => ({ fileId: row.id, name: row.name, url: fileUrl(row.id) })) };
  }

  /** DELETE /api/files/:fileId: the uploader removes their own file; a project icon stays (409). */
  async remove(user: AuthUser, id: string): Promise<void> {
    if (!FILE_ID.test(id)) throw notFound();
    const storageKey = await this.db.tx(async () => {
      const row = await this.repo.lockForRemoval(id);
      if (!row) throw notFound();
      if (row.createdBy !== user.id) throw forbidden();
      if (await this.repo.isProjectIcon(fileUrl(id))) throw new DomainError('file.in-use', 409);
      await this.repo.delete(id);
      return row.storageKey;
    });
    // The bytes go once the row is gone for good: a store failing now leaves an orphan object
    // (logged), never a row without bytes.
    await this.removeBytes([storageKey]);
  }

  /** The sniffed image type of an upload, or undefined when its bytes are not a known raster image. */
  imageTypeOf(file: UploadedFile): Promise<string | undefined> {
    return sniffImageType(file.path);
  }

  /**
   * Moves an upload into the store and inserts its row in the caller's transaction (if one is open).
   * If that transaction fails later, the caller passes the result to discard().
   */
  async record(file: UploadedFile, createdBy: string): Promise<StoredFileView> {
    const row = await this.store(file, createdBy);
    try {
      await this.repo.insert(row);
    } catch (error) {
      // The caller never saw this file, so it cannot discard it: the bytes go now.
      await this.removeBytes([row.storageKey]);
      throw error;
    }
    return { fileId: row.id, name: row.name, url: fileUrl(row.id) };
  }

  /**
   * A transaction whose work may store files (pushing each into `stored`): when it fails, the bytes
   * of those files are removed too, so a refused write leaves nothing behind.
   */
  async transactionWithFiles<T>(work: (stored: StoredFileView[]) => Promise<T>): Promise<T> {
    const stored: StoredFileView[] = [];
    try {
      return await this.db.tx(() => work(stored));
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
  }

  async discard(files: StoredFileView[]): Promise<void> {
    await this.removeBytes(files.map((f) => storageKeyOf(f.fileId)));
  }

  /** Puts the bytes under a new server-made id; the name the client gave is only metadata. */
  private async store(file: UploadedFile, createdBy: string): Promise<NewStoredFile> {
    const id = randomBytes(16).toString('base64url');
    const storageKey = storageKeyOf(id);
    const contentType = servedContentType(await sniffImageType(file.path), file.mimetype);
    await this.storage.put(storageKey, { path: file.path, size: file.size, contentType });
    return { id, name: cleanFileName(file.originalname), contentType, size: file.size, storageKey, createdBy };
  }

  private async removeBytes(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.remove(key).catch((error: Error) => {
      this.logger.warn(`could not remove ${key}: ${error.message}`);
    })));
  }

  /** The served content type of a stored file, or undefined when there is none with that id. */
  async contentTypeOf(id: string): Promise<string | undefined> {
    if (!FILE_ID.test(id)) return undefined;
    return this.repo.contentType(id);
  }

  /** The bytes and how to serve them; unknown ids are 404. */
  async open(id: string): Promise<{ stream: Readable; name: string; contentType: string; size: number; inline: boolean }> {
    if (!FILE_ID.test(id)) throw notFound();
    const row = await this.repo.find(id);
    if (!row) throw notFound();
    const stream = await this.storage.open(row.storageKey);
    if (!stream) throw notFound();
    return { stream, name: row.name, contentType: row.contentType, size: row.size, inline: INLINE_IMAGE_TYPES.includes(row.contentType) };
  }
}
