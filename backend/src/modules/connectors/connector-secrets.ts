import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../common/domain-error';
import type { ConnectorKey } from '../../config';
import { CONNECTOR_KEY_RING } from './connector-keys';

/** A credential as stored: AES-256-GCM under the key `keyId` names. */
export interface SealedSecret {
  keyId: string;
  iv: Buffer;
  ciphertext: Buffer;
  tag: Buffer;
}

/**
 * Seals and opens connector credentials (docs/decisions/021). The additional data binds a
 * ciphertext to its connector and field, so a row copied elsewhere does not open.
 */
@Injectable()
export class ConnectorSecrets {
  constructor(@Inject(CONNECTOR_KEY_RING) private readonly keys: ConnectorKey[]) {}

  /** A key to seal with exists (CONNECTOR_KEYS or DATA_DIR/connector-keys). */
  get hasKeys(): boolean {
    return this.keys.length > 0;
  }

  /** The key new secrets are sealed with. */
  get currentKeyId(): string | undefined {
    return this.keys[0]?.id;
  }

  seal(connectorId: number, field: string, value: string): SealedSecret {
    const key = this.keys[0];
    if (!key) throw new DomainError('connector.keys-missing', 503);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key.key, iv);
    cipher.setAAD(aad(connectorId, field));
    const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return { keyId: key.id, iv, ciphertext, tag: cipher.getAuthTag() };
  }

  open(connectorId: number, field: string, sealed: SealedSecret): string {
    const key = this.keys.find((k) => k.id === sealed.keyId);
    if (!key) throw new Error(`connector secret ${connectorId}.${field}: key '${sealed.keyId}' is neither in CONNECTOR_KEYS nor in DATA_DIR/connector-keys`);
    const decipher = createDecipheriv('aes-256-gcm', key.key, sealed.iv);
    decipher.setAAD(aad(connectorId, field));
    decipher.setAuthTag(sealed.tag);
    return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]).toString('utf8');
  }
}

function aad(connectorId: number, field: string): Buffer {
  return Buffer.from(`connector:${connectorId}:${field}`, 'utf8');
}
