import { createHash } from 'node:crypto';

// The environment is read and validated once, here; nothing else reads process.env.
export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  adminPassword?: string;
  jwtSecret?: string;
  jwtTtlSeconds: number;
  redisUrl?: string;
  timeZone: string;
  dataDir: string;
  handsontableLicenseKey: string;
  loginRateLimitPerMinute: number;
  argonConcurrency: number;
  bodyLimit: string;
  /** Extra origins trusted for cookie-authenticated writes (comma separated), besides the request's own host. */
  trustedOrigins: string[];
  cookieSecure: boolean;
  serveWeb: boolean;
  devWeb: boolean;
  /** Pool size and the bounds of every wait on the database (milliseconds). */
  db: {
    poolMax: number;
    acquireTimeoutMs: number;
    statementTimeoutMs: number;
    lockTimeoutMs: number;
    idleInTransactionTimeoutMs: number;
  };
  /** Memory for the open tasks of projects kept as JSON between calls (TaskListCache), in MiB; 0 keeps none. */
  taskCacheMb: number;
  /** API calls in progress beyond which a call is answered 503 at once (0: no bound). */
  maxInFlight: number;
  /** Prefix of the Redis channels of the socket adapter: deployments sharing a Redis never hear each other. */
  redisChannel: string;
  /** Proxies whose X-Forwarded-* headers are believed (Express 'trust proxy'); none by default. */
  trustProxy: string | false;
  /** Uploaded files go to this S3-compatible bucket when set; else to DATA_DIR/uploads. */
  s3?: S3Config;
  /** OpenID Connect single sign-on, when OIDC_ISSUER is set (docs/decisions/022). */
  oidc?: OidcConfig;
}

export interface OidcConfig {
  /** The provider's issuer URL; its discovery document is read at the first sign-on. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Unset: <the request's origin>/api/auth/sso/callback. */
  redirectUri?: string;
  scope: string;
  /** Bound on every call to the provider (discovery, token, userinfo). */
  timeoutMs: number;
}

function oidcConfig(env: NodeJS.ProcessEnv): OidcConfig | undefined {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return undefined;
  if (!/^https?:\/\/[^/]+/.test(issuer)) throw new Error(`OIDC_ISSUER must be an http(s) URL, got '${issuer}'`);
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri: env.OIDC_REDIRECT_URI?.trim() || undefined,
    scope: env.OIDC_SCOPE?.trim() || 'openid email profile',
    timeoutMs: Math.max(100, int('OIDC_TIMEOUT_MS', env.OIDC_TIMEOUT_MS, 5000)),
  };
}

export interface S3Config {
  bucket: string;
  /** Unset: AWS S3 of `region`. Set (MinIO, R2, Ceph...): that URL, path-style by default. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default chain (AWS_ACCESS_KEY_ID..., instance roles). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Prepended to every object key, e.g. 'studio/'. */
  prefix: string;
  /** Bound on connecting and on any wait without progress; a whole read or delete gets this much, an upload this plus 1 s a MB. */
  timeoutMs: number;
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got '${endpoint}'`);
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim();
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle ? pathStyle === 'true' : !!endpoint,
    prefix: (env.S3_PREFIX ?? '').trim().replace(/^\/+/, ''),
    timeoutMs: Math.max(100, int('S3_TIMEOUT_MS', env.S3_TIMEOUT_MS, 10000)),
  };
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return n;
}

/** One channel per database: instances of one deployment share it, other deployments (or test suites) do not. */
function defaultRedisChannel(databaseUrl: string): string {
  let where = databaseUrl;
  try {
    const url = new URL(databaseUrl);
    where = `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    // not a URL: the whole text names the database
  }
  return `studio-portal:${createHash('sha256').update(where).digest('hex').slice(0, 16)}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const databaseUrl = overrides.databaseUrl ?? env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set (scripts/start.mjs sets it to an embedded PostgreSQL when unset)');
  const nodeEnv = env.NODE_ENV === 'test' ? 'test' : env.NODE_ENV === 'development' ? 'development' : 'production';
  return {
    env: nodeEnv,
    port: int('PORT', env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtTtlSeconds: int('JWT_TTL_SECONDS', env.JWT_TTL_SECONDS, 7 * 24 * 3600),
    redisUrl: env.REDIS_URL || undefined,
    timeZone: env.TZ_COMPANY || 'Asia/Ho_Chi_Minh',
    dataDir: env.DATA_DIR || 'data',
    handsontableLicenseKey: env.HANDSONTABLE_LICENSE_KEY || 'non-commercial-and-evaluation',
    loginRateLimitPerMinute: int('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10),
    argonConcurrency: Math.max(1, int('ARGON_CONCURRENCY', env.ARGON_CONCURRENCY, 1)),
    bodyLimit: env.BODY_LIMIT || '1mb',
    trustedOrigins: (env.TRUSTED_ORIGINS || '').split(',').map((s) => s.trim()).filter(Boolean),
    cookieSecure: env.COOKIE_SECURE === 'true',
    serveWeb: env.SERVE_WEB !== 'false',
    devWeb: env.NODE_ENV === 'development',
    db: {
      poolMax: Math.max(1, int('DB_POOL_MAX', env.DB_POOL_MAX, 10)),
      acquireTimeoutMs: Math.max(100, int('DB_ACQUIRE_TIMEOUT_MS', env.DB_ACQUIRE_TIMEOUT_MS, 3000)),
      statementTimeoutMs: Math.max(100, int('DB_STATEMENT_TIMEOUT_MS', env.DB_STATEMENT_TIMEOUT_MS, 10000)),
      lockTimeoutMs: Math.max(100, int('DB_LOCK_TIMEOUT_MS', env.DB_LOCK_TIMEOUT_MS, 3000)),
      idleInTransactionTimeoutMs: Math.max(100, int('DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, 10000)),
    },
    trustProxy: env.TRUST_PROXY?.trim() || false,
    taskCacheMb: int('TASK_CACHE_MB', env.TASK_CACHE_MB, 64),
    maxInFlight: int('MAX_IN_FLIGHT', env.MAX_IN_FLIGHT, 256),
    redisChannel: env.REDIS_CHANNEL || defaultRedisChannel(overrides.databaseUrl ?? databaseUrl),
    s3: s3Config(env),
    oidc: oidcConfig(env),
    ...overrides,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
