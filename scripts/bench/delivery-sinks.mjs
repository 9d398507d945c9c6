// Where the bench's notifications leave the portal (issue 25 item 4): a local SMTP server and a local
// push service, so the fan-out measures the write path with e-mail and Web Push on, and checks that
// every mail and push was really sent. Both only count; the tests check contents (test/support).
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** An SMTP server that accepts everything and counts the messages by recipient. */
export async function startSmtpSink() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => { received.push(...session.envelope.rcptTo.map((r) => r.address)); callback(); });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, received, close: () => new Promise((r) => server.close(r)) };
}

/**
 * A push service (RFC 8030) over https with a throwaway certificate: the app trusts it through
 * NODE_EXTRA_CA_CERTS (`caFile`). Answers 201 and counts the pushes by path.
 */
export async function startPushSink() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-push-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
  const tls = { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  const caFile = path.join(dir, 'ca.pem');
  writeFileSync(caFile, tls.cert);
  const received = [];
  const server = createServer(tls, (req, res) => {
    req.on('data', () => {});
    req.on('end', () => { received.push(req.url); res.writeHead(201).end(); });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${server.address().port}`;
  return {
    url, caFile, received,
    /** A browser's subscription keys (a P-256 public key and a 16-byte auth secret) for `endpoint`. */
    subscription(endpoint) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return { endpoint, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    },
    close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => { rmSync(dir, { recursive: true, force: true }); r(); }); }),
  };
}
