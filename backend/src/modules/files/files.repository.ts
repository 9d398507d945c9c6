import { Injectable } from '@nestjs/common';
import { Db } from '../../database/db';

export type NewStoredFile = {
  id: string;
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
  createdBy: string | null;
};

export type StoredFileRow = {
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
};

/** The stored_file table: the metadata of uploaded files (the bytes live in the FileStorage). */
@Injectable()
export class FilesRepository {
  constructor(private readonly db: Db) {}

  async insert(file: NewStoredFile): Promise<void> {
    await this.db.exec(
      `insert into stored_file (id, name, content_type, size, storage_key, created_by, created_at) values ($1, $2, $3, $4, $5, $6, now())`,
      [file.id, file.name, file.contentType, file.size, file.storageKey, file.createdBy],
    );
  }

  async contentType(id: string): Promise<string | undefined> {
    return (await this.db.one<{ contentType: string }>(`select content_type as "contentType" from stored_file where id = $1`, [id]))?.contentType;
  }

  find(id: string): Promise<StoredFileRow | undefined> {
    return this.db.one<StoredFileRow>(
      `select name, content_type as "contentType", size, storage_key as "storageKey" from stored_file where id = $1`, [id],
    );
  }

  /** The row to remove, locked so that two removals of one file settle one after the other. */
  lockForRemoval(id: string): Promise<{ createdBy: string | null; storageKey: string } | undefined> {
    return this.db.one(`select created_by as "createdBy", storage_key as "storageKey" from stored_file where id = $1 for update`, [id]);
  }

  async isProjectIcon(url: string): Promise<boolean> {
    return !!(await this.db.one(`select 1 as found from project where icon = $1 limit 1`, [url]));
  }

  async delete(id: string): Promise<void> {
    await this.db.exec(`delete from stored_file where id = $1`, [id]);
  }
}
