import type { ApiKey } from '@studio/domain';

export type { ApiKey, ApiKeyWithSecret } from '@studio/domain';

export function isExpired(key: ApiKey, now = Date.now()) {
  return key.expiresAt !== null && new Date(key.expiresAt).getTime() <= now;
}
