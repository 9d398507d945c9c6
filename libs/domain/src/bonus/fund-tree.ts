// The bonus fund tree (spec 2 "Team tree", spec 3 "Revenue bonus", docs/bonus.md).
//
// A project's fund is split between the Gplay (company) fund and four teams; each team splits
// into a manager group and a member group, those into team-level nodes, and those into roles.
// Every node has a fixed extra-permission id 0-77 (BusinessReward.Config.Project.Get/Set carry
// them as conditions); the full table is in docs/bonus.md and must never be renumbered.

import { Role } from '../roles';

export const BONUS_TEAMS = ['marketing', 'product', 'rnd', 'centerline'] as const;
export type BonusTeam = (typeof BONUS_TEAMS)[number];
export type FundKey = 'marketingFund' | 'productFund' | 'rndFund' | 'centerlineFund';
export const FUND_KEYS: readonly FundKey[] = ['marketingFund', 'productFund', 'rndFund', 'centerlineFund'];
export const fundKeyOf = (team: BonusTeam): FundKey => `${team}Fund` as FundKey;

export const BONUS_NODE_UNKNOWN = 0;
export const BONUS_NODE_PROJECT = 1;
export const BONUS_NODE_GPLAY = 6;

/**
 * Who shares a leaf's money:
 * - global: exactly one active employee company-wide holds the role (else export error 3);
 * - company: every active employee holding the role, weighted by their year's work score;
 * - project: the project's members holding the role, weighted by their work score in the project;
 * - team: the project members of all the team's business roles (the performance fund).
 */
export type LeafScope = 'global' | 'company' | 'project' | 'team';

export interface BonusNode {
  readonly id: number;
  /** Key inside the team's fund object (unique within the team), e.g. 'memberGroup', 'ua'. */
  readonly name: string;
  readonly team: BonusTeam | null;
  readonly parent: number | null;
  readonly children: readonly number[];
  /** Leaves only: the employee roles the money goes to. */
  readonly roles: readonly number[];
  readonly scope: LeafScope | null;
  /** Which part of an employee's result the leaf's money counts in. */
  readonly kind: 'company' | 'business' | 'performance' | null;
}

type LeafSpec = readonly [name: string, roles: readonly number[], scope: LeafScope];
interface TeamSpec {
  readonly team: BonusTeam;
  readonly cLevel: readonly LeafSpec[];
  readonly manager: readonly LeafSpec[];
  readonly leader: readonly LeafSpec[];
  readonly business: readonly LeafSpec[];
  /** A team-level node with no role child gets the money itself (centerline cLevel: the CEO). */
  readonly cLevelRoles?: readonly number[];
}

const TEAMS: readonly TeamSpec[] = [
  {
    team: 'marketing',
    cLevel: [['cmo', [Role.Cmo], 'global']],
    manager: [['mktManager', [Role.MarketingManager], 'global']],
    leader: [
      ['uaLeader', [Role.UaManager], 'project'],
      ['monetizationLeader', [Role.MonetizationLeader], 'project'],
      ['accountLeader', [Role.AccountLeader], 'project'],
      ['storelistingLeader', [Role.StoreListingLeader], 'project'],
      ['creativeLeader', [Role.CreativeManager], 'project'],
      ['playableAdsLeader', [Role.PlayableAdsLeader], 'project'],
      ['researchMarketLeader', [Role.ResearchMarketLeader], 'project'],
    ],
    business: [
      ['ua', [Role.Ua], 'project'],
      ['monetization', [Role.Monetization], 'project'],
      ['account', [Role.Account], 'project'],
      ['storelisting', [Role.StoreListing], 'project'],
      ['creative', [Role.Creative, Role.VideoEditor], 'project'],
      ['playableAds', [Role.PlayableAds], 'project'],
      ['researchMarket', [Role.ResearchMarket], 'project'],
    ],
  },
  {
    team: 'product',
    cLevel: [['cpo', [Role.Cpo], 'global']],
    manager: [['productManager', [Role.ProjectManager], 'project']],
    leader: [
      ['productOwner', [Role.ProjectOwner], 'project'],
      ['unityDevLeader', [Role.UnityDevLeader], 'project'],
      ['gameDesignLeader', [Role.GameDesignLeader], 'project'],
      ['artistLeader', [Role.ArtistLeader], 'project'],
      ['animationLeader', [Role.AnimationLeader], 'project'],
      ['testerLeader', [Role.TesterLeader], 'project'],
    ],
    business: [
      ['unityDev', [Role.UnityDev], 'project'],
      ['rndDev', [Role.RndDev], 'project'],
      ['gameDesign', [Role.GameDesign], 'project'],
      ['artist', [Role.Artist2D, Role.Artist3D], 'project'],
      ['animation', [Role.Animation, Role.AnimFx], 'project'],
      ['tester', [Role.UnityTester], 'project'],
    ],
  },
  {
    team: 'rnd',
    cLevel: [['cto', [Role.Cto], 'global']],
    manager: [['rndManager', [Role.RnDManager], 'global']],
    leader: [
      ['beLeader', [Role.BeLeader], 'company'],
      ['feLeader', [Role.FeLeader], 'company'],
    ],
    business: [
      ['be', [Role.RnDBe], 'project'],
      ['fe', [Role.RnDFe], 'project'],
      ['unityDev', [Role.UnityDevRnd], 'project'],
      ['tester', [Role.RnDTester], 'project'],
    ],
  },
  {
    team: 'centerline',
    cLevel: [],
    cLevelRoles: [Role.Ceo],
    manager: [['internalManager', [Role.InternalManager], 'global']],
    leader: [['internalLeader', [Role.InternalLeader], 'company']],
    business: [
      ['hr', [Role.HumanResources], 'company'],
      ['administrative', [Role.Administrative], 'company'],
      ['accountant', [Role.Accounting, Role.Treasurer], 'company'],
    ],
  },
];

