// Roles 0-54. The ids are stored in the database and sent on the wire, so they
// must never be renumbered; the order follows DESIGN.md.

export const Role = {
  Unknown: 0,
  SystemAdmin: 1,
  Ceo: 2,
  Cto: 3,
  Manager: 4,
  Ua: 5,
  StoreListing: 6,
  Monetization: 7,
  VideoEditor: 8,
  PlayableAds: 9,
  CreativeManager: 10,
  UaManager: 11,
  UnityDev: 12,
  Artist2D: 13,
  AnimFx: 14,
  GameDesign: 15,
  UnityTester: 16,
  Artist3D: 17,
  ProjectOwner: 18,
  Accounting: 19,
  HumanResources: 20,
  Treasurer: 21,
  RnDManager: 22,
  RnDFe: 23,
  RnDBe: 24,
  ProjectManager: 25,
  RnDTester: 26,
  Cmo: 27,
  MarketingManager: 28,
  MonetizationLeader: 29,
  AccountLeader: 30,
  StoreListingLeader: 31,
  PlayableAdsLeader: 32,
  ResearchMarketLeader: 33,
  UnityDevLeader: 34,
  GameDesignLeader: 35,
  ArtistLeader: 36,
  AnimationLeader: 37,
  TesterLeader: 38,
  BeLeader: 39,
  FeLeader: 40,
  Account: 41,
  Creative: 42,
  ResearchMarket: 43,
  Cpo: 44,
  Deleted1: 45,
  Deleted2: 46,
  RndDev: 47,
  Animation: 48,
  UnityDevRnd: 49,
  InternalManager: 50,
  InternalLeader: 51,
  Administrative: 52,
  ScrumMaster: 53,
  RnDAi: 54,
} as const;

export type RoleKey = keyof typeof Role;
export type RoleId = (typeof Role)[RoleKey];

export const ROLE_MIN = 0;
export const ROLE_MAX = 54;

// Families only drive the tag colour and grouping in pickers.
export type RoleFamily =
  | 'system'
  | 'executive'
  | 'management'
  | 'leader'
  | 'marketing'
  | 'product'
  | 'rnd'
  | 'office';

export const ROLE_FAMILY_COLORS: Readonly<Record<RoleFamily, string>> = {
  system: '#9CA3AF',
  executive: '#7C3AED',
  management: '#4F46E5',
  leader: '#0D9488',
  marketing: '#EA580C',
  product: '#16A34A',
  rnd: '#2563EB',
  office: '#DB2777',
};

export interface RoleInfo {
  readonly id: RoleId;
  readonly serverName: string;
  readonly tagName: string;
  readonly color: string;
  readonly family: RoleFamily;
  readonly isSystem: boolean;
}

// System roles are technical (no one works as them): hidden from pickers,
// role filters and config grids.
export const SYSTEM_ROLES: readonly RoleId[] = [Role.Unknown, Role.SystemAdmin, Role.Deleted1, Role.Deleted2];

export function isSystemRole(id: number): boolean {
  return (SYSTEM_ROLES as readonly number[]).includes(id);
}

type Row = readonly [RoleId, string, string, RoleFamily];

