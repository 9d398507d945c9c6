/** What an archive holds, written as manifest.json beside the dump and the files (docs/decisions/036). */
export interface BackupManifest {
  /** Layout version of the archive itself. */
  archiveVersion: 1;
  createdAt: string;
  /** `version` of package.json when the backup was made. */
  appVersion: string;
  /** The last migration applied to the dumped database, and all of them in order. */
  lastMigration: string | null;
  migrations: string[];
  database: {
    /** `pg_dump`: db/database.dump made with `pg_dump -Fc`; `copy`: db/<table>.copy, one COPY text stream a table. */
    format: DumpFormat;
    /** server_version_num of the dumped server, e.g. 170006. */
    serverVersion: number;
    schema: string;
    /** `pg_dump (PostgreSQL) 15.20`, for the pg_dump format. */
    tool?: string;
    /** The built-in format: each table's columns (in COPY order) and its file in the archive. */
    tables?: { name: string; columns: string[]; file: string }[];
    /** The built-in format: each sequence's state. */
    sequences?: { name: string; lastValue: string; isCalled: boolean }[];
  };
  /** Rows per table (the migrations table included), counted in the dump's snapshot. */
  rowCounts: Record<string, number>;
  store: StoreManifest;
  /** Every other entry of the archive, with its size and sha256. */
  entries: { path: string; size: number; sha256: string }[];
}

export type DumpFormat = 'pg_dump' | 'copy';

export type StoreManifest =
  | { kind: 'local'; files: number }
  /** With S3 the objects stay in the bucket: the archive lists them (keys as the app stores them, without the prefix). */
  | { kind: 's3'; bucket: string; prefix: string; objects: { key: string; size: number; etag: string }[] };

export interface RestoreResult {
  manifest: BackupManifest;
  /** Rows restored per table. */
  rowCounts: Record<string, number>;
  files: number;
  /** true when an existing studio was replaced (--force). */
  replaced: boolean;
}

/** A restore or backup that was refused before anything changed; its message is one sentence for the operator. */
export class BackupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusal';
  }
}
