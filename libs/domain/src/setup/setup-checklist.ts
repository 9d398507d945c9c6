// The first-run checklist of the dashboard (issue 20, docs/decisions/033): the steps a new studio
// goes through, who may act on each and which screen it links to. The server computes whether a
// step is done from the data; a new step is one entry here, one fact in the server's
// SetupChecklistRepository and its texts in locales/<lang>/setup.json.
import type { PermissionName } from '../permissions/catalogue';

/** The backups screen (admin > config). */
export const BACKUPS_PATH = '/admin/config/backup';

export const SETUP_STEP_KEYS = ['people', 'permission-group', 'project', 'scoring', 'connector-keys', 'backups'] as const;

export type SetupStepKey = (typeof SETUP_STEP_KEYS)[number];

export interface SetupStepDef {
  key: SetupStepKey;
  /** Held on project 0, the user may act on the step (and so sees the checklist). */
  act: PermissionName;
  /** The screen that does the step. */
  href: string;
  /** Every one of these, on project 0, opens that screen (the screen's own route guards). */
  open: readonly PermissionName[];
  /** Nothing to compute from: done once someone with `act` marks it reviewed (or saves the screen). */
  reviewable?: boolean;
}

export const SETUP_STEPS: readonly SetupStepDef[] = [
  { key: 'people', act: 'Admin.Employee.Create', href: '/admin/administrative/employee', open: ['Admin.Employee.Get'] },
  {
    key: 'permission-group', act: 'Config.PermissionGroup.Edit', href: '/admin/config/permission-group',
    open: ['Config', 'Config.PermissionGroup.Get'],
  },
  // My Project holds the create-project button; every signed-in user opens it.
  { key: 'project', act: 'Project.Create', href: '/project-select/my-project', open: [] },
  { key: 'scoring', act: 'Config.RoleLimit.Set', href: '/admin/config/role/limit', open: ['Config', 'Config.RoleLimit.Get'], reviewable: true },
  { key: 'connector-keys', act: 'Connectors.Edit', href: '/admin/config/connector', open: ['Config', 'Connectors.View'] },
  // Done while the last backup succeeded within BACKUP_RECENT_DAYS (docs/decisions/037).
  { key: 'backups', act: 'Admin', href: BACKUPS_PATH, open: ['Config', 'Admin'] },
];

/** One step as GET /api/setup/checklist answers it. */
export interface SetupChecklistStep {
  key: SetupStepKey;
  done: boolean;
  /** The step's screen, when the caller may open it; else null. */
  href: string | null;
  /** The caller may mark this (reviewable, not yet done) step reviewed. */
  canMark: boolean;
}

/** GET /api/setup/checklist: `steps` is empty for a caller who may act on none of them. */
export interface SetupChecklist {
  steps: SetupChecklistStep[];
  /** The caller hid the checklist (per user); it can be reopened. */
  dismissed: boolean;
}

/** How many steps are done. */
export function setupStepsDone(checklist: Pick<SetupChecklist, 'steps'>): number {
  return checklist.steps.filter((s) => s.done).length;
}

/** The dashboard shows the card: someone who may act, not dismissed, a step left. */
export function showSetupChecklist(checklist: SetupChecklist | null | undefined): boolean {
  return !!checklist && checklist.steps.length > 0 && !checklist.dismissed && setupStepsDone(checklist) < checklist.steps.length;
}
