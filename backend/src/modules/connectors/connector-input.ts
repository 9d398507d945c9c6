import {
  appMetricaMissing, CONNECTOR_CREDENTIAL_KEYS, CONNECTOR_NEVER_EXPIRES, CONNECTOR_NEVER_EXPIRES_LEGACY, ConnectorService,
  isConnectorService, isCredentialKey, isValidYmd, MAX_CONNECTOR_NAME, MAX_CREDENTIAL_LENGTH,
} from '@studio/domain';
import { DomainError } from '../../common/domain-error';

// Reads the loosely shaped connector bodies of API.md (credential maps, free config objects).

export function invalid(field: string, message: string): DomainError {
  return new DomainError('common.validation', 400, [{ field, message }]);
}

export type Body = Record<string, unknown>;

export function objectBody(body: unknown, allowed: string[]): Body {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid('body', 'send a JSON object');
  for (const key of Object.keys(body)) if (!allowed.includes(key)) throw invalid(key, `${key} is not a field of this call`);
  return body as Body;
}

export function nameOf(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw invalid('name', 'name is required');
  if (value.trim().length > MAX_CONNECTOR_NAME) throw invalid('name', `name is at most ${MAX_CONNECTOR_NAME} characters`);
  return value.trim();
}

export function serviceOf(value: unknown): ConnectorService {
  if (!isConnectorService(value)) throw invalid('serviceId', 'serviceId must be one of 1 to 9');
  return value;
}

export function expireOf(value: unknown): number {
  if (value === undefined || value === null) return CONNECTOR_NEVER_EXPIRES;
  if (value === CONNECTOR_NEVER_EXPIRES_LEGACY || isValidYmd(value)) return value as number;
  throw invalid('expireTime', 'expireTime must be a date as yyyymmdd (30000101: never)');
}

export function projectIdsOf(value: unknown): number[] {
  if (!Array.isArray(value) || value.length > 500 || value.some((p) => !Number.isInteger(p) || p < 1 || p > 2_147_483_647)) {
    throw invalid('activeProjects', 'activeProjects must be a list of project ids');
  }
  return [...new Set(value as number[])].sort((a, b) => a - b);
}

/** A credential map: each key a known field of the service, each value a string (or null to remove, on edit). */
export function credentialsOf(value: unknown, service: ConnectorService, allowNull: boolean): Map<string, string | null> {
  if (value === undefined) return new Map();
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalid('credentials', 'credentials must be an object');
  const fixed = CONNECTOR_CREDENTIAL_KEYS[service];
  const out = new Map<string, string | null>();
  const entries = Object.entries(value as Body);
  if (entries.length > 20) throw invalid('credentials', 'at most 20 credential fields');
  for (const [key, v] of entries) {
    if (!isCredentialKey(key) || (fixed && !fixed.includes(key))) throw invalid(`credentials.${key}`, `${key} is not a credential of this service`);
    if (v === null && allowNull) { out.set(key, null); continue; }
    if (v === null) continue;
    if (typeof v !== 'string' || !v.trim()) throw invalid(`credentials.${key}`, `${key} must be a non-empty text`);
    if (v.length > MAX_CREDENTIAL_LENGTH) throw invalid(`credentials.${key}`, `${key} is too long`);
    out.set(key, v.trim());
  }
  return out;
}

/** A JSON object of options, bounded in size. */
export function configOf(field: string, value: unknown, maxBytes = 8192): Body {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalid(field, `${field} must be an object`);
  if (JSON.stringify(value).length > maxBytes) throw invalid(field, `${field} is too large`);
  return value as Body;
}

/** App Metrica is saved only with a name and a token (API.md). */
export function checkAppMetrica(service: ConnectorService, name: string | undefined, hasToken: boolean): void {
  if (service === ConnectorService.AppMetrica && appMetricaMissing({ name, hasToken })) throw new DomainError('connector.token-required', 400);
}
