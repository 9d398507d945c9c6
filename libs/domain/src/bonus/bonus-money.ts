// Money and shares of the bonus fund tree (docs/bonus.md "Rounding").
//
// Shares are fractions with 5 decimals, i.e. whole units of 1/100000. Money is whole VND. A
// parent's money goes to its children by largest remainder: each child gets the floor of
// parent x share, and the dong left over go one each to the children with the largest dropped
// fractions (ties to the first). So the children of a node whose shares total 100 % always sum
// to the parent exactly: no dong is lost or invented.

import { balanceShares, checkShareTree, fractionToPercent, percentToFraction, SHARE_PATH_SEPARATOR, type ShareNode } from '../shares/share-totals';
import { BONUS_NODE_GPLAY, BONUS_NODE_PROJECT, BONUS_NODES, bonusNode, fundKeyOf, nodePath, TOP_LEVEL_IDS } from './fund-tree';

export const SHARE_SCALE = 100_000;

/** A fraction in whole 1/100000 units. */
export function shareUnits(fraction: number): number {
  return Math.round(fraction * SHARE_SCALE);
}

/** Rounds a fraction to the stored 5 decimals. */
export function roundFraction(fraction: number): number {
  return shareUnits(fraction) / SHARE_SCALE;
}

/** The percent a share input shows (3 decimals). */
export const shareToPercent = fractionToPercent;
/** The stored fraction of a typed percent (5 decimals). */
export const percentToShare = percentToFraction;

/**
 * Splits `target` whole units over integer `weights` by largest remainder. Parts sum to `target`
 * exactly when any weight is positive; all zero weights give all zero parts.
 */
function largestRemainder(target: bigint, weights: readonly bigint[], denominator: bigint): number[] {
  if (denominator === 0n) return weights.map(() => 0);
  const floors = weights.map((w) => (target * w) / denominator);
  const rests = weights.map((w, i) => ({ i, rest: (target * w) % denominator }));
  let left = target - floors.reduce((s, f) => s + f, 0n);
  rests.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const r of rests) {
    if (left <= 0n) break;
    if (weights[r.i] === 0n) continue;
    floors[r.i] += 1n;
    left -= 1n;
  }
  return floors.map(Number);
}

/**
 * Child amounts of `total` VND for child shares (fractions). When the shares total 100 % the parts
 * sum to `total`; otherwise to round(total x sum of shares) (a config that breaks the 100 % rule
 * is reported by the export, never silently stretched).
 */
export function splitByShares(total: number, fractions: readonly number[]): number[] {
  const units = fractions.map((f) => BigInt(Math.max(0, shareUnits(f))));
  const sum = units.reduce((s, u) => s + u, 0n);
  const whole = BigInt(Math.max(0, Math.trunc(total)));
  const scale = BigInt(SHARE_SCALE);
  // round(whole * sum / scale), half up.
  const target = sum === scale ? whole : (whole * sum * 2n + scale) / (2n * scale);
  return largestRemainder(target, units, sum);
}

/**
 * Splits `total` VND over people by their work scores (to 2 decimals). Nobody scored: equal parts.
 * The parts always sum to `total` when there is anyone.
 */
export function splitByScores(total: number, scores: readonly number[]): number[] {
  if (scores.length === 0) return [];
  let weights = scores.map((s) => BigInt(Math.max(0, Math.round(s * 100))));
  if (weights.every((w) => w === 0n)) weights = scores.map(() => 1n);
  const sum = weights.reduce((s, w) => s + w, 0n);
  return largestRemainder(BigInt(Math.max(0, Math.trunc(total))), weights, sum);
}

/** Node id -> stored fraction; null or absent means "take the default". */
export type ShareMap = Readonly<Record<number, number | null | undefined>>;
/** Node id -> default fraction (the internal config). */
export type DefaultShares = Readonly<Record<number, number>>;

export function effectiveFraction(id: number, shares: ShareMap, defaults: DefaultShares): number {
  const s = shares[id];
  return typeof s === 'number' && Number.isFinite(s) ? s : defaults[id] ?? 0;
}

/** Money of every node of a project's tree: node 1 is the project fund, children by their shares. */
export function computeFunds(projectFund: number, shares: ShareMap, defaults: DefaultShares): Map<number, number> {
  const funds = new Map<number, number>([[BONUS_NODE_PROJECT, Math.max(0, Math.trunc(projectFund))]]);
  const walk = (id: number, kids: readonly number[]) => {
    const parts = splitByShares(funds.get(id) ?? 0, kids.map((k) => effectiveFraction(k, shares, defaults)));
    kids.forEach((k, i) => {
      funds.set(k, parts[i]);
      walk(k, bonusNode(k)?.children ?? []);
    });
  };
  walk(BONUS_NODE_PROJECT, TOP_LEVEL_IDS);
  return funds;
}

