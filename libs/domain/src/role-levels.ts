// Role levels: 1-23 are legacy values kept only so old rows still display;
// 30-34 are the active levels, the only ones offered for choice.

export interface RoleLevelInfo {
  readonly id: number;
  readonly name: string;
  readonly label: string;
  readonly isActive: boolean;
}

export const RoleLevel = {
  Unknown: 0,
  Intern: 30,
  Fresher: 31,
  Junior: 32,
  Middle: 33,
  Senior: 34,
} as const;

export type ActiveRoleLevelId = 30 | 31 | 32 | 33 | 34;

const LEGACY: readonly (readonly [number, string, string])[] = [
  [1, 'intern_1', 'Intern 1'],
  [2, 'intern_2', 'Intern 2'],
  [3, 'fresher_1', 'Fresher 1'],
  [4, 'fresher_2', 'Fresher 2'],
  [5, 'junior_1', 'Junior 1'],
  [6, 'junior_2', 'Junior 2'],
  [7, 'junior_3', 'Junior 3'],
  [8, 'junior_4', 'Junior 4'],
  [9, 'junior_5', 'Junior 5'],
  [10, 'junior_6', 'Junior 6'],
  [11, 'middle_1', 'Middle 1'],
  [12, 'middle_2', 'Middle 2'],
  [13, 'middle_3', 'Middle 3'],
  [14, 'middle_4', 'Middle 4'],
  [15, 'middle_5', 'Middle 5'],
  [16, 'middle_6', 'Middle 6'],
  [17, 'senior_1', 'Senior 1'],
  [18, 'senior_2', 'Senior 2'],
  [19, 'senior_3', 'Senior 3'],
  [20, 'senior_4', 'Senior 4'],
  [21, 'senior_5', 'Senior 5'],
  [22, 'senior_6', 'Senior 6'],
  [23, 'inactive', 'Inactive'],
];

const ACTIVE: readonly (readonly [ActiveRoleLevelId, string, string])[] = [
  [RoleLevel.Intern, 'intern', 'Intern'],
  [RoleLevel.Fresher, 'fresher', 'Fresher'],
  [RoleLevel.Junior, 'junior', 'Junior'],
  [RoleLevel.Middle, 'middle', 'Middle'],
  [RoleLevel.Senior, 'senior', 'Senior'],
];

export const ROLE_LEVELS: readonly RoleLevelInfo[] = [
  ...LEGACY.map(([id, name, label]) => ({ id, name, label, isActive: false })),
  ...ACTIVE.map(([id, name, label]) => ({ id, name, label, isActive: true })),
];

export const ACTIVE_ROLE_LEVELS: readonly RoleLevelInfo[] = ROLE_LEVELS.filter((l) => l.isActive);

export const ACTIVE_ROLE_LEVEL_IDS: readonly number[] = ACTIVE_ROLE_LEVELS.map((l) => l.id);

const BY_ID = new Map<number, RoleLevelInfo>(ROLE_LEVELS.map((l) => [l.id, l]));

export function roleLevelById(id: number): RoleLevelInfo | undefined {
  return BY_ID.get(id);
}

export function isActiveRoleLevel(id: number): boolean {
  return BY_ID.get(id)?.isActive === true;
}

// The admin screens show this text for an unknown value.
export function roleLevelLabel(id: number): string {
  return BY_ID.get(id)?.label ?? 'Unknown RoleLevel';
}