function buildNodes(): BonusNode[] {
  const nodes: BonusNode[] = [];
  const children = new Map<number, number[]>();
  const add = (n: Omit<BonusNode, 'children'>) => {
    nodes.push({ ...n, children: [] });
    if (n.parent !== null) children.set(n.parent, [...(children.get(n.parent) ?? []), n.id]);
  };
  const base = { roles: [], scope: null, kind: null } as const;
  add({ id: 0, name: 'unknown', team: null, parent: null, ...base });
  add({ id: 1, name: 'project', team: null, parent: null, ...base });
  TEAMS.forEach((t, i) => add({ id: 2 + i, name: t.team, team: t.team, parent: 1, ...base }));
  add({ id: BONUS_NODE_GPLAY, name: 'gplayFund', team: null, parent: 1, ...base });
  TEAMS.forEach((t, i) => {
    add({ id: 7 + 2 * i, name: 'managerGroup', team: t.team, parent: 2 + i, ...base });
    add({ id: 8 + 2 * i, name: 'memberGroup', team: t.team, parent: 2 + i, ...base });
  });
  // Team-level nodes 15-34, five per team.
  const levelId = (i: number, k: number) => 15 + 5 * i + k;
  TEAMS.forEach((t, i) => {
    const cLevelLeaf = t.cLevel.length === 0;
    add({ id: levelId(i, 0), name: 'cLevel', team: t.team, parent: 7 + 2 * i, ...base,
      ...(cLevelLeaf ? { roles: t.cLevelRoles ?? [], scope: 'global', kind: 'company' } : {}) });
    add({ id: levelId(i, 1), name: 'manager', team: t.team, parent: 7 + 2 * i, ...base });
    add({ id: levelId(i, 2), name: 'leader', team: t.team, parent: 7 + 2 * i, ...base });
    add({ id: levelId(i, 3), name: 'performanceBonusFund', team: t.team, parent: 8 + 2 * i, roles: t.business.flatMap((b) => b[1]), scope: 'team', kind: 'performance' });
    add({ id: levelId(i, 4), name: 'businessBonusFund', team: t.team, parent: 8 + 2 * i, ...base });
  });
  // Roles 35-77 in the spec's order.
  let id = 35;
  TEAMS.forEach((t, i) => {
    const groups: [readonly LeafSpec[], number, BonusNode['kind']][] = [
      [t.cLevel, levelId(i, 0), 'company'],
      [t.manager, levelId(i, 1), 'company'],
      [t.leader, levelId(i, 2), 'company'],
      [t.business, levelId(i, 4), 'business'],
    ];
    for (const [leaves, parent, kind] of groups) {
      for (const [name, roles, scope] of leaves) add({ id: id++, name, team: t.team, parent, roles, scope, kind });
    }
  });
  return nodes.map((n) => ({ ...n, children: children.get(n.id) ?? [] }));
}

export const BONUS_NODES: readonly BonusNode[] = buildNodes();
const BY_ID = new Map(BONUS_NODES.map((n) => [n.id, n]));

export function bonusNode(id: number): BonusNode | undefined {
  return BY_ID.get(id);
}

/** The node of a team's fund object key, e.g. ('marketing', 'ua') -> 45. */
export function bonusNodeByName(team: BonusTeam, name: string): BonusNode | undefined {
  return BONUS_NODES.find((n) => n.team === team && n.name === name);
}

/** The nodes of one team, the team node first, in id order. */
export function teamNodes(team: BonusTeam): BonusNode[] {
  return BONUS_NODES.filter((n) => n.team === team);
}

export function isLeaf(n: BonusNode): boolean {
  return n.children.length === 0 && n.team !== null;
}

export const TEAM_NODE_IDS: readonly number[] = [2, 3, 4, 5];
/** The top level of a project fund: Gplay then the four teams (the top-up goes to the first). */
export const TOP_LEVEL_IDS: readonly number[] = [BONUS_NODE_GPLAY, ...TEAM_NODE_IDS];

/** Path of a node as an error names it: 'marketingFund.memberGroup.businessBonusFund'. */
export function nodePath(id: number): string {
  const parts: string[] = [];
  let n = BY_ID.get(id);
  while (n && n.team !== null) {
    parts.unshift(n.parent === BONUS_NODE_PROJECT ? fundKeyOf(n.team) : n.name);
    n = n.parent === null ? undefined : BY_ID.get(n.parent);
  }
  return parts.join('.');
}