/** Equal default fractions for n siblings: floor to 5 decimals, the leftover unit(s) on the first. */
export function equalFractions(n: number): number[] {
  if (n <= 0) return [];
  const each = Math.floor(SHARE_SCALE / n);
  return Array.from({ length: n }, (_, i) => (i === 0 ? SHARE_SCALE - each * (n - 1) : each) / SHARE_SCALE);
}

const TOP_DEFAULTS: Readonly<Record<number, number>> = { [BONUS_NODE_GPLAY]: 0.2, 2: 0.3, 3: 0.3, 4: 0.1, 5: 0.1 };
const NAMED_DEFAULTS: Readonly<Record<string, number>> = {
  managerGroup: 0.3, memberGroup: 0.7, cLevel: 0.4, manager: 0.3, leader: 0.3, performanceBonusFund: 0.3, businessBonusFund: 0.7,
};

/** The internal config a fresh install starts from: every sibling group totals 100 %. */
export function initialDefaultShares(): Record<number, number> {
  const out: Record<number, number> = { ...TOP_DEFAULTS };
  for (const n of BONUS_NODES) {
    if (n.team === null || n.children.length === 0) continue;
    const kids = n.children.map((k) => bonusNode(k)!);
    if (kids.every((k) => NAMED_DEFAULTS[k.name] !== undefined)) kids.forEach((k) => (out[k.id] = NAMED_DEFAULTS[k.name]));
    else equalFractions(kids.length).forEach((f, i) => (out[kids[i].id] = f));
  }
  return out;
}

type IdShareNode = ShareNode & { readonly id: number; readonly children?: readonly IdShareNode[] };

function shareNodeOf(id: number, shares: ShareMap, defaults: DefaultShares): IdShareNode {
  const n = bonusNode(id)!;
  const s = shares[id];
  return {
    id,
    label: id === BONUS_NODE_GPLAY ? 'gplayFund' : n.team && n.parent === BONUS_NODE_PROJECT ? fundKeyOf(n.team) : n.name,
    share: typeof s === 'number' ? fractionToPercent(s) : null,
    defaultShare: fractionToPercent(defaults[id] ?? 0),
    children: n.children.map((k) => shareNodeOf(k, shares, defaults)),
  };
}

export type ShareCheck =
  | { readonly ok: true; readonly shares: Record<number, number | null> }
  | { readonly ok: false; readonly code: 'bonus.total-share' | 'bonus.children-share'; readonly path?: string };

/**
 * The save rules (spec 2 section 5): Gplay plus the four teams total 100 %, the children of every
 * node total 100 % (defaults where unset), a total in (99.9, 100) is topped up on the first item.
 * Answers the shares to store (the top-up applied) or the failed rule with its path, e.g.
 * 'marketingFund.memberGroup'.
 */
export function checkShares(shares: ShareMap, defaults: DefaultShares): ShareCheck {
  const roots = TOP_LEVEL_IDS.map((id) => shareNodeOf(id, shares, defaults));
  const r = checkShareTree(roots);
  if (!r.ok) {
    return r.code === 'bonus.total-share'
      ? { ok: false, code: r.code }
      : { ok: false, code: r.code, path: (r.params?.path ?? '').split(SHARE_PATH_SEPARATOR).join('.') };
  }
  const out: Record<number, number | null> = {};
  for (const [k, v] of Object.entries(shares)) out[Number(k)] = typeof v === 'number' ? v : null;
  const walk = (nodes: readonly ShareNode[]) => {
    for (const n of nodes as readonly IdShareNode[]) {
      const before = shares[n.id];
      const now = typeof n.share === 'number' ? percentToFraction(n.share) : null;
      if (now !== null && (typeof before !== 'number' || fractionToPercent(before) !== n.share)) out[n.id] = now;
      walk(n.children ?? []);
    }
  };
  walk(r.nodes);
  return { ok: true, shares: out };
}

/** Checks that a default config is whole: every sibling group of the defaults totals exactly 100 %. */
export function checkDefaults(defaults: DefaultShares): ShareCheck {
  const top = balanceShares(TOP_LEVEL_IDS.map((id) => fractionToPercent(defaults[id] ?? 0)));
  if (!top.ok) return { ok: false, code: 'bonus.total-share' };
  const fixed: Record<number, number> = { ...defaults };
  TOP_LEVEL_IDS.forEach((id, i) => (fixed[id] = percentToFraction(top.shares[i])));
  for (const n of BONUS_NODES) {
    if (n.team === null || n.children.length === 0) continue;
    const r = balanceShares(n.children.map((k) => fractionToPercent(defaults[k] ?? 0)));
    if (!r.ok) return { ok: false, code: 'bonus.children-share', path: nodePath(n.id) };
    n.children.forEach((k, i) => (fixed[k] = percentToFraction(r.shares[i])));
  }
  return { ok: true, shares: fixed };
}
