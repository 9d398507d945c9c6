import { PERMISSIONS, ROLES, defaultRoleGroupName, projectRoleGroupName, Role } from '@studio/domain';

export interface SeedGrant {
  permission: string;
  conditionType: number;
  conditionValue: unknown;
}

const any = (permission: string): SeedGrant => ({ permission, conditionType: 1, conditionValue: null });

/** What every employee may do (DESIGN.md, seeded permission defaults). */
const EVERY_EMPLOYEE = ['Profile.Get', 'Notification.Get', 'TicketSystem.Request.Create', 'TicketSystem.Request.Get'];
/**
 * What every member of a project may do there: read it, and move and hand in their own tasks
 * ("own tasks only" is the task service's record rule: others' tasks also need Task.Edit.Employee).
 */
const EVERY_MEMBER = ['Project.Get', 'Project.Get.Employee', 'Task.Get', 'Task.Edit.Status', 'Task.Edit.Input', 'Task.Edit.Output', 'Penalty.Get'];
/** Project managers and owners hold every task, penalty, ticket-response and project-setting permission. */
const PROJECT_LEADS = PERMISSIONS.map((p) => p.name).filter(
  // Task.Get.All is the cross-project dashboard, not a permission on one project.
  (name) => /^(Task|Penalty)\./.test(name) && name !== 'Task.Get.All',
).concat([
  'Project.Get', 'Project.Edit', 'Project.Get.Employee', 'Project.Edit.Employee', 'Project.Get.RoleLevel',
  'Project.Edit.RoleLevel', 'TicketSystem.Response.Create', 'TicketSystem.Request.Edit',
]);

export function defaultGroups(): { name: string; grants: SeedGrant[] }[] {
  const groups: { name: string; grants: SeedGrant[] }[] = [];
  for (const role of ROLES.filter((r) => !r.isSystem)) {
    groups.push({ name: defaultRoleGroupName(role.id), grants: EVERY_EMPLOYEE.map(any) });
    const lead = role.id === Role.ProjectManager || role.id === Role.ProjectOwner;
    groups.push({ name: projectRoleGroupName(role.id), grants: [...new Set(lead ? PROJECT_LEADS : EVERY_MEMBER)].map(any) });
  }
  return groups;
}
