import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A mail as the test SMTP server received it, its MIME decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** Refuse the next `n` RCPT TO commands (a temporary 451), then accept again. */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

function decodeQp(s: string): string {
  const bytes: number[] = [];
  const flat = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < flat.length; i++) {
    if (flat[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(flat.slice(i + 1, i + 3))) {
      bytes.push(parseInt(flat.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(flat[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / B), adjacent ones joined. */
function decodeWords(s: string): string {
  return s.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')));
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  return enc === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : enc === 'quoted-printable' ? decodeQp(body) : body;
}

/** Just enough MIME for nodemailer's text + html mails: multipart/alternative or one part. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const { headers, body } = split(raw);
  const mail: ReceivedMail = { ...envelope, subject: decodeWords(headers.subject ?? ''), text: '', html: '', raw };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const p = split(part.replace(/^\r?\n/, ''));
    const type = (p.headers['content-type'] ?? '').toLowerCase();
    const value = decodeBody(p.headers, p.body).replace(/\r\n/g, '\n').replace(/\n$/, '');
    if (type.startsWith('text/html')) mail.html = value;
    else if (type.startsWith('text/plain')) mail.text = value;
  }
  return mail;
}

/** A real SMTP server (smtp-server) on a free local port, without TLS or authentication. */
export async function startSmtp(options: Partial<SMTPServerOptions> = {}): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse > 0) {
        refuse--;
        const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
        error.responseCode = 451;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        }));
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuseNext(n) { refuse = n; },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
