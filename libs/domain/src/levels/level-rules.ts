// Rules of the level system (spec 2 sections 4, 5 and 8), run by the server and repeated by the screens.
import { BASE_VARIANT, idOf, variantOf, type LevelItemBase, type LevelKind } from './level-kinds';

export type LevelRuleCode =
  | 'level.fill-all-fields' | 'level.name-required' | 'level.pack-needs-level' | 'level.config-needs-pack';

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/** What a create or new-version form holds once parsed (files count as set images and resources). */
export interface LevelDraft {
  id?: unknown;
  name?: unknown;
  description?: unknown;
  previewImage?: unknown;
  members?: unknown[];
}

/**
 * The first refusal of a create (`mode` 'create') or new version ('version', the id field comes
 * from the source row): a level needs its id, name and description; a pack or config its id, name
 * and preview image, and at least one member.
 */
export function levelDraftError(k: LevelKind, d: LevelDraft, mode: 'create' | 'version'): LevelRuleCode | undefined {
  if (mode === 'create' && (d.id === undefined || d.id === null || d.id === '')) return 'level.fill-all-fields';
  if (blank(d.name)) return 'level.fill-all-fields';
  if (k.hasVariant) {
    if (blank(d.description)) return 'level.fill-all-fields';
    return undefined;
  }
  if (blank(d.previewImage)) return 'level.fill-all-fields';
  if (k.members && (!d.members || d.members.length === 0)) return k.members.emptyCode;
  return undefined;
}

/** The first refusal of an edit: only the fields sent are checked. */
export function levelEditError(k: LevelKind, patch: { name?: unknown; description?: unknown; members?: unknown[] }): LevelRuleCode | undefined {
  if (k.hasVariant) {
    if (patch.name !== undefined && blank(patch.name)) return 'level.fill-all-fields';
    if (patch.description !== undefined && blank(patch.description)) return 'level.fill-all-fields';
    return undefined;
  }
  if (patch.name !== undefined && blank(patch.name)) return 'level.name-required';
  if (k.members && patch.members !== undefined && patch.members.length === 0) return k.members.emptyCode;
  return undefined;
}

/** List order: by id field, newest version first, the Base variant first, then variants by name. */
export function compareLevelRows(k: LevelKind) {
  return (a: LevelItemBase, b: LevelItemBase): number =>
    idOf(k, a) - idOf(k, b) || b.version - a.version || variantRank(a) - variantRank(b) || variantOf(a).localeCompare(variantOf(b)) || a.id - b.id;
}
const variantRank = (r: LevelItemBase) => (variantOf(r) === BASE_VARIANT ? 0 : 1);

/** One id field's rows grouped by version (newest first), each version's variants Base first. */
export interface LevelGroup<T extends LevelItemBase = LevelItemBase> {
  id: number;
  versions: number[];
  rowsOf: (version: number) => T[];
}

export function groupLevelRows<T extends LevelItemBase>(k: LevelKind, rows: readonly T[]): LevelGroup<T>[] {
  const sorted = [...rows].sort(compareLevelRows(k));
  const groups = new Map<number, Map<number, T[]>>();
  for (const row of sorted) {
    const byVersion = groups.get(idOf(k, row)) ?? new Map<number, T[]>();
    groups.set(idOf(k, row), byVersion);
    byVersion.set(row.version, [...(byVersion.get(row.version) ?? []), row]);
  }
  return [...groups.entries()].map(([id, byVersion]) => ({
    id,
    versions: [...byVersion.keys()],
    rowsOf: (version: number) => byVersion.get(version) ?? [],
  }));
}

/**
 * A typed row position (1-based) for a list of `count` items: not a number -> 'Invalid position';
 * a number outside 1..count is clamped into it.
 */
export function parsePosition(text: string, count: number): { position: number } | { error: 'level.invalid-position' } {
  const t = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(t) || count < 1) return { error: 'level.invalid-position' };
  return { position: Math.min(count, Math.max(1, Math.round(Number(t)))) };
}

/** The list with the item at index `from` moved to index `to` (both clamped). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.min(list.length - 1, Math.max(0, to));
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}
