import {
  BASE_VARIANT, LEVEL_ID_MAX, LEVEL_LINK_MAX, LEVEL_MEMBERS_MAX, LEVEL_TEXT_MAX, LEVEL_VARIANT_MAX,
  type FieldError, type FieldErrorCode, type FieldErrorParams, type LevelKind,
} from '@studio/domain';
import { fieldError, invalidField, type Parsed } from '../../common/field-error';
import type { UploadedFile } from '../files/multipart.interceptor';

// Reading a create, version or edit body (JSON, or multipart text coerced by coerceLevelForm) into
// typed values; a value of the wrong type is 400 common.validation naming the field. Whether the
// required fields are there is the shared rule's business (libs/domain levels/level-rules).

export interface LevelInput {
  idValue?: number | null;
  variant?: string;
  name?: string;
  description?: string;
  /** A link given as text, or null to clear. */
  previewImage?: string | null;
  resource?: string | null;
  isActive?: boolean;
  additionalData?: Record<string, unknown>;
  members?: number[];
  previewFile?: UploadedFile;
  resourceFile?: UploadedFile;
  /** A new version's id field as sent (it must be the source's). */
  sentIdValue?: unknown;
}

/** Thrown inside the reader only: readLevelBody answers it as the body's refusal. */
class Refused {
  constructor(readonly errors: FieldError[]) {}
}

const invalid = <C extends FieldErrorCode>(field: string, code: C, message: string, params: FieldErrorParams[C]) =>
  new Refused([fieldError(field, code, message, params)]);

function text(body: Record<string, unknown>, field: string, max: number): string | undefined {
  const v = body[field];
  if (v === undefined) return undefined;
  if (v === null) return '';
  if (typeof v !== 'string') throw invalid(field, 'forms.error.type', 'must be text', {});
  if (v.trim().length > max) throw invalid(field, 'forms.error.max-length', `must be at most ${max} characters`, { max });
  return v.trim();
}

function link(body: Record<string, unknown>, field: string): string | null | undefined {
  const v = text(body, field, LEVEL_LINK_MAX);
  if (v === undefined) return undefined;
  return v === '' ? null : v;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= LEVEL_ID_MAX;

/** Fields each call accepts besides the kind's: the spec's forms also send id, project and version. */
const IGNORED = ['id', 'project', 'version'];

export type LevelMode = 'create' | 'version' | 'edit';

/**
 * A create, version or edit body as typed values, or the fields refused. A new version's id
 * field comes back as `sentIdValue`: only the service knows the id it must equal.
 */
export function readLevelBody(k: LevelKind, body: unknown, mode: LevelMode): Parsed<LevelInput> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, errors: [fieldError('body', 'forms.error.type', 'send a JSON object', {})] };
  const { [k.idField]: sentIdValue, ...rest } = body as Record<string, unknown>;
  try {
    if (mode !== 'version') return { ok: true, value: readBody(k, body as Record<string, unknown>, mode) };
    return { ok: true, value: { ...readBody(k, rest, mode), sentIdValue } };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, errors: error.errors };
    throw error;
  }
}

