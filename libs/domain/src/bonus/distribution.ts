// Revenue bonus distribution of one project (spec 3 "Revenue bonus", docs/bonus.md).
//
// The project fund goes down the tree (computeFunds); each leaf's money goes to the people its
// scope names, split by their work scores (splitByScores). The Gplay fund stays with the company.
// Money that finds nobody stays undistributed and is reported (export error 1 or 3), so
// distributed + undistributed + gplay = the project fund, to the dong.

import { checkShares, computeFunds, splitByScores, type DefaultShares, type ShareMap } from './bonus-money';
import { BONUS_NODE_GPLAY, BONUS_NODES, isLeaf, type BonusNode } from './fund-tree';

export const BonusErrorKind = { FundWithoutEmployee: 1, ScoreWithoutFund: 2, GlobalRoleNotOne: 3, SharesNot100: 4 } as const;
export type BonusErrorKind = (typeof BonusErrorKind)[keyof typeof BonusErrorKind];

export interface BonusExportError {
  errorBusinessReward: BonusErrorKind;
  value: { role?: number; project?: number; employees?: string[]; distribution?: number; share?: string };
}

export interface BonusPerson {
  employee: string;
  role: number;
  /** Work score (sum of final scores of successful tasks in the year, in the project for members). */
  score: number;
}

export interface ProjectDistributionInput {
  project: number;
  projectFund: number;
  shares: ShareMap;
  defaults: DefaultShares;
  /** The project's members, one row per (employee, project role), with their score in the project. */
  members: readonly BonusPerson[];
  /** Active employees by their main role, with their year's score over all projects. */
  company: readonly BonusPerson[];
  /** Scores in the project by task role, for error 2. */
  scored: readonly BonusPerson[];
}

export interface BonusDetailRow {
  employee: string;
  role: number;
  project: number;
  /** The leaf node the money came from. */
  node: number;
  /** bonus / project fund, a fraction to 5 decimals. */
  percent: number;
  bonus: number;
  kind: 'company' | 'business' | 'performance';
}

export interface ProjectDistribution {
  project: number;
  projectFund: number;
  funds: Map<number, number>;
  rows: BonusDetailRow[];
  errors: BonusExportError[];
  gplay: number;
  distributed: number;
  undistributed: number;
}

function eligible(leaf: BonusNode, input: ProjectDistributionInput): BonusPerson[] {
  const pool = leaf.scope === 'project' || leaf.scope === 'team' ? input.members : input.company;
  const byEmployee = new Map<string, BonusPerson>();
  for (const p of pool) {
    if (!leaf.roles.includes(p.role) || byEmployee.has(p.employee)) continue;
    byEmployee.set(p.employee, p);
  }
  return [...byEmployee.values()].sort((a, b) => (a.employee < b.employee ? -1 : a.employee > b.employee ? 1 : 0));
}

const LEAVES = BONUS_NODES.filter(isLeaf);

export function distributeProject(input: ProjectDistributionInput): ProjectDistribution {
  const funds = computeFunds(input.projectFund, input.shares, input.defaults);
  const rows: BonusDetailRow[] = [];
  const errors: BonusExportError[] = [];
  const project = input.project;
  const check = checkShares(input.shares, input.defaults);
  if (!check.ok) errors.push({ errorBusinessReward: 4, value: { project, share: check.path ?? 'total' } });
  let undistributed = 0;
  for (const leaf of LEAVES) {
    const fund = funds.get(leaf.id) ?? 0;
    if (fund <= 0) continue;
    const people = eligible(leaf, input);
    if (leaf.scope === 'global' && people.length !== 1) {
      errors.push({ errorBusinessReward: 3, value: { role: leaf.roles[0], project, distribution: leaf.id, employees: people.map((p) => p.employee) } });
      undistributed += fund;
      continue;
    }
    if (people.length === 0) {
      errors.push({ errorBusinessReward: 1, value: { role: leaf.roles[0], project, distribution: leaf.id } });
      undistributed += fund;
      continue;
    }
    const parts = splitByScores(fund, people.map((p) => p.score));
    people.forEach((p, i) => {
      if (parts[i] <= 0) return;
      rows.push({
        employee: p.employee, role: p.role, project, node: leaf.id, bonus: parts[i], kind: leaf.kind!,
        percent: input.projectFund > 0 ? Math.round((parts[i] / input.projectFund) * 100_000) / 100_000 : 0,
      });
    });
  }
  // Error 2: someone scored in a role no leaf with money pays.
  const paid = new Set(LEAVES.filter((l) => (funds.get(l.id) ?? 0) > 0).flatMap((l) => l.roles));
  const unpaid = new Map<number, Set<string>>();
  for (const s of input.scored) {
    if (s.score <= 0 || paid.has(s.role)) continue;
    unpaid.set(s.role, (unpaid.get(s.role) ?? new Set()).add(s.employee));
  }
  for (const [role, people] of [...unpaid].sort((a, b) => a[0] - b[0])) {
    errors.push({ errorBusinessReward: 2, value: { role, project, employees: [...people].sort() } });
  }
  const gplay = funds.get(BONUS_NODE_GPLAY) ?? 0;
  const distributed = rows.reduce((s, r) => s + r.bonus, 0);
  return { project, projectFund: input.projectFund, funds, rows, errors, gplay, distributed, undistributed };
}

export interface EmployeeBonusResult {
  projects: { project: number; role: number; percent: number; bonus: number }[];
  bonus_total: number;
  new_salary: number;
  bonus_business: number;
  bonus_company: number;
  bonus_performance: number;
  current_salary: number;
  is_business_bonus: boolean;
}

/** An employee's year: their detail rows summed per kind (API.md GET /api/bonus/employees/:id). */
export function employeeResult(rows: readonly BonusDetailRow[], salary: number): EmployeeBonusResult {
  const sum = (k?: BonusDetailRow['kind']) => rows.filter((r) => !k || r.kind === k).reduce((s, r) => s + r.bonus, 0);
  const total = sum();
  return {
    projects: rows.map((r) => ({ project: r.project, role: r.role, percent: r.percent, bonus: r.bonus })),
    bonus_total: total,
    new_salary: salary,
    bonus_business: sum('business'),
    bonus_company: sum('company'),
    bonus_performance: sum('performance'),
    current_salary: salary,
    is_business_bonus: total > 0,
  };
}
