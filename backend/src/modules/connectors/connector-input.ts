import {
  appMetricaMissing, CONNECTOR_CREDENTIAL_KEYS, CONNECTOR_NEVER_EXPIRES, ConnectorService,
  isConnectorService, isCredentialKey, MAX_CONNECTOR_NAME, MAX_CREDENTIAL_LENGTH,
  type FieldError,
} from '@studio/domain';
import { DomainError } from '../../common/domain-error';
import { fieldError, invalidField, type Parsed } from '../../common/field-error';

// Reads the loosely shaped connector bodies of API.md (credential maps, free config objects).

export type Body = Record<string, unknown>;

export function nameOf(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw invalidField('name', 'forms.error.required', 'name is required', {});
  if (value.trim().length > MAX_CONNECTOR_NAME) throw invalidField('name', 'forms.error.max-length', `name is at most ${MAX_CONNECTOR_NAME} characters`, { max: MAX_CONNECTOR_NAME });
  return value.trim();
}

export function serviceOf(value: unknown): ConnectorService {
  if (!isConnectorService(value)) throw invalidField('serviceId', 'forms.error.choice', 'serviceId must be one of 1 to 9', {});
  return value;
}

/** A checked expiry (dto/connector.dto.ts); none is never. */
export const expireOf = (value: number | null | undefined): number => value ?? CONNECTOR_NEVER_EXPIRES;

/** Checked project ids (dto/connector.dto.ts), each once, in order. */
export const projectIdsOf = (ids: number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

/** A credential map: each key a known field of the service, each value a string (or null to remove, on edit). */
export function credentialsOf(value: unknown, service: ConnectorService, allowNull: boolean): Map<string, string | null> {
  if (value === undefined) return new Map();
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalidField('credentials', 'forms.error.type', 'credentials must be an object', {});
  const fixed = CONNECTOR_CREDENTIAL_KEYS[service];
  const out = new Map<string, string | null>();
  const entries = Object.entries(value as Body);
  if (entries.length > 20) throw invalidField('credentials', 'forms.error.max-items', 'at most 20 credential fields', { max: 20 });
  for (const [key, v] of entries) {
    if (!isCredentialKey(key) || (fixed && !fixed.includes(key))) throw invalidField(`credentials.${key}`, 'forms.error.unknown-field', `${key} is not a credential of this service`, {});
    if (v === null && allowNull) { out.set(key, null); continue; }
    if (v === null) continue;
    if (typeof v !== 'string' || !v.trim()) throw invalidField(`credentials.${key}`, 'forms.error.required', `${key} must be a non-empty text`, {});
    if (v.length > MAX_CREDENTIAL_LENGTH) throw invalidField(`credentials.${key}`, 'forms.error.max-length', `${key} is too long`, { max: MAX_CREDENTIAL_LENGTH });
    out.set(key, v.trim());
  }
  return out;
}

/** Why `value` is no JSON object of options within `maxBytes`, or null. */
function configProblem(field: string, value: unknown, maxBytes: number): FieldError | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return fieldError(field, 'forms.error.type', `${field} must be an object`, {});
  if (JSON.stringify(value).length > maxBytes) return fieldError(field, 'forms.error.max-length', `${field} is too large`, { max: maxBytes });
  return null;
}

/** A JSON object of options, bounded in size. */
export function configOf(field: string, value: unknown, maxBytes = 8192): Body {
  const problem = configProblem(field, value, maxBytes);
  if (problem) throw new DomainError('common.validation', 400, [problem]);
  return value as Body;
}

/** A project's config (the whole body): free options with the app's id at the service. */
export function projectConfigOf(body: unknown): Parsed<Body> {
  const problem = configProblem('body', body, 4096);
  if (problem) return { ok: false, errors: [problem] };
  const config = body as Body;
  const activeId = typeof config.activeId === 'number' ? String(config.activeId) : config.activeId;
  if (typeof activeId !== 'string' || !activeId.trim() || activeId.length > 200) {
    return { ok: false, errors: [fieldError('activeId', 'forms.error.required', "activeId (the app's id at the service) is required", {})] };
  }
  if ('project' in config) return { ok: false, errors: [fieldError('project', 'forms.error.unknown-field', 'the project is given in the path', {})] };
  return { ok: true, value: { ...config, activeId: activeId.trim() } };
}

/** App Metrica is saved only with a name and a token (API.md). */
export function checkAppMetrica(service: ConnectorService, name: string | undefined, hasToken: boolean): void {
  if (service === ConnectorService.AppMetrica && appMetricaMissing({ name, hasToken })) throw new DomainError('connector.token-required', 400);
}
