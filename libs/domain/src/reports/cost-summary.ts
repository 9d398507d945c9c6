// Cost summary (spec 1 "Cost summary", docs/decisions/014-cost-summary.md): what each employee
// costs each project over a date range. The fixed cost comes from the employee's monthly salary
// spread over the days of the range and split over the projects and roles of the tasks they
// worked on then, by task score; the post cost is the fixed cost x POST_COST_MULTIPLIER.
import { Role } from '../roles';
import { POST_COST_MULTIPLIER } from './project-summary';

export interface CostSummaryRow {
  projectId: number;
  role: number;
  employeeId: string;
  fixTotalCost: number;
  fixProductCost: number;
  fixCreativeCost: number;
  postTotalCost: number;
  postProductCost: number;
  postCreativeCost: number;
  /** The loaded cost of the row: the post total. */
  totalCost: number;
}

/** Roles whose cost is creative (marketing material) rather than product cost. */
export const COST_CREATIVE_ROLES: readonly number[] = [
  Role.Ua, Role.StoreListing, Role.VideoEditor, Role.PlayableAds, Role.CreativeManager, Role.Creative, Role.PlayableAdsLeader, Role.StoreListingLeader,
];

export function isCostCreativeRole(role: number): boolean {
  return COST_CREATIVE_ROLES.includes(role);
}

/** Post cost of a fixed cost, whole VND. */
export function postCost(fix: number): number {
  return Math.round(fix * POST_COST_MULTIPLIER);
}

/** The row of one (project, role, employee) from its fixed cost in VND. */
export function costRow(projectId: number, role: number, employeeId: string, fix: number): CostSummaryRow {
  const creative = isCostCreativeRole(role);
  const post = postCost(fix);
  return {
    projectId, role, employeeId,
    fixTotalCost: fix, fixProductCost: creative ? 0 : fix, fixCreativeCost: creative ? fix : 0,
    postTotalCost: post, postProductCost: creative ? 0 : post, postCreativeCost: creative ? post : 0,
    totalCost: post,
  };
}
