// Task create and edit guards (spec 1 section 5, spec 2 sections 4-6). Each
// returns an error code of the catalogue or null; unchanged values return
// NO_CHANGE so the caller skips them silently (the spec: "is ignored").
import { isValidYmd } from '../dates';
import { Role, isCreativeRole, isRoleId, isSystemRole } from '../roles';
import { CONFIG_CREATIVE_ROLES, CREATIVE_TYPES } from '../scoring-config/config-tables';
import { TaskStatus } from '../statuses';
import { isClosed } from './status-machine';
import { parseTaskContent } from './task-content';

export const NO_CHANGE = 'no-change' as const;
export type NoChange = typeof NO_CHANGE;

export const ADMIN_SCORE_LIMIT = 1000;

function blank(v: string | null | undefined): boolean {
  return typeof v !== 'string' || v.trim() === '';
}

export interface CreateTaskInput {
  readonly role: number;
  readonly name?: string | null;
  readonly employee?: string | null;
  readonly isSudden?: boolean | null;
  readonly score?: number | null;
  readonly deadline?: number | null;
  readonly output?: string | null;
  /** Defaults to the role being one of CREATIVE_ROLES. */
  readonly isCreative?: boolean;
  /** When given, a score above it is refused (the server always gives it). */
  readonly scoreLimit?: number | null;
  /** The creative type (decision 057): only for the roles of the creative tables (UA, creative manager). */
  readonly creativeType?: number | null;
}

export type CreateTaskError =
  | 'task.employee-required'
  | 'task.role-required'
  | 'task.name-required'
  | 'task.creative-employee-required'
  | 'task.output-required'
  | 'task.content-invalid'
  | 'task.output-empty'
  | 'task.score-required'
  | 'task.score-negative'
  | 'task.score-exceeds-limit'
  | 'task.score-limit-unset'
  | 'task.deadline-input-required'
  | 'task.creative-type-invalid';

/** Output of a creative task: it is created as Success, so it must be delivered. */
function checkRequiredOutput(output: string | null | undefined): CreateTaskError | null {
  if (blank(output)) return 'task.output-required';
  const parsed = parseTaskContent(output);
  if (!parsed) return 'task.content-invalid';
  return parsed.content.trim() === '' ? 'task.output-empty' : null;
}

/** In the order of spec 2 section 5, so both sides report the same first error. */
export function checkCreateTask(input: CreateTaskInput): CreateTaskError | null {
  if (input.isSudden && blank(input.employee)) return 'task.employee-required';
  // Unknown and the other system roles are never assignable.
  if (!isRoleId(input.role) || isSystemRole(input.role)) return 'task.role-required';
  if (blank(input.name)) return 'task.name-required';
  if (input.creativeType != null && !mayHaveCreativeType(input.role, input.creativeType)) return 'task.creative-type-invalid';
  if (input.isCreative ?? isCreativeRole(input.role)) {
    if (blank(input.employee)) return 'task.creative-employee-required';
    const out = checkRequiredOutput(input.output);
    if (out) return out;
  }
  const score = input.score;
  if (typeof score !== 'number' || !Number.isFinite(score) || score === 0) return 'task.score-required';
  if (score < 0) return 'task.score-negative';
  if (input.scoreLimit != null && score > input.scoreLimit) return overLimit(input.scoreLimit);
  if (!isValidYmd(input.deadline)) return 'task.deadline-input-required';
  return null;
}

// ---- Creative type (decision 057) ----

/**
 * Whether a task of `role` may be a piece of creative work: the roles the creative tables are kept for
 * (spec 3: "Only the roles UA and CreativeManager are offered").
 */
export function offersCreativeType(role: number): boolean {
  return CONFIG_CREATIVE_ROLES.includes(role);
}

/** A creative type 1-4 on a task of a role the creative tables are kept for. */
export function mayHaveCreativeType(role: number, creativeType: number): boolean {
  return offersCreativeType(role) && CREATIVE_TYPES.includes(creativeType);
}

/**
 * The score a new task is created with: a creative task takes its type's row of creative-scores when one
 * is set (> 0), whatever was typed; otherwise the typed score (decision 057).
 */
