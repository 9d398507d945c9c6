import { createHash } from 'node:crypto';
import path from 'node:path';
import { validateCronExpression } from 'cron';

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
  /** A directory searched first for pg_dump/pg_restore by backups (docs/decisions/036). */
  pgBin?: string;
  handsontableLicenseKey: string;
  loginRateLimitPerMinute: number;
  /** Failed login attempts a minute per IP, across usernames. */
  loginIpRateLimitPerMinute: number;
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
    /** Connections opened at start and kept open while idle (at most poolMax). */
    poolMin: number;
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
  /** Connector secrets and the reporting APIs the sync calls (docs/decisions/021). */
  connectors: ConnectorsConfig;
  /** GET /metrics answers Prometheus text to `Authorization: Bearer <metricsToken>`; unset, /metrics is 404 (docs/decisions/035). */
  metricsToken?: string;
  /** `json`: one pino JSON object per line on stdout, a line per request; `pretty`: Nest's text logger. */
  log: { format: LogFormat; level: LogLevelName };
  /** Scheduled backups (docs/decisions/037). */
  backup: BackupConfig;
  /** The portal's public origin (PUBLIC_URL), for links that leave the browser (calendar feeds, mails); unset: the request's, or http://localhost:<PORT> in mails. */
  publicUrl?: string;
  /** E-mail of notifications (docs/decisions/048). */
  mail: MailConfig;
  /** Web Push of notifications (docs/decisions/051). */
  push: PushConfig;
}

/** Retries, waits and the poll of an outbox's sender (MAIL_* or PUSH_*). */
export interface DeliveryLimits {
  /** Tries before a row is marked failed (<PREFIX>_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** The wait after the first failed try (<PREFIX>_RETRY_BASE_MS), doubled after each, capped at an hour. */
  retryBaseMs: number;
  /** Bound of each wait on the other side (<PREFIX>_TIMEOUT_MS). */
  timeoutMs: number;
  /** How often the outbox is looked at on each instance (<PREFIX>_POLL_MS; 0: never, as in tests). */
  pollMs: number;
}

function deliveryLimits(env: NodeJS.ProcessEnv, prefix: 'MAIL' | 'PUSH', nodeEnv: AppConfig['env'], d: { maxAttempts: number; retryBaseMs: number; timeoutMs: number }): DeliveryLimits {
  const v = (name: string) => env[`${prefix}_${name}`];
  return {
    maxAttempts: Math.max(1, int(`${prefix}_MAX_ATTEMPTS`, v('MAX_ATTEMPTS'), d.maxAttempts)),
    retryBaseMs: int(`${prefix}_RETRY_BASE_MS`, v('RETRY_BASE_MS'), d.retryBaseMs),
    timeoutMs: Math.max(100, int(`${prefix}_TIMEOUT_MS`, v('TIMEOUT_MS'), d.timeoutMs)),
    pollMs: int(`${prefix}_POLL_MS`, v('POLL_MS'), nodeEnv === 'test' ? 0 : 10000),
  };
}

export interface PushConfig extends DeliveryLimits {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, both or neither); unset: DATA_DIR/vapid-keys, generated at the first start. */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** VAPID_SUBJECT (mailto: or https:), the contact push services see; default PUBLIC_URL when https, else mailto:no-reply@<its host>. */
  subject: string;
}

function pushConfig(env: NodeJS.ProcessEnv, nodeEnv: AppConfig['env'], publicUrl: string): PushConfig {
  const vapidPublicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined;
  const vapidPrivateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined;
  if (!vapidPublicKey !== !vapidPrivateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both (npx web-push generate-vapid-keys) or neither');
  const subject = env.VAPID_SUBJECT?.trim()
    || (publicUrl.startsWith('https://') ? publicUrl : `mailto:no-reply@${new URL(publicUrl).hostname}`);
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) throw new Error(`VAPID_SUBJECT must be a mailto: or https: address, got '${subject}'`);
  return {
    vapidPublicKey,
    vapidPrivateKey,
    subject,
    ...deliveryLimits(env, 'PUSH', nodeEnv, { maxAttempts: 5, retryBaseMs: 30000, timeoutMs: 10000 }),
  };
}

export interface MailConfig extends DeliveryLimits {
  /** SMTP_URL (smtp:// or smtps://, credentials in the URL); unset: no e-mail is queued or sent. */
  smtpUrl?: string;
  /** MAIL_FROM; default `Studio Portal <no-reply@<PUBLIC_URL's host>>`. */
  from: string;
  /** PUBLIC_URL, else http://localhost:<PORT>: the origin the links of mails point at. */
  publicUrl: string;
}

