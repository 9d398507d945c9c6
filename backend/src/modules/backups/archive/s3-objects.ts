import { HeadObjectCommand, ListObjectsV2Command, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '../../../config';
import { s3ClientConfig } from '../../files/s3-file-storage';

/** A client set up as the app's S3FileStorage sets its own (same store, same bounds). */
function client(config: S3Config): S3Client {
  return new S3Client({ ...s3ClientConfig(config), maxAttempts: 3 });
}

/** Every object under the prefix: key (without the prefix), size and ETag. */
export async function listObjects(config: S3Config): Promise<{ key: string; size: number; etag: string }[]> {
  const s3 = client(config);
  try {
    const out: { key: string; size: number; etag: string }[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: config.prefix || undefined, ContinuationToken: token }));
      for (const o of page.Contents ?? []) {
        out.push({ key: o.Key!.slice(config.prefix.length), size: o.Size ?? 0, etag: (o.ETag ?? '').replace(/"/g, '') });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  } finally {
    s3.destroy();
  }
}

/** The keys (without the prefix) that HeadObject does not find, checked 16 at a time. */
export async function missingObjects(config: S3Config, keys: string[]): Promise<string[]> {
  const s3 = client(config);
  try {
    const missing: string[] = [];
    for (let i = 0; i < keys.length; i += 16) {
      const batch = keys.slice(i, i + 16);
      const found = await Promise.all(batch.map(async (key) => {
        try {
          await s3.send(new HeadObjectCommand({ Bucket: config.bucket, Key: `${config.prefix}${key}` }));
          return true;
        } catch (error) {
          if (error instanceof S3ServiceException && (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)) return false;
          throw error;
        }
      }));
      batch.forEach((key, j) => { if (!found[j]) missing.push(key); });
    }
    return missing;
  } finally {
    s3.destroy();
  }
}
