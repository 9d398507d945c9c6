import { createHash, generateKeyPairSync, randomBytes } from 'crypto';

function sshString(data: Buffer | string): Buffer {
  const buf = typeof data === 'string' ? Buffer.from(data) : data;
  const len = Buffer.alloc(4);
  len.writeUInt32BE(buf.length);
  return Buffer.concat([len, buf]);
}

function uint32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
}

export interface OpenSshKeyPair {
  privateKey: string;
  publicKey: string;
  fingerprint: string;
}

/** A new ed25519 key pair in OpenSSH formats (openssh-key-v1 private key, unencrypted). */
export function generateOpenSshKeyPair(comment: string): OpenSshKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  // The raw 32-byte keys are the tails of the SPKI and PKCS#8 DER encodings.
  const pub = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const seed = privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32);
  const pubBlob = Buffer.concat([sshString('ssh-ed25519'), sshString(pub)]);

  const check = randomBytes(4).readUInt32BE();
  let priv = Buffer.concat([
    uint32(check), uint32(check),
    sshString('ssh-ed25519'), sshString(pub), sshString(Buffer.concat([seed, pub])), sshString(comment),
  ]);
  const pad: number[] = [];
  for (let i = 1; (priv.length + pad.length) % 8 !== 0; i++) pad.push(i);
  priv = Buffer.concat([priv, Buffer.from(pad)]);

  const body = Buffer.concat([
    Buffer.from('openssh-key-v1\0'),
    sshString('none'), sshString('none'), sshString(''),
    uint32(1), sshString(pubBlob), sshString(priv),
  ]).toString('base64');
  const lines = body.match(/.{1,70}/g) ?? [];
  return {
    privateKey: `-----BEGIN OPENSSH PRIVATE KEY-----\n${lines.join('\n')}\n-----END OPENSSH PRIVATE KEY-----\n`,
    publicKey: `ssh-ed25519 ${pubBlob.toString('base64')} ${comment}`,
    fingerprint: `SHA256:${createHash('sha256').update(pubBlob).digest('base64').replace(/=+$/, '')}`,
  };
}
