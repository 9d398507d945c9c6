import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import { createReadStream } from 'fs';
import type { Readable } from 'stream';
import { DomainError } from '../../common/domain-error';
import type { S3Config } from '../../config';
import { checkStorageKey, type FileStorage, type StoredSource } from './file-storage';

const MB = 1024 * 1024;

/** How every client of the store is set up (the app's uploads, the backups' object list): same store, same bounds. */
export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId && config.secretAccessKey
      ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
      : undefined,
    // Checksums only where the API requires them: with the SDK's default (a CRC trailer in an
    // aws-chunked body) several S3-compatible stores keep the chunk framing as the object's bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: config.timeoutMs, socketTimeout: config.timeoutMs },
  };
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, R2...) through the AWS SDK v3 client. Every call is
 * bounded: connecting and any wait without progress by `timeoutMs` (socket timeout), and the whole
 * call until the store answers by a deadline (`timeoutMs`, plus 1 s a MB for an upload). A store
 * that is down, slow or refusing answers 503 `file.store-unavailable`; it never hangs a request.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly logger = new Logger('S3FileStorage');

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      ...s3ClientConfig(config),
      maxAttempts: 2,
      // The SDK's own complaints go to the app log (not to the console); call() logs each failure.
      logger: {
        debug: () => undefined,
        info: () => undefined,
        warn: (...args: unknown[]) => this.logger.warn(args.map(String).join(' ')),
        error: (...args: unknown[]) => this.logger.error(args.map(String).join(' ')),
      },
    });
  }

  private keyOf(key: string): string {
    return `${this.config.prefix}${checkStorageKey(key)}`;
  }

  /** Runs one call with its deadline; the deadline stops counting once the store has answered. */
  private async call<T>(what: string, deadlineMs: number, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), deadlineMs);
    try {
      return await send(abort.signal);
    } catch (error) {
      if (error instanceof DomainError || isNotFound(error)) throw error;
      this.logger.warn(`${what} failed: ${(error as Error).name}: ${(error as Error).message}`);
      throw new DomainError('file.store-unavailable', 503);
    } finally {
      clearTimeout(timer);
    }
  }

  async put(key: string, source: StoredSource): Promise<void> {
    const deadline = this.config.timeoutMs + Math.ceil(source.size / MB) * 1000;
    await this.call(`put ${key}`, deadline, (abortSignal) => this.client.send(new PutObjectCommand({
      Bucket: this.config.bucket,
      Key: this.keyOf(key),
      Body: createReadStream(source.path),
      ContentLength: source.size,
      ContentType: source.contentType,
    }), { abortSignal }));
  }

  async open(key: string): Promise<Readable | undefined> {
    try {
      const res = await this.call(`get ${key}`, this.config.timeoutMs, (abortSignal) =>
        this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }), { abortSignal }));
      // In Node the body is the http response: a Readable, still bounded by the socket timeout.
      return res.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.call(`delete ${key}`, this.config.timeoutMs, (abortSignal) =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }), { abortSignal }));
  }

  close(): void {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  // A missing bucket is a misconfigured store, not a missing file.
  return error instanceof S3ServiceException && error.name !== 'NoSuchBucket'
    && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}