const ROWS: readonly Row[] = [
  [Role.Unknown, 'unknown', 'Unknown', 'system'],
  [Role.SystemAdmin, 'system_admin', 'System Admin', 'system'],
  [Role.Ceo, 'ceo', 'CEO', 'executive'],
  [Role.Cto, 'cto', 'CTO', 'executive'],
  [Role.Manager, 'manager', 'Manager', 'management'],
  [Role.Ua, 'ua', 'UA', 'marketing'],
  [Role.StoreListing, 'storelisting', 'Store Listing', 'marketing'],
  [Role.Monetization, 'monetization', 'Monetization', 'marketing'],
  [Role.VideoEditor, 'video_editor', 'Video Editor', 'marketing'],
  [Role.PlayableAds, 'playable_ads', 'Playable Ads', 'marketing'],
  [Role.CreativeManager, 'creative_manager', 'Creative Manager', 'management'],
  [Role.UaManager, 'ua_manager', 'UA Manager', 'management'],
  [Role.UnityDev, 'unity_dev', 'Unity Dev', 'product'],
  [Role.Artist2D, 'artist_2d', 'Artist 2D', 'product'],
  [Role.AnimFx, 'anim_fx', 'Anim FX', 'product'],
  [Role.GameDesign, 'game_design', 'Game Design', 'product'],
  [Role.UnityTester, 'unity_tester', 'Unity Tester', 'product'],
  [Role.Artist3D, 'artist_3d', 'Artist 3D', 'product'],
  [Role.ProjectOwner, 'project_owner', 'Project Owner', 'management'],
  [Role.Accounting, 'accounting', 'Accounting', 'office'],
  [Role.HumanResources, 'human_resources', 'HR', 'office'],
  [Role.Treasurer, 'treasurer', 'Treasurer', 'office'],
  [Role.RnDManager, 'r&d_manager', 'R&D Manager', 'management'],
  [Role.RnDFe, 'r&d_fe', 'R&D FE', 'rnd'],
  [Role.RnDBe, 'r&d_be', 'R&D BE', 'rnd'],
  [Role.ProjectManager, 'project_manager', 'Project Manager', 'management'],
  [Role.RnDTester, 'r&d_tester', 'R&D Tester', 'rnd'],
  [Role.Cmo, 'cmo', 'CMO', 'executive'],
  [Role.MarketingManager, 'marketing_manager', 'Marketing Manager', 'management'],
  [Role.MonetizationLeader, 'monetization_leader', 'Monetization Leader', 'leader'],
  [Role.AccountLeader, 'account_leader', 'Account Leader', 'leader'],
  [Role.StoreListingLeader, 'storelisting_leader', 'Store Listing Leader', 'leader'],
  [Role.PlayableAdsLeader, 'playable_ads_leader', 'Playable Ads Leader', 'leader'],
  [Role.ResearchMarketLeader, 'research_market_leader', 'Research Market Leader', 'leader'],
  [Role.UnityDevLeader, 'unity_dev_leader', 'Unity Dev Leader', 'leader'],
  [Role.GameDesignLeader, 'game_design_leader', 'Game Design Leader', 'leader'],
  [Role.ArtistLeader, 'artist_leader', 'Artist Leader', 'leader'],
  [Role.AnimationLeader, 'animation_leader', 'Animation Leader', 'leader'],
  [Role.TesterLeader, 'tester_leader', 'Tester Leader', 'leader'],
  [Role.BeLeader, 'be_leader', 'BE Leader', 'leader'],
  [Role.FeLeader, 'fe_leader', 'FE Leader', 'leader'],
  [Role.Account, 'account', 'Account', 'marketing'],
  [Role.Creative, 'creative', 'Creative', 'marketing'],
  [Role.ResearchMarket, 'research_market', 'Research Market', 'marketing'],
  [Role.Cpo, 'cpo', 'CPO', 'executive'],
  [Role.Deleted1, 'deleted_1', 'Deleted 1', 'system'],
  [Role.Deleted2, 'deleted_2', 'Deleted 2', 'system'],
  [Role.RndDev, 'rnd_dev', 'R&D Dev', 'rnd'],
  [Role.Animation, 'animation', 'Animation', 'product'],
  [Role.UnityDevRnd, 'unity_dev_rnd', 'Unity Dev R&D', 'rnd'],
  [Role.InternalManager, 'internal_manager', 'Internal Manager', 'management'],
  [Role.InternalLeader, 'internal_leader', 'Internal Leader', 'leader'],
  [Role.Administrative, 'administrative', 'Administrative', 'office'],
  [Role.ScrumMaster, 'scrum_master', 'Scrum Master', 'management'],
  [Role.RnDAi, 'r&d_ai', 'R&D AI', 'rnd'],
];

export const ROLES: readonly RoleInfo[] = ROWS.map(([id, serverName, tagName, family]) => ({
  id,
  serverName,
  tagName,
  color: ROLE_FAMILY_COLORS[family],
  family,
  isSystem: isSystemRole(id),
}));

// The universe of role values for permission conditions.
export const ROLE_IDS: readonly RoleId[] = ROLES.map((r) => r.id);

// Offered in employee pickers, role filters and config grids.
export const NON_SYSTEM_ROLES: readonly RoleInfo[] = ROLES.filter((r) => !r.isSystem);

const BY_ID = new Map<number, RoleInfo>(ROLES.map((r) => [r.id, r]));
const BY_SERVER_NAME = new Map<string, RoleInfo>(ROLES.map((r) => [r.serverName, r]));

export function roleById(id: number): RoleInfo | undefined {
  return BY_ID.get(id);
}

export function roleByServerName(name: string): RoleInfo | undefined {
  return BY_SERVER_NAME.get(name);
}

export function isRoleId(id: unknown): id is RoleId {
  return typeof id === 'number' && BY_ID.has(id);
}

// The admin screens show this text for a value outside 0-54.
export function roleTagName(id: number): string {
  return BY_ID.get(id)?.tagName ?? 'Unknown Role';
}

// Tasks of these roles are created directly as Success (no review cycle).
export const CREATIVE_ROLES: readonly RoleId[] = [Role.Ua, Role.VideoEditor, Role.StoreListing, Role.PlayableAds];

export function isCreativeRole(id: number): boolean {
  return (CREATIVE_ROLES as readonly number[]).includes(id);
}

// Roles whose tasks may be completed without using 70 % of their time.
export const COMPLETION_RULE_EXEMPT_ROLES: readonly RoleId[] = [
  Role.Manager,
  Role.Ua,
  Role.StoreListing,
  Role.Monetization,
  Role.CreativeManager,
  Role.UnityTester,
  Role.Artist3D,
];

export function isCompletionRuleExempt(id: number): boolean {
  return (COMPLETION_RULE_EXEMPT_ROLES as readonly number[]).includes(id);
}

export type ProjectRoleKey = 'pm' | 'po' | 'ua' | 'cm' | 'rnd';

export interface ProjectRoleInfo {
  readonly key: ProjectRoleKey;
  readonly role: RoleId;
  readonly label: string;
}

// The five holders asked for by create-project, in the popup's order; the key
// is the field name of the create-project payload.
export const PROJECT_ROLES: readonly ProjectRoleInfo[] = [
  { key: 'pm', role: Role.ProjectManager, label: 'Project Manager' },
  { key: 'po', role: Role.ProjectOwner, label: 'Project Owner' },
  { key: 'ua', role: Role.UaManager, label: 'UA Manager' },
  { key: 'cm', role: Role.CreativeManager, label: 'Creative Manager' },
  { key: 'rnd', role: Role.RnDManager, label: 'R&D Manager' },
];

export function projectRoleByKey(key: string): ProjectRoleInfo | undefined {
  return PROJECT_ROLES.find((p) => p.key === key);
}
