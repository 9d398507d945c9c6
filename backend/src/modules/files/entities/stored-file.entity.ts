import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** An uploaded file: the metadata here, the bytes in the FileStorage under `storageKey`. */
@Entity({ tableName: 'stored_file' })
export class StoredFile {
  /** 128 random bits, base64url: the id is also the capability to read the file. */
  @PrimaryKey({ type: 'string', length: 32 }) id!: string;
  @Property({ type: 'string', length: 255 }) name!: string;
  @Property({ type: 'string', length: 255 }) contentType!: string;
  @Property({ type: 'integer' }) size!: number;
  @Property({ type: 'string', length: 300 }) storageKey!: string;
  @Property({ type: 'string', length: 64, nullable: true }) createdBy?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
