import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { createFileOnce } from '../../common/create-once';
import { parseConnectorKeys, type AppConfig, type ConnectorKey } from '../../config';

// Where connector credentials' keys come from (API.md "Connectors" -> "Keys"; docs/decisions/021):
// CONNECTOR_KEYS when set; else DATA_DIR/connector-keys, generated at the first start. Never the database.

export const CONNECTOR_KEYS_FILE = 'connector-keys';
/** Injection token of the resolved keys (the first seals, every one opens). */
export const CONNECTOR_KEY_RING = Symbol('CONNECTOR_KEY_RING');

const HEADER = `# Studio Portal connector keys: "id:base64(32 bytes)", one a line. The first seals new credentials,
# every one opens. Rotate: put a new line first (openssl rand -base64 32), restart every instance;
# the daily sync re-seals older credentials; remove the old line once no credential names it.
# Losing this file loses the stored credentials: keep a copy outside the database backups.
`;

export interface FileKeys {
  keys: ConnectorKey[];
  file: string;
  /** This call generated the file. */
  created: boolean;
}

async function readKeys(file: string): Promise<ConnectorKey[]> {
  const keys = parseConnectorKeys(await readFile(file, 'utf8'), file);
  if (!keys.length) throw new Error(`${file} holds no key`);
  return keys;
}

/**
 * The keys of DATA_DIR/connector-keys, generating the file with one key when it does not exist
 * (createFileOnce: complete or not at all; of instances starting at once, the loser reads the
 * winner's key).
 */
export async function fileConnectorKeys(dataDir: string): Promise<FileKeys> {
  const file = path.resolve(dataDir, CONNECTOR_KEYS_FILE);
  try {
    return { keys: await readKeys(file), file, created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const id = `k${new Date().toISOString().slice(0, 10).replace(/-/g, '')}`;
  const created = await createFileOnce(file, `${HEADER}${id}:${randomBytes(32).toString('base64')}\n`);
  return { keys: await readKeys(file), file, created };
}

/**
 * The keys this process seals and opens with, once at start. A generated file is announced once; no key
 * at all (DATA_DIR not writable, a damaged file) is a warning, and saving a credential answers 503
 * connector.keys-missing.
 */
export async function resolveConnectorKeys(config: AppConfig, logger = new Logger('Connectors')): Promise<ConnectorKey[]> {
  if (config.connectors.keys.length) return config.connectors.keys;
  try {
    const { keys, file, created } = await fileConnectorKeys(config.dataDir);
    if (created) logger.log(`CONNECTOR_KEYS is not set: generated a connector key in ${file} (mode 600; keep a copy outside the database backups)`);
    else if (((await stat(file)).mode & 0o077) !== 0) logger.warn(`${file} can be read by other users: chmod 600 it`);
    return keys;
  } catch (error) {
    logger.warn(`No connector key: CONNECTOR_KEYS is not set and ${path.resolve(config.dataDir, CONNECTOR_KEYS_FILE)} cannot be used (${(error as Error).message}); connector credentials cannot be saved`);
    return [];
  }
}