export function creativeInitialScore(typed: number, creativeType: number | null | undefined, tableScore: number | null | undefined): number {
  if (creativeType == null) return typed;
  return typeof tableScore === 'number' && Number.isFinite(tableScore) && tableScore > 0 ? tableScore : typed;
}

// ---- Score ----

/**
 * A score above the limit: a real excess when a limit is set; with limit 0 (no row for the role, or 0
 * typed in admin > config > role score limit) the setting is missing, and the message says which.
 */
function overLimit(limit: number): 'task.score-exceeds-limit' | 'task.score-limit-unset' {
  return limit > 0 ? 'task.score-exceeds-limit' : 'task.score-limit-unset';
}


/**
 * The score limit of a user in a project: 1000 for the admin role, else the
 * project's configured limit (0 when there is none, as when the fetch fails).
 */
export function scoreLimitFor(roleOrIsAdmin: number | boolean, configuredLimit?: number | null): number {
  const isAdmin = roleOrIsAdmin === true || roleOrIsAdmin === Role.SystemAdmin;
  if (isAdmin) return ADMIN_SCORE_LIMIT;
  return typeof configuredLimit === 'number' && Number.isFinite(configuredLimit) && configuredLimit > 0
    ? configuredLimit
    : 0;
}

/** What the score input shows while typing: 0..limit, never negative. */
export function clampScore(score: number, limit: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(Math.max(score, 0), Math.max(limit, 0));
}

export type ScoreEditError = 'task.score-required' | 'task.score-negative' | 'task.score-exceeds-limit' | 'task.score-limit-unset';

// Equality is tested first: re-saving an unchanged score over a since-lowered
// limit is a no-op, not an error.
export function checkScoreEdit(current: number, next: number, limit: number): ScoreEditError | NoChange | null {
  if (typeof next !== 'number' || !Number.isFinite(next)) return 'task.score-required';
  if (next === current) return NO_CHANGE;
  if (next < 0) return 'task.score-negative';
  if (next > limit) return overLimit(limit);
  return null;
}

// ---- Other fields ----

/** Name, score, input and output of Success and Failure tasks are frozen. */
export function checkTaskEditable(status: number): 'task.closed' | null {
  return isClosed(status) ? 'task.closed' : null;
}

export function checkNameEdit(
  current: string,
  next: string | null | undefined,
): 'project.task-view.edit.task-name.error' | NoChange | null {
  if (blank(next)) return 'project.task-view.edit.task-name.error';
  return (next as string).trim() === current.trim() ? NO_CHANGE : null;
}

export function checkAssigneeEdit(status: number): 'task.employee-not-planning' | null {
  return status === TaskStatus.Planning ? null : 'task.employee-not-planning';
}

// Reviewing (benchmark, difficulty) only makes sense once the work is handed in.
export function checkBenchmarkOrEfficiencyEdit(status: number): 'task.review-not-allowed' | null {
  return status === TaskStatus.Completed || status === TaskStatus.Success ? null : 'task.review-not-allowed';
}

export interface DeadlineEditContext {
  readonly isGlobalProject: boolean;
  /** The user holds Task.Edit.Deadline for the task's role in this project. */
  readonly hasDeadlinePermissionForRole: boolean;
}

export function checkDeadlineEdit(
  status: number,
  ctx: DeadlineEditContext,
): 'task.deadline-not-editable' | 'common.no-permission' | null {
  const editable =
    status === TaskStatus.Planning || status === TaskStatus.InProgress || status === TaskStatus.Completed;
  if (!editable) return 'task.deadline-not-editable';
  if (!ctx.isGlobalProject && !ctx.hasDeadlinePermissionForRole) return 'common.no-permission';
  return null;
}

/** Input or output: not on a closed task, and only a valid content JSON is saved. */
export function checkInputOutputEdit(
  status: number,
  value: string | null | undefined,
): 'task.closed' | 'task.content-invalid' | null {
  return checkTaskEditable(status) ?? (parseTaskContent(value) ? null : 'task.content-invalid');
}

export function canDelete(status: number): boolean {
  return status === TaskStatus.Planning;
}

export function checkDelete(status: number): 'task.delete-not-planning' | null {
  return canDelete(status) ? null : 'task.delete-not-planning';
}
