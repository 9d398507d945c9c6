// Cost summary grouping (spec 1 "Cost summary"): project, then role, then employee, with the sum
// of every money column at each level and a grand total on top. Money on screen in thousands of VND.
import type { CostSummaryRow } from '@studio/domain';
import { formatNumber } from '~/lib/format';

export const COST_COLUMNS = ['fixTotalCost', 'fixProductCost', 'fixCreativeCost', 'postTotalCost', 'postProductCost', 'postCreativeCost', 'totalCost'] as const;
export type CostColumn = (typeof COST_COLUMNS)[number];
export type CostSums = Record<CostColumn, number>;

export type CostLine =
  | { level: 'total'; key: string; sums: CostSums }
  | { level: 'project'; key: string; projectId: number; sums: CostSums }
  | { level: 'role'; key: string; role: number; sums: CostSums }
  | { level: 'employee'; key: string; employeeId: string; sums: CostSums };

function zero(): CostSums {
  return { fixTotalCost: 0, fixProductCost: 0, fixCreativeCost: 0, postTotalCost: 0, postProductCost: 0, postCreativeCost: 0, totalCost: 0 };
}

function add(into: CostSums, row: CostSums): void {
  for (const c of COST_COLUMNS) into[c] += row[c];
}

/** The lines of the grouped grid, grand total first; rows are ordered by the project names given. */
export function groupCosts(rows: readonly CostSummaryRow[], projectName: (id: number) => string): CostLine[] {
  const total = zero();
  const projects = new Map<number, { sums: CostSums; roles: Map<number, { sums: CostSums; rows: CostSummaryRow[] }> }>();
  for (const r of rows) {
    add(total, r);
    const p = projects.get(r.projectId) ?? { sums: zero(), roles: new Map() };
    projects.set(r.projectId, p);
    add(p.sums, r);
    const role = p.roles.get(r.role) ?? { sums: zero(), rows: [] };
    p.roles.set(r.role, role);
    add(role.sums, r);
    role.rows.push(r);
  }
  const lines: CostLine[] = [{ level: 'total', key: 'total', sums: total }];
  const order = [...projects.keys()].sort((a, b) => projectName(a).localeCompare(projectName(b)) || a - b);
  for (const id of order) {
    const p = projects.get(id)!;
    lines.push({ level: 'project', key: `p${id}`, projectId: id, sums: p.sums });
    for (const [role, group] of [...p.roles.entries()].sort((a, b) => a[0] - b[0])) {
      lines.push({ level: 'role', key: `p${id}r${role}`, role, sums: group.sums });
      for (const r of group.rows) lines.push({ level: 'employee', key: `p${id}r${role}e${r.employeeId}`, employeeId: r.employeeId, sums: r });
    }
  }
  return lines;
}

/** Thousands of VND, no decimals. */
export function thousands(vnd: number, lang: string): string {
  return formatNumber(Math.round(vnd / 1000), lang);
}