function mailConfig(env: NodeJS.ProcessEnv, nodeEnv: AppConfig['env'], port: number, publicUrl: string | undefined): MailConfig {
  const raw = publicUrl ?? `http://localhost:${port}`;
  const host = new URL(raw).hostname;
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]+/.test(smtpUrl)) throw new Error('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || `Studio Portal <no-reply@${host}>`,
    publicUrl: raw,
    ...deliveryLimits(env, 'MAIL', nodeEnv, { maxAttempts: 6, retryBaseMs: 60000, timeoutMs: 15000 }),
  };
}

export interface BackupConfig {
  /** Where archives are written and pruned (BACKUP_DIR; default DATA_DIR/backups). */
  dir: string;
  /** BACKUP_CRON in the company time zone; null: no scheduled backups (BACKUP_CRON=off, or NODE_ENV=test without one). */
  cron: string | null;
  /** The newest archives kept in `dir` (BACKUP_KEEP). */
  keep: number;
}

export const DEFAULT_BACKUP_CRON = '0 2 * * *';

function backupConfig(env: NodeJS.ProcessEnv, nodeEnv: AppConfig['env'], dataDir: string): BackupConfig {
  const raw = env.BACKUP_CRON?.trim();
  let cron: string | null;
  if (raw?.toLowerCase() === 'off') cron = null;
  else if (raw) {
    const check = validateCronExpression(raw);
    if (!check.valid) {
      throw new Error(`BACKUP_CRON must be a cron expression such as '${DEFAULT_BACKUP_CRON}' (minute hour day month weekday) or off, got '${raw}'${check.error ? `: ${check.error.message}` : ''}`);
    }
    cron = raw;
  } else cron = nodeEnv === 'test' ? null : DEFAULT_BACKUP_CRON;
  const keepText = env.BACKUP_KEEP?.trim();
  const keep = keepText ? Number(keepText) : 14;
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`BACKUP_KEEP must be a whole number of archives to keep, at least 1, got '${env.BACKUP_KEEP}'`);
  return { dir: path.resolve(env.BACKUP_DIR?.trim() || path.join(dataDir, 'backups')), cron, keep };
}

export type LogFormat = 'json' | 'pretty';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

function logConfig(env: NodeJS.ProcessEnv, nodeEnv: AppConfig['env']): AppConfig['log'] {
  const format = env.LOG_FORMAT?.trim().toLowerCase() || (nodeEnv === 'production' ? 'json' : 'pretty');
  if (format !== 'json' && format !== 'pretty') throw new Error(`LOG_FORMAT must be json or pretty, got '${env.LOG_FORMAT}'`);
  const level = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${env.LOG_LEVEL}'`);
  return { format, level: level as LogLevelName };
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
  /**
   * How an identity names an employee, tried in this order: the provider's verified e-mail, and/or
   * its subject taken as an employee id (only safe when the provider's subjects are ids it assigns).
   */
  match: OidcMatch[];
}

export type OidcMatch = 'email' | 'subject';

/** OIDC_MATCH: a comma list of `email` and `subject`, in the order they are tried; default email first. */
function oidcMatch(value: string | undefined): OidcMatch[] {
  if (!value?.trim()) return ['email', 'subject'];
  const ways = value.split(',').map((w) => w.trim().toLowerCase());
  if (ways.some((w) => w !== 'email' && w !== 'subject') || new Set(ways).size !== ways.length) {
    throw new Error(`OIDC_MATCH must list email and/or subject once each, got '${value}'`);
  }
  return ways as OidcMatch[];
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
    match: oidcMatch(env.OIDC_MATCH),
  };
}

export interface ConnectorKey {
  id: string;
  key: Buffer;
}

export interface ConnectorsConfig {
  /**
   * AES-256 keys from CONNECTOR_KEYS; the first encrypts, every one decrypts (rotation). Empty when unset:
   * the connectors module then uses DATA_DIR/connector-keys, generated at the first start (connector-keys.ts).
   */
  keys: ConnectorKey[];
  /** Base URLs of the services' reporting APIs (tests point them at local servers). */
  urls: { unity: string; max: string; admob: string; googleOauth: string; mintegral: string };
  /** The OAuth client AdMob refresh tokens were issued to. */
  googleClientId?: string;
  googleClientSecret?: string;
  /** VND per US dollar: the services report in USD, the project report keeps VND. */
  usdToVnd: number;
  /** Bound of one HTTP call, and how many times a 429 or 5xx is retried. */
  timeoutMs: number;
  maxRetries: number;
  /** The first wait of the exponential backoff (ms), doubled each retry, capped by maxRetryWaitMs. */
  retryBaseMs: number;
  maxRetryWaitMs: number;
}

/**
 * Connector keys as "id1:base64key,id2:base64key" (CONNECTOR_KEYS) or one a line (DATA_DIR/connector-keys,
 * where lines starting with # are comments): each key 32 bytes; ids are short names stored with each
 * secret; the first seals, every one opens (rotation). `where` names the source in an error.
 */
