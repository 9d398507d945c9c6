import { readFile, stat } from 'node:fs/promises';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { generateVAPIDKeys } from 'web-push';
import { createFileOnce } from '../../common/create-once';
import type { AppConfig } from '../../config';

// Where the VAPID key pair comes from (docs/decisions/051): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set;
// else DATA_DIR/vapid-keys, generated at the first start like the connector key. Never the database.

export const VAPID_KEYS_FILE = 'vapid-keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const B64URL = /^[A-Za-z0-9_-]+$/;

function parse(text: string, file: string): VapidKeys {
  const line = text.split('\n').map((l) => l.trim()).find((l) => l && !l.startsWith('#'));
  const [publicKey, privateKey] = (line ?? '').split(':');
  if (!publicKey || !privateKey || !B64URL.test(publicKey) || !B64URL.test(privateKey)) throw new Error(`${file} holds no "public:private" VAPID key line`);
  return { publicKey, privateKey };
}

/**
 * The key pair of DATA_DIR/vapid-keys, generated when the file does not exist (createFileOnce: instances
 * starting at once end with one pair). Changing the pair breaks every subscription: browsers subscribed
 * with the old public key must subscribe again.
 */
export async function resolveVapidKeys(config: AppConfig, logger = new Logger('Push')): Promise<VapidKeys> {
  const { vapidPublicKey, vapidPrivateKey } = config.push;
  if (vapidPublicKey && vapidPrivateKey) return { publicKey: vapidPublicKey, privateKey: vapidPrivateKey };
  const file = path.resolve(config.dataDir, VAPID_KEYS_FILE);
  let created = false;
  try {
    await stat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const keys = generateVAPIDKeys();
    created = await createFileOnce(file, `# Studio Portal Web Push (VAPID) keys, "public:private" base64url. Changing them makes every browser subscribe again.\n${keys.publicKey}:${keys.privateKey}\n`);
  }
  const keys = parse(await readFile(file, 'utf8'), file);
  if (created) logger.log(`VAPID_PUBLIC_KEY is not set: generated Web Push keys in ${file} (mode 600)`);
  return keys;
}
