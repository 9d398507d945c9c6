// Wire shapes of the bonus API (API.md "Bonus"): fund objects keyed by node name.

import { computeFunds, effectiveFraction, roundFraction, type DefaultShares, type ShareMap } from './bonus-money';
import { BONUS_NODE_GPLAY, BONUS_TEAMS, bonusNodeByName, FUND_KEYS, fundKeyOf, teamNodes, type FundKey } from './fund-tree';

export interface FundEntry {
  share: number | null;
  shareFund: number;
}
export type FundObject = Record<string, FundEntry>;

export interface ProjectBonusWire {
  projectId: number;
  projectFund: number;
  gplayFund?: number | null;
  marketingFund?: FundObject;
  productFund?: FundObject;
  rndFund?: FundObject;
  centerlineFund?: FundObject;
}

export type InternalFundObject = Record<string, number>;
export interface InternalSharesWire {
  gplayFund?: number;
  marketingFund?: InternalFundObject;
  productFund?: InternalFundObject;
  rndFund?: InternalFundObject;
  centerlineFund?: InternalFundObject;
}

/** A project's config as GET answers it; nodes `canSee` refuses are left out (a team with none, too). */
export function projectBonusWire(
  projectId: number,
  projectFund: number,
  shares: ShareMap,
  defaults: DefaultShares,
  canSee: (node: number) => boolean = () => true,
): { result: ProjectBonusWire; resultInternal: InternalSharesWire } {
  const funds = computeFunds(projectFund, shares, defaults);
  const result: ProjectBonusWire = { projectId, projectFund };
  const internal: InternalSharesWire = {};
  if (canSee(BONUS_NODE_GPLAY)) {
    result.gplayFund = shares[BONUS_NODE_GPLAY] ?? null;
    internal.gplayFund = defaults[BONUS_NODE_GPLAY] ?? 0;
  }
  for (const team of BONUS_TEAMS) {
    const fund: FundObject = {};
    const defs: InternalFundObject = {};
    for (const n of teamNodes(team)) {
      if (!canSee(n.id)) continue;
      fund[n.name] = { share: shares[n.id] ?? null, shareFund: funds.get(n.id) ?? 0 };
      defs[n.name] = defaults[n.id] ?? 0;
    }
    if (Object.keys(fund).length) {
      result[fundKeyOf(team)] = fund;
      internal[fundKeyOf(team)] = defs;
    }
  }
  return { result, resultInternal: internal };
}

export type ParsedBody<T> = { ok: true; value: T } | { ok: false; field: string };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function fractionOk(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;
}

/**
 * A PUT body: only the nodes sent change (a node the caller cannot see is never sent). A share of
 * null resets the node to its default; shareFund is ignored. Answers node id -> fraction or null.
 */
export function parseProjectBonusBody(body: unknown): ParsedBody<{ projectFund?: number; shares: Map<number, number | null> }> {
  if (!isObject(body)) return { ok: false, field: 'body' };
  const shares = new Map<number, number | null>();
  let projectFund: number | undefined;
  if (body.projectFund !== undefined) {
    const f = body.projectFund;
    if (typeof f !== 'number' || !Number.isSafeInteger(f) || f < 0) return { ok: false, field: 'projectFund' };
    projectFund = f;
  }
  if (body.gplayFund !== undefined) {
    const g = body.gplayFund;
    if (g !== null && !fractionOk(g)) return { ok: false, field: 'gplayFund' };
    shares.set(BONUS_NODE_GPLAY, g === null ? null : roundFraction(g));
  }
  for (const team of BONUS_TEAMS) {
    const key: FundKey = fundKeyOf(team);
    const obj = body[key];
    if (obj === undefined || obj === null) continue;
    if (!isObject(obj)) return { ok: false, field: key };
    for (const [name, entry] of Object.entries(obj)) {
      const node = bonusNodeByName(team, name);
      if (!node) return { ok: false, field: `${key}.${name}` };
      const share = isObject(entry) ? entry.share : entry;
      if (share === undefined) continue;
      if (share !== null && !fractionOk(share)) return { ok: false, field: `${key}.${name}` };
      shares.set(node.id, share === null ? null : roundFraction(share));
    }
  }
  return { ok: true, value: { projectFund, shares } };
}

/** The internal config's shares as GET answers them. */
/** The internal defaults as GET /api/bonus/internal answers them; nodes `canSee` refuses are left out (a team with none, too). */
export function internalSharesWire(defaults: DefaultShares, canSee: (id: number) => boolean = () => true): InternalSharesWire {
  const out: InternalSharesWire = {};
  if (canSee(BONUS_NODE_GPLAY)) out.gplayFund = defaults[BONUS_NODE_GPLAY] ?? 0;
  for (const team of BONUS_TEAMS) {
    const nodes = teamNodes(team).filter((n) => canSee(n.id));
    if (nodes.length) out[fundKeyOf(team)] = Object.fromEntries(nodes.map((n) => [n.name, defaults[n.id] ?? 0]));
  }
  return out;
}

/** Reads the internal shares of a PUT body on top of the current defaults (nodes not sent stay). */
export function parseInternalShares(body: Record<string, unknown>, current: DefaultShares): ParsedBody<Record<number, number>> {
  const out: Record<number, number> = { ...current };
  if (body.gplayFund !== undefined) {
    if (!fractionOk(body.gplayFund)) return { ok: false, field: 'gplayFund' };
    out[BONUS_NODE_GPLAY] = roundFraction(body.gplayFund);
  }
  for (const key of FUND_KEYS) {
    const obj = body[key];
    if (obj === undefined || obj === null) continue;
    if (!isObject(obj)) return { ok: false, field: key };
    const team = BONUS_TEAMS[FUND_KEYS.indexOf(key)];
    for (const [name, v] of Object.entries(obj)) {
      const node = bonusNodeByName(team, name);
      const share = isObject(v) ? v.share : v;
      if (!node || !fractionOk(share)) return { ok: false, field: `${key}.${name}` };
      out[node.id] = roundFraction(share);
    }
  }
  return { ok: true, value: out };
}

/** The effective fraction of every node (for screens that show defaults where nothing is set). */
export function effectiveShares(shares: ShareMap, defaults: DefaultShares): Record<number, number> {
  const out: Record<number, number> = {};
  for (const id of Object.keys(defaults).map(Number)) out[id] = effectiveFraction(id, shares, defaults);
  return out;
}
