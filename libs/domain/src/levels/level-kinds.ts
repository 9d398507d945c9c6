// The three kinds of the level system (API.md "Level system"): levels, level packs and level
// configs share one shape (versioned rows under a user-picked id field) and differ only in what
// this descriptor says. Server and screens both read it; table and column names come from here only.

export const BASE_VARIANT = 'Base';
export const LEVEL_TEXT_MAX = 255;
export const LEVEL_LINK_MAX = 500;
export const LEVEL_VARIANT_MAX = 64;
export const LEVEL_MEMBERS_MAX = 1000;
/** Ids the user picks are positive integers that fit the int column. */
export const LEVEL_ID_MAX = 2_147_483_647;

export type LevelKindKey = 'level' | 'levelPack' | 'levelConfig';

export interface LevelKind {
  key: LevelKindKey;
  /** Path under /api/projects/:projectId/ and under the project's level-system screens. */
  path: 'levels' | 'level-packs' | 'level-configs';
  listKey: 'levels' | 'levelPacks' | 'levelConfigs';
  itemKey: 'level' | 'levelPack' | 'levelConfig';
  idField: 'levelId' | 'levelPackId' | 'levelConfigId';
  table: 'level' | 'level_pack' | 'level_config';
  idColumn: 'level_id' | 'level_pack_id' | 'level_config_id';
  /** LevelSystem.<permission>.Get / .Create / .Edit */
  permission: 'Level' | 'LevelPack' | 'LevelConfig';
  /** Levels only: several variants per version, Base first. */
  hasVariant: boolean;
  /** Packs list levels, configs list packs: the ordered ids of another kind of the same project. */
  members?: { field: 'levels' | 'levelPacks'; kind: 'level' | 'levelPack'; emptyCode: 'level.pack-needs-level' | 'level.config-needs-pack' };
}

export const LEVEL_KINDS: readonly LevelKind[] = [
  { key: 'level', path: 'levels', listKey: 'levels', itemKey: 'level', idField: 'levelId', table: 'level', idColumn: 'level_id', permission: 'Level', hasVariant: true },
  {
    key: 'levelPack', path: 'level-packs', listKey: 'levelPacks', itemKey: 'levelPack', idField: 'levelPackId', table: 'level_pack',
    idColumn: 'level_pack_id', permission: 'LevelPack', hasVariant: false,
    members: { field: 'levels', kind: 'level', emptyCode: 'level.pack-needs-level' },
  },
  {
    key: 'levelConfig', path: 'level-configs', listKey: 'levelConfigs', itemKey: 'levelConfig', idField: 'levelConfigId', table: 'level_config',
    idColumn: 'level_config_id', permission: 'LevelConfig', hasVariant: false,
    members: { field: 'levelPacks', kind: 'levelPack', emptyCode: 'level.config-needs-pack' },
  },
];

export function levelKind(key: LevelKindKey): LevelKind {
  return LEVEL_KINDS.find((k) => k.key === key)!;
}

export type LevelPermission = `LevelSystem.${LevelKind['permission']}.${'Get' | 'Create' | 'Edit'}`;
export const levelPermission = (k: LevelKind, action: 'Get' | 'Create' | 'Edit'): LevelPermission => `LevelSystem.${k.permission}.${action}`;

/** The fields every kind's row carries on the wire. */
export interface LevelItemBase {
  id: number;
  project: number;
  name: string;
  description: string;
  previewImage: string | null;
  resource: string | null;
  version: number;
  isActive: boolean;
  additionalData: Record<string, unknown>;
}
export interface LevelRow extends LevelItemBase { levelId: number; variant: string }
export interface LevelPackRow extends LevelItemBase { levelPackId: number; levels: number[] }
export interface LevelConfigRow extends LevelItemBase { levelConfigId: number; levelPacks: number[] }
export type LevelSystemRow = LevelRow | LevelPackRow | LevelConfigRow;

/** Any row read generically through its kind's descriptor. */
export type LevelAnyRow = LevelItemBase & Record<string, unknown>;

const field = (row: LevelItemBase, name: string): unknown => (row as unknown as Record<string, unknown>)[name];
export const idOf = (k: LevelKind, row: LevelItemBase): number => field(row, k.idField) as number;
export const membersOf = (k: LevelKind, row: LevelItemBase): number[] => (k.members ? (field(row, k.members.field) as number[]) : []);
export const variantOf = (row: LevelItemBase): string => {
  const v = field(row, 'variant');
  return typeof v === 'string' ? v : BASE_VARIANT;
};