function readBody(k: LevelKind, body: Record<string, unknown>, mode: LevelMode): LevelInput {
  const allowed = new Set(['name', 'description', 'previewImage', 'resource', 'isActive', 'additionalData', ...IGNORED]);
  if (mode === 'create') allowed.add(k.idField);
  if (mode !== 'edit' && k.hasVariant) allowed.add('variant');
  if (k.members) allowed.add(k.members.field);
  const unknown = Object.keys(body).filter((key) => !allowed.has(key));
  // A new version keeps its id field: sending one is ignored only when it is the same (checked by the service).
  if (unknown.length && !(mode === 'version' && unknown.length === 1 && unknown[0] === k.idField)) {
    throw new Refused(unknown.map((field) => fieldError(field, 'forms.error.unknown-field', 'is not accepted here', {})));
  }
  const input: LevelInput = {};
  if (mode === 'create') {
    const id = body[k.idField];
    if (id === undefined || id === null || id === '') input.idValue = null;
    else if (!isInt(id)) throw invalid(k.idField, 'forms.error.integer', `must be an integer from 1 to ${LEVEL_ID_MAX}`, {});
    else input.idValue = id;
  }
  if (k.hasVariant && mode !== 'edit') {
    const variant = text(body, 'variant', LEVEL_VARIANT_MAX);
    if (variant !== undefined) input.variant = variant || BASE_VARIANT;
  }
  input.name = text(body, 'name', LEVEL_TEXT_MAX);
  input.description = text(body, 'description', 10_000);
  input.previewImage = link(body, 'previewImage');
  input.resource = link(body, 'resource');
  if (body.isActive !== undefined) {
    if (typeof body.isActive !== 'boolean') throw invalid('isActive', 'forms.error.type', 'must be true or false', {});
    input.isActive = body.isActive;
  }
  if (body.additionalData !== undefined && body.additionalData !== null) {
    const data = body.additionalData;
    if (typeof data !== 'object' || Array.isArray(data)) throw invalid('additionalData', 'forms.error.type', 'must be an object', {});
    input.additionalData = data as Record<string, unknown>;
  } else if (body.additionalData === null) {
    input.additionalData = {};
  }
  if (k.members && body[k.members.field] !== undefined) {
    const list = body[k.members.field];
    const field = k.members.field;
    if (!Array.isArray(list)) throw invalid(field, 'forms.error.type', 'must be a list of ids', {});
    if (list.length > LEVEL_MEMBERS_MAX) throw invalid(field, 'forms.error.max-items', `must have at most ${LEVEL_MEMBERS_MAX} items`, { max: LEVEL_MEMBERS_MAX });
    list.forEach((v, i) => {
      if (!isInt(v)) throw invalid(`${field}[${i}]`, 'forms.error.integer', 'must be an integer id', {});
    });
    if (new Set(list).size !== list.length) throw invalid(field, 'forms.error.invalid', 'must not repeat an id', {});
    input.members = list as number[];
  }
  return input;
}

/** The files of a multipart body: `previewImage` and `resource` only. */
export function withFiles(input: LevelInput, files: UploadedFile[]): LevelInput {
  const out = { ...input };
  for (const file of files) {
    if (file.fieldname === 'previewImage') out.previewFile = file;
    else if (file.fieldname === 'resource') out.resourceFile = file;
    else throw invalidField(file.fieldname, 'forms.error.unknown-field', 'unexpected file field', {});
  }
  return out;
}

const INT_TEXT = /^\s*\d{1,10}\s*$/;
const toInt = (v: unknown) => (typeof v === 'string' && INT_TEXT.test(v) ? Number(v) : v);

function jsonText(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

/**
 * Multipart text to the JSON shape: ids and list items to numbers, isActive to a boolean,
 * additionalData (and a list sent as one JSON text) parsed. JSON bodies pass through unchanged
 * except that these conversions are harmless to them.
 */
export function coerceLevelForm(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const key of ['levelId', 'levelPackId', 'levelConfigId']) if (key in out) out[key] = out[key] === '' ? null : toInt(out[key]);
  if (out.isActive === 'true' || out.isActive === '1') out.isActive = true;
  else if (out.isActive === 'false' || out.isActive === '0') out.isActive = false;
  if (typeof out.additionalData === 'string') out.additionalData = out.additionalData.trim() === '' ? null : jsonText(out.additionalData);
  for (const key of ['levels', 'levelPacks']) {
    if (!(key in out)) continue;
    let list = jsonText(out[key]);
    if (typeof list === 'number') list = [list];
    if (Array.isArray(list)) list = list.filter((x) => x !== undefined && x !== null).map(toInt);
    out[key] = list;
  }
  return out;
}
