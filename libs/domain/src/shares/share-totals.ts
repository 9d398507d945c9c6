// Bonus share totals (spec 2 section 5, spec 3 section 5). Shares are entered
// as percents, shown to 3 decimals and stored as fractions to 5 decimals. A
// blank share falls back to the node's default from the internal config.

export const SHARE_TOTAL = 100;
/** A total above this and below 100 is a rounding leftover and is topped up. */
export const SHARE_TOP_UP_FLOOR = 99.9;

function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * f) / f;
}

/** A percent as the screen shows it. */
export function roundPercent(percent: number): number {
  return roundTo(percent, 3);
}

/** A percent as the database stores it: a fraction to 5 decimals. */
export function percentToFraction(percent: number): number {
  return roundTo(percent / 100, 5);
}

export function fractionToPercent(fraction: number): number {
  return roundPercent(fraction * 100);
}

export interface ShareValue {
  /** Percent set by the user; null or undefined means "use the default". */
  readonly share?: number | null;
  /** Default percent from the internal config. */
  readonly defaultShare?: number | null;
}

function isSet(v: number | null | undefined): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

export function effectiveShare(v: ShareValue): number {
  return isSet(v.share) ? v.share : isSet(v.defaultShare) ? v.defaultShare : 0;
}

export type BalanceResult = { readonly ok: true; readonly shares: number[] } | { readonly ok: false; readonly total: number };

/**
 * The core rule on plain percents: exactly 100 passes, a total in (99.9, 100)
 * gets the remainder added to the first share, anything else fails.
 */
export function balanceShares(percents: readonly number[]): BalanceResult {
  const total = roundPercent(percents.reduce((s, p) => s + p, 0));
  if (total === SHARE_TOTAL) return { ok: true, shares: [...percents] };
  if (percents.length === 0 || total <= SHARE_TOP_UP_FLOOR || total > SHARE_TOTAL) return { ok: false, total };
  const shares = [...percents];
  shares[0] = roundPercent(shares[0] + (SHARE_TOTAL - total));
  return { ok: true, shares };
}

export type ShareTotalResult =
  | { readonly ok: true; readonly skipped: boolean; readonly shares: number[] }
  | { readonly ok: false; readonly code: 'bonus.total-share'; readonly total: number };

/**
 * Top level of a config (the Gplay fund and the four teams). Nothing set by
 * the user means the defaults are kept and nothing is checked.
 */
export function checkShareTotal(items: readonly ShareValue[]): ShareTotalResult {
  const shares = items.map(effectiveShare);
  if (!items.some((i) => isSet(i.share))) return { ok: true, skipped: true, shares };
  const r = balanceShares(shares);
  return r.ok ? { ok: true, skipped: false, shares: r.shares } : { ok: false, code: 'bonus.total-share', total: r.total };
}

export interface ShareNode extends ShareValue {
  /** Shown in the error path, e.g. 'Marketing'. */
  readonly label: string;
  readonly children?: readonly ShareNode[];
}

export const SHARE_PATH_SEPARATOR = ' > ';

export type ShareTreeResult =
  | { readonly ok: true; readonly skipped: boolean; readonly nodes: ShareNode[] }
  | {
      readonly ok: false;
      readonly code: 'bonus.total-share' | 'bonus.children-share';
      readonly params?: { readonly path: string };
      readonly total: number;
    };

function anySet(nodes: readonly ShareNode[]): boolean {
  return nodes.some((n) => isSet(n.share) || anySet(n.children ?? []));
}

type ChildrenCheck = { ok: true; nodes: ShareNode[] } | { ok: false; path: string; total: number };

// Each sibling group must total 100 with the same top-up as the top level (a
// third is stored as 33.333, so three thirds give 99.999). A group where the
// user set nothing keeps its defaults unchecked.
function checkGroups(nodes: readonly ShareNode[], path: readonly string[]): ChildrenCheck {
  const out: ShareNode[] = [];
  for (const node of nodes) {
    const kids = node.children ?? [];
    if (kids.length === 0) {
      out.push(node);
      continue;
    }
    const here = [...path, node.label];
    let children = [...kids];
    if (kids.some((k) => isSet(k.share))) {
      const r = balanceShares(kids.map(effectiveShare));
      if (!r.ok) return { ok: false, path: here.join(SHARE_PATH_SEPARATOR), total: r.total };
      // Only a topped-up default becomes an explicit share.
      if (r.shares[0] !== effectiveShare(kids[0])) children[0] = { ...kids[0], share: r.shares[0] };
    }
    const deeper = checkGroups(children, here);
    if (!deeper.ok) return deeper;
    children = deeper.nodes;
    out.push({ ...node, children });
  }
  return { ok: true, nodes: out };
}

/**
 * A whole share config: the top-level items must total 100, then the children
 * of every node, depth first. Returns the config with any top-up applied.
 */
export function checkShareTree(roots: readonly ShareNode[]): ShareTreeResult {
  if (!anySet(roots)) return { ok: true, skipped: true, nodes: [...roots] };
  const top = checkShareTotal(roots);
  if (!top.ok) return top;
  const topped = roots.map((n, i) =>
    !top.skipped && top.shares[i] !== effectiveShare(n) ? { ...n, share: top.shares[i] } : n,
  );
  const r = checkGroups(topped, []);
  return r.ok
    ? { ok: true, skipped: false, nodes: r.nodes }
    : { ok: false, code: 'bonus.children-share', params: { path: r.path }, total: r.total };
}
