export type ApiKey = {
  id: number;
  name: string;
  maskedKey: string;
  createdAt: string;
  expiresAt: string | null;
};

/** Create and refresh answers: the only time the full key is shown. */
export type ApiKeyWithSecret = ApiKey & { key: string };

export function isExpired(key: ApiKey, now = Date.now()) {
  return key.expiresAt !== null && new Date(key.expiresAt).getTime() <= now;
}