export function parseConnectorKeys(text: string, where: string): ConnectorKey[] {
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => !line.startsWith('#'));
  const parts = lines.flatMap((line) => line.split(',')).map((part) => part.trim()).filter(Boolean);
  const keys = parts.map((part) => {
    const at = part.indexOf(':');
    const id = part.slice(0, at).trim();
    const key = Buffer.from(part.slice(at + 1).trim(), 'base64');
    if (at < 1 || !/^[A-Za-z0-9_.-]{1,40}$/.test(id)) throw new Error(`${where}: '${id}' is not a key id (letters, digits, _ . -)`);
    if (key.length !== 32) throw new Error(`${where}: key '${id}' must be 32 bytes in base64`);
    return { id, key };
  });
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new Error(`${where}: a key id is listed twice`);
  return keys;
}

function connectorsConfig(env: NodeJS.ProcessEnv): ConnectorsConfig {
  const url = (name: string, fallback: string) => (env[name]?.trim() || fallback).replace(/\/+$/, '');
  const rate = Number(env.CONNECTOR_USD_TO_VND || 25000);
  if (!Number.isFinite(rate) || rate <= 0) throw new Error(`CONNECTOR_USD_TO_VND must be a positive number, got '${env.CONNECTOR_USD_TO_VND}'`);
  return {
    keys: env.CONNECTOR_KEYS?.trim() ? parseConnectorKeys(env.CONNECTOR_KEYS, 'CONNECTOR_KEYS') : [],
    urls: {
      unity: url('CONNECTOR_UNITY_URL', 'https://services.api.unity.com'),
      max: url('CONNECTOR_MAX_URL', 'https://r.applovin.com'),
      admob: url('CONNECTOR_ADMOB_URL', 'https://admob.googleapis.com'),
      googleOauth: url('CONNECTOR_GOOGLE_OAUTH_URL', 'https://oauth2.googleapis.com'),
      mintegral: url('CONNECTOR_MINTEGRAL_URL', 'https://ss-api.mintegral.com'),
    },
    googleClientId: env.CONNECTOR_GOOGLE_CLIENT_ID || undefined,
    googleClientSecret: env.CONNECTOR_GOOGLE_CLIENT_SECRET || undefined,
    usdToVnd: rate,
    timeoutMs: Math.max(100, int('CONNECTOR_TIMEOUT_MS', env.CONNECTOR_TIMEOUT_MS, 30000)),
    maxRetries: int('CONNECTOR_MAX_RETRIES', env.CONNECTOR_MAX_RETRIES, 4),
    retryBaseMs: int('CONNECTOR_RETRY_BASE_MS', env.CONNECTOR_RETRY_BASE_MS, 1000),
    maxRetryWaitMs: int('CONNECTOR_MAX_RETRY_WAIT_MS', env.CONNECTOR_MAX_RETRY_WAIT_MS, 60000),
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

function publicUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  const protocol = URL.canParse(url) ? new URL(url).protocol : '';
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`PUBLIC_URL must be the portal's http(s) address such as https://portal.example.com, got '${value}'`);
  return url.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const databaseUrl = overrides.databaseUrl ?? env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set (scripts/start.mjs sets it to an embedded PostgreSQL when unset)');
  const nodeEnv = env.NODE_ENV === 'test' ? 'test' : env.NODE_ENV === 'development' ? 'development' : 'production';
  const publicOrigin = publicUrl(env.PUBLIC_URL);
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
    pgBin: env.PG_BIN?.trim() || undefined,
    handsontableLicenseKey: env.HANDSONTABLE_LICENSE_KEY || 'non-commercial-and-evaluation',
    loginRateLimitPerMinute: int('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10),
    loginIpRateLimitPerMinute: int('LOGIN_IP_RATE_LIMIT', env.LOGIN_IP_RATE_LIMIT, 30),
    argonConcurrency: Math.max(1, int('ARGON_CONCURRENCY', env.ARGON_CONCURRENCY, 1)),
    bodyLimit: env.BODY_LIMIT || '1mb',
    trustedOrigins: (env.TRUSTED_ORIGINS || '').split(',').map((s) => s.trim()).filter(Boolean),
    cookieSecure: env.COOKIE_SECURE === 'true',
    serveWeb: env.SERVE_WEB !== 'false',
    devWeb: env.NODE_ENV === 'development',
    db: {
      poolMax: Math.max(1, int('DB_POOL_MAX', env.DB_POOL_MAX, 10)),
      poolMin: Math.max(0, int('DB_POOL_MIN', env.DB_POOL_MIN, 4)),
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
    connectors: connectorsConfig(env),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    log: logConfig(env, nodeEnv),
    backup: backupConfig(env, nodeEnv, overrides.dataDir ?? (env.DATA_DIR || 'data')),
    publicUrl: publicOrigin,
    mail: mailConfig(env, nodeEnv, int('PORT', env.PORT, 3000), publicOrigin),
    push: pushConfig(env, nodeEnv, publicOrigin ?? `http://localhost:${int('PORT', env.PORT, 3000)}`),
    ...overrides,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
