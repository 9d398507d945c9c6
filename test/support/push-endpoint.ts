import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, globalAgent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
// http_ece: the RFC 8188 / RFC 8291 reference implementation (devDependency), here to decrypt.
import * as ece from 'http_ece';

/** A push the local push service received, decrypted with the browser's private key. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload (JSON.parse of the plaintext). */
  payload: Record<string, unknown>;
}

/** A browser's subscription: its key pair and auth secret stay here, the JSON goes to the portal. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface TestPushService {
  url: string;
  pushes: ReceivedPush[];
  /** Answer `status` to the next pushes to `path` (then 201 again). */
  answer(path: string, status: number, times?: number): void;
  subscription(path: string): TestSubscription;
  close(): Promise<void>;
}

/** A throwaway self-signed certificate for 127.0.0.1 (push services are https; web-push speaks nothing else). */
function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A local push service (RFC 8030) started by a test, over https with a self-signed certificate that
 * this process's default https agent is told to trust (the app under test runs in the same process):
 * it answers 201 to a POST, decrypts the aes128gcm body (RFC 8291) with the subscription's private
 * key, and keeps what it received.
 */
export async function startPushService(): Promise<TestPushService> {
  const tls = selfSigned();
  globalAgent.options.ca = [tls.cert];
  const subs = new Map<string, TestSubscription>();
  const answers = new Map<string, number[]>();
  const pushes: ReceivedPush[] = [];
  const server: Server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const status = answers.get(path)?.shift() ?? 201;
      if (status === 201) {
        const sub = subs.get(path);
        if (!sub) { res.writeHead(404).end(); return; }
        const plain: Buffer = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.authSecret });
        pushes.push({ path, headers: req.headers, payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown> });
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    pushes,
    answer(path, status, times = 1) { answers.set(path, Array(times).fill(status)); },
    subscription(path) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const sub = { endpoint: url + path, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') }, ecdh, authSecret };
      subs.set(path, sub);
      return sub;
    },
    close: () => new Promise<void>((resolve) => { delete globalAgent.options.ca; server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
