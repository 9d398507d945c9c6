import {
  BASE_VARIANT, LEVEL_ID_MAX, LEVEL_LINK_MAX, LEVEL_MEMBERS_MAX, LEVEL_TEXT_MAX, LEVEL_VARIANT_MAX, type LevelKind,
} from '@studio/domain';
import { DomainError } from '../../common/domain-error';
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
}

const invalid = (field: string, message: string) => new DomainError('common.validation', 400, [{ field, message }]);

function text(body: Record<string, unknown>, field: string, max: number): string | undefined {
  const v = body[field];
  if (v === undefined) return undefined;
  if (v === null) return '';
  if (typeof v !== 'string') throw invalid(field, 'must be text');
  if (v.trim().length > max) throw invalid(field, `must be at most ${max} characters`);
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

export function readLevelInput(
  k: LevelKind, body: Record<string, unknown>, files: UploadedFile[], mode: 'create' | 'version' | 'edit',
): LevelInput {
  const allowed = new Set(['name', 'description', 'previewImage', 'resource', 'isActive', 'additionalData', ...IGNORED]);
  if (mode === 'create') allowed.add(k.idField);
  if (mode !== 'edit' && k.hasVariant) allowed.add('variant');
  if (k.members) allowed.add(k.members.field);
  const unknown = Object.keys(body).filter((key) => !allowed.has(key));
  // A new version keeps its id field: sending one is ignored only when it is the same (checked by the service).
  if (unknown.length && !(mode === 'version' && unknown.length === 1 && unknown[0] === k.idField)) {
    throw new DomainError('common.validation', 400, unknown.map((field) => ({ field, message: 'is not accepted here' })));
  }
  const input: LevelInput = {};
  if (mode === 'create') {
    const id = body[k.idField];
    if (id === undefined || id === null || id === '') input.idValue = null;
    else if (!isInt(id)) throw invalid(k.idField, `must be an integer from 1 to ${LEVEL_ID_MAX}`);
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
    if (typeof body.isActive !== 'boolean') throw invalid('isActive', 'must be true or false');
    input.isActive = body.isActive;
  }
  if (body.additionalData !== undefined && body.additionalData !== null) {
    const data = body.additionalData;
    if (typeof data !== 'object' || Array.isArray(data)) throw invalid('additionalData', 'must be an object');
    input.additionalData = data as Record<string, unknown>;
  } else if (body.additionalData === null) {
    input.additionalData = {};
  }
  if (k.members && body[k.members.field] !== undefined) {
    const list = body[k.members.field];
    const field = k.members.field;
    if (!Array.isArray(list)) throw invalid(field, 'must be a list of ids');
    if (list.length > LEVEL_MEMBERS_MAX) throw invalid(field, `must have at most ${LEVEL_MEMBERS_MAX} items`);
    list.forEach((v, i) => {
      if (!isInt(v)) throw invalid(`${field}[${i}]`, 'must be an integer id');
    });
    if (new Set(list).size !== list.length) throw invalid(field, 'must not repeat an id');
    input.members = list as number[];
  }
  for (const file of files) {
    if (file.fieldname === 'previewImage') input.previewFile = file;
    else if (file.fieldname === 'resource') input.resourceFile = file;
    else throw invalid(file.fieldname, 'unexpected file field');
  }
  return input;
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
