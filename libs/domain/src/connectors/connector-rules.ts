import { addDays } from '../dates';
import { CONNECTOR_SERVICE_KIND, ConnectorKind, ConnectorService } from '../statuses';

// Connector rules both sides share (spec 3 "Connector"; API.md "Connectors"; docs/decisions/021).

/** yyyymmdd that means "never expires" (API.md); 30000000 is the legacy form some screens send. */
export const CONNECTOR_NEVER_EXPIRES = 30000101;
export const CONNECTOR_NEVER_EXPIRES_LEGACY = 30000000;
/** The longest range one sync may pull (API.md). */
export const MAX_SYNC_DAYS = 93;
/** A credential value's bound: tokens and keys are short; a refresh token stays far below. */
export const MAX_CREDENTIAL_LENGTH = 4096;
export const MAX_CONNECTOR_NAME = 200;

export const CONNECTOR_SERVICES: readonly ConnectorService[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export const CONNECTOR_SERVICE_NAMES: Readonly<Record<ConnectorService, string>> = {
  1: 'Unity Ads', 2: 'Google Ads', 3: 'Mintegral', 4: 'AppLovin MAX', 5: 'AdMob',
  6: 'Organic', 7: 'IronSource', 8: 'App Metrica', 9: 'Youtube',
};

/** The credential fields each service's form shows; services not listed take any keys. */
export const CONNECTOR_CREDENTIAL_KEYS: Readonly<Partial<Record<ConnectorService, readonly string[]>>> = {
  [ConnectorService.Unity]: ['keyId', 'secretKey', 'organizationId'],
  [ConnectorService.Mintegral]: ['apiKey', 'accessKey'],
  [ConnectorService.Max]: ['apiKey'],
  [ConnectorService.Admob]: ['account', 'refreshToken'],
  [ConnectorService.AppMetrica]: ['accessToken'],
};

/** Fields a form of a service without a fixed list offers. */
export const GENERIC_CREDENTIAL_KEYS: readonly string[] = ['apiKey', 'secretKey'];

export function isConnectorService(value: unknown): value is ConnectorService {
  return typeof value === 'number' && (CONNECTOR_SERVICES as readonly number[]).includes(value);
}

export function credentialKeysOf(service: ConnectorService): readonly string[] {
  return CONNECTOR_CREDENTIAL_KEYS[service] ?? GENERIC_CREDENTIAL_KEYS;
}

/** A credential key: a short identifier (it names a column of the audit, never a value). */
export function isCredentialKey(key: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(key);
}

/** Which project-summary column a service's sync fills. */
export type SyncMetric = 'costUa' | 'revenueAds' | 'revenueIap';
export function syncMetricOf(service: ConnectorService): SyncMetric {
  const kind = CONNECTOR_SERVICE_KIND[service];
  return kind === ConnectorKind.Mediation ? 'revenueAds' : kind === ConnectorKind.MMP ? 'revenueIap' : 'costUa';
}

export function isNeverExpires(expireTime: number): boolean {
  return expireTime === CONNECTOR_NEVER_EXPIRES || expireTime === CONNECTOR_NEVER_EXPIRES_LEGACY;
}

/** Ready: switched on and not past its expiry day. */
export function isConnectorReady(c: { status: boolean; expireTime: number }, today: number): boolean {
  return c.status && (isNeverExpires(c.expireTime) || c.expireTime >= today);
}

/** App Metrica: a token living `seconds` expires that many whole days (rounded down) after today. */
export function expireFromLifetime(today: number, seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return today;
  return addDays(today, Math.floor(seconds / 86400));
}

/** App Metrica cannot be saved without a token and a name (spec 3 section 5). */
export function appMetricaMissing(input: { name?: string | null; hasToken: boolean }): boolean {
  return !input.name?.trim() || !input.hasToken;
}

/** A connector as API.md "Connectors" answers it: credentials only say which fields are set, never their values. */
export interface ConnectorView {
  id: number;
  name: string;
  serviceId: ConnectorService;
  status: boolean;
  activeProjects: number[];
  configGlobal: Record<string, unknown>;
  configProjects: ({ project: number; activeId: string } & Record<string, unknown>)[];
  expireTime: number;
  credentials: Record<string, boolean>;
}
