import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'fs';
import type { Server } from 'http';
import type { AddressInfo } from 'net';
import { tmpdir } from 'os';
import * as path from 'path';
import type { S3Config } from '../../backend/src/config';

/** The part of s3rver's API used here (the package ships no types). */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverServer;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver: S3rverClass = require('s3rver');

export interface LocalS3 {
  /** The app's S3 settings for this emulator (bucket, endpoint, keys, prefix). */
  config: S3Config;
  /** A client of the emulator for the test's own checks. */
  client: S3Client;
  /** Keys of the objects under the prefix. */
  keys(): Promise<string[]>;
  bytes(key: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API over HTTP, objects in a temporary folder)
 * on 127.0.0.1 and a free port, with one bucket. The app talks to it through the AWS SDK as it
 * would to any S3-compatible store.
 */
export async function startLocalS3(bucket = 'studio-test', prefix = 'portal/'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'sp-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix,
    timeoutMs: 5000,
  };
  const client = new S3Client({
    endpoint: config.endpoint, region: config.region, forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keys = async () => {
    const out: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
      out.push(...(page.Contents ?? []).map((o) => o.Key!));
      token = page.NextContinuationToken;
    } while (token);
    return out.sort();
  };
  return {
    config,
    client,
    keys,
    async bytes(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async close() {
      client.destroy();
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
