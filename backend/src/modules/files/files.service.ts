import { Inject, Injectable } from '@nestjs/common';
import type { StoredFileView } from '@studio/domain';
import { randomBytes } from 'crypto';
import type { Readable } from 'stream';
import type { AuthUser } from '../../common/auth-user';
import { DomainError, notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import { cleanFileName, INLINE_IMAGE_TYPES, servedContentType, sniffImageType } from './content-type';
import { FILE_STORAGE, type FileStorage } from './file-storage';
import { FilesRepository } from './files.repository';
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
  constructor(
    private readonly db: Db,
    private readonly repo: FilesRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** POST /api/files: every file of the request, recorded together. */
  async upload(user: AuthUser, files: UploadedFile[]): Promise<{ files: StoredFileView[] }> {
    if (!files.length) throw new DomainError('file.required', 400);
    const kept: StoredFileView[] = [];
    try {
      await this.db.tx(async () => {
        for (const file of files) kept.push(await this.record(file, user.id));
      });
    } catch (error) {
      await this.discard(kept);
      throw error;
    }
    return { files: kept };
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
    const id = randomBytes(16).toString('base64url');
    const storageKey = storageKeyOf(id);
    const contentType = servedContentType(await sniffImageType(file.path), file.mimetype);
    const name = cleanFileName(file.originalname);
    await this.storage.put(storageKey, { path: file.path });
    try {
      await this.repo.insert({ id, name, contentType, size: file.size, storageKey, createdBy });
    } catch (error) {
      // The caller never saw this file, so it cannot discard it: the bytes go now.
      await this.storage.remove(storageKey).catch(() => undefined);
      throw error;
    }
    return { fileId: id, name, url: fileUrl(id) };
  }

  async discard(files: StoredFileView[]): Promise<void> {
    await Promise.all(files.map((f) => this.storage.remove(storageKeyOf(f.fileId)).catch(() => undefined)));
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
