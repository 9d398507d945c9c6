// The permission catalogue. Ids are stable (stored in permission groups) and
// grouped by area in blocks of 100; never reuse or renumber an id, add new
// ones in the gap of their area. The scope says what a grant's condition
// ranges over:
//   project    - a project id (checked against the project of the request;
//                admin screens use the global root project 0)
//   role       - a role id (e.g. the roles a user may assign tasks to)
//   ticketType - a ticket type the user may file
//   bonusNode  - a node of the bonus distribution tree (0-77)
//   none       - nothing: holding any grant is enough

export type PermissionScope = 'project' | 'role' | 'ticketType' | 'bonusNode' | 'none';

export interface PermissionDef {
  readonly id: number;
  readonly name: string;
  readonly scope: PermissionScope;
  readonly description: string;
}

// Generic so that `name` keeps its literal type for PermissionName.
function p<N extends string>(id: number, name: N, scope: PermissionScope, description: string) {
  return { id, name, scope, description } as const;
}

export const PERMISSIONS = [
  // ---- Config (100s): admin configuration area ----
  p(100, 'Config', 'none', 'Open the config area of the admin menu'),
  p(101, 'Config.PermissionGroup.Get', 'none', 'List permission groups and their employees'),
  p(102, 'Config.PermissionGroup.Create', 'none', 'Create permission groups'),
  p(103, 'Config.PermissionGroup.Edit', 'none', 'Edit permission groups and their employees'),
  p(104, 'Config.PermissionGroup.Delete', 'none', 'Delete permission groups'),
  p(110, 'Config.RoleBenchmark.Get', 'none', 'View role benchmarks'),
  p(111, 'Config.RoleBenchmark.Set', 'none', 'Edit role benchmarks'),
  p(112, 'Config.RoleLevelScale.Get', 'none', 'View role level scales'),
  p(113, 'Config.RoleLevelScale.Create', 'none', 'Edit role level scales'),
  p(114, 'Config.RoleLimit.Get', 'none', 'View task score limits per role'),
  p(115, 'Config.RoleLimit.Set', 'none', 'Edit task score limits per role'),
  p(116, 'Config.RolePenalty.Get', 'none', 'View penalty percentages per role'),
  p(117, 'Config.RolePenalty.Set', 'none', 'Edit penalty percentages per role'),
  p(118, 'Config.PerformanceScale.Get', 'none', 'View performance scales'),
  p(119, 'Config.PerformanceScale.Set', 'none', 'Edit performance scales'),
  p(120, 'Config.PerformanceBenchmark.Get', 'none', 'View performance benchmarks'),
  p(121, 'Config.PerformanceBenchmark.Set', 'none', 'Edit performance benchmarks'),
  p(122, 'Config.PerformanceStates.Get', 'none', 'View performance state percents'),
  p(123, 'Config.PerformanceStates.Set', 'none', 'Edit performance state percents'),
  p(124, 'Config.Mission.Get', 'none', 'View mission configs per role'),
  p(125, 'Config.Mission.Set', 'none', 'Edit mission configs per role'),
  p(126, 'Config.MissionInstance.Get', 'none', 'View mission instances per employee'),
  p(127, 'Config.MissionInstance.Set', 'none', 'Edit mission instances per employee'),
  p(128, 'Config.EfficiencyScale.Get', 'none', 'View efficiency scales'),
  p(129, 'Config.EfficiencyScale.Set', 'none', 'Edit efficiency scales'),
  p(130, 'Config.BenchmarkScale.Get', 'none', 'View benchmark scales'),
  p(131, 'Config.BenchmarkScale.Set', 'none', 'Edit benchmark scales'),
  p(132, 'Config.CreativeScore.Get', 'none', 'View creative task scores'),
  p(133, 'Config.CreativeScore.Set', 'none', 'Edit creative task scores'),
  p(134, 'Config.CreativeBenchmarkRate.Get', 'none', 'View creative benchmark rates'),
  p(135, 'Config.CreativeBenchmarkRate.Set', 'none', 'Edit creative benchmark rates'),

  // ---- Task (200s) and penalties (260s) ----
  p(200, 'Task.Get', 'project', 'View the tasks of a project'),
  p(201, 'Task.Get.All', 'none', 'Open the task dashboard across projects'),
  p(202, 'Task.Get.Efficiency', 'project', 'See the difficulty column'),
  p(210, 'Task.Create', 'role', 'Create tasks for the listed roles'),
  p(211, 'Task.Create.Sudden', 'project', 'Create sudden tasks'),
  p(220, 'Task.Edit.Name', 'project', 'Rename tasks'),
  p(221, 'Task.Edit.Score', 'project', 'Change task scores'),
  p(222, 'Task.Edit.Status', 'project', 'Move tasks between Planning, InProgress and Completed'),
  p(223, 'Task.Edit.FinalStatus', 'project', 'Move Completed tasks to Success, Failure or back'),
  p(224, 'Task.Edit.Benchmark', 'project', 'Set the benchmark of completed tasks'),
  p(225, 'Task.Edit.Efficiency', 'project', 'Set the difficulty of completed tasks'),
  p(226, 'Task.Edit.Archived', 'project', 'Hide and unhide tasks'),
  p(227, 'Task.Edit.Deadline', 'role', 'Change deadlines of tasks of the listed roles'),
  p(228, 'Task.Edit.Employee', 'project', 'Assign or clear the employee of Planning tasks'),
  p(229, 'Task.Edit.Input', 'project', 'Edit task input'),
  p(230, 'Task.Edit.Output', 'project', 'Edit task output'),
  p(240, 'Task.Delete', 'project', 'Delete Planning tasks'),
  p(250, 'Task.SystemTask.Create', 'project', 'Create internal system tasks'),
  p(260, 'Penalty.Get', 'project', 'View the penalty table of a project'),
  p(261, 'Penalty.Create', 'project', 'Record penalties'),
  p(262, 'Penalty.Delete', 'project', 'Delete penalties'),

  // ---- Dashboard (300s) ----
  p(300, 'Dashboard.Benchmark', 'none', 'Employee view of the dynamic dashboard with an employee picker'),
  p(301, 'Dashboard.Score.Get', 'role', 'View the work score of employees of the listed roles'),
  p(302, 'Dashboard.CostSummary', 'none', 'Open the cost summary'),
  p(303, 'Dashboard.Employees.YearReport', 'none', 'Open the employee yearly report'),

  // ---- Admin, HR and income (400s) ----
  p(400, 'Admin', 'none', 'Admin menu entry, operator area, project report dashboard, jobs'),
  p(401, 'Admin.Employee.Get', 'none', 'Administrative area: employees and HR reports'),
  p(402, 'Admin.Employee.Create', 'none', 'Create employees'),
  p(403, 'Admin.Employee.Edit', 'none', 'Edit employees, set their passwords'),
  p(404, 'Admin.Employee.Salary', 'none', 'See and change salaries and contract logs'),
  p(410, 'Admin.Break.Edit', 'none', 'Employee manager: open an employee, read-only without Admin.Employee.Edit'),
  // The income calls need 421; 420 adds what reaches the employee (API.md "Employee income", decision 027).
  p(420, 'Admin.EmployeeIncome.Set', 'none', 'With EmployeeIncome.Get.All: show incomes to employees or hide them, delete shown ones'),
  p(421, 'EmployeeIncome.Get.All', 'none', 'View, create, edit and delete the incomes of all employees; showing one needs Admin.EmployeeIncome.Set'),
  p(430, 'PermittedLeft.Change', 'none', 'Break manager: change permitted leave days'),

  // ---- Project (500s) ----
  p(500, 'Project.Get', 'project', 'Open a project'),
  p(501, 'Project.Create', 'none', 'Create projects'),
  p(502, 'Project.Edit', 'project', 'Project settings and linked accounts'),
  p(503, 'Project.Get.Employee', 'project', 'List the members of a project'),
  p(504, 'Project.Edit.Employee', 'role', 'Add or remove project members of the listed roles'),
  p(505, 'Project.Get.RoleLevel', 'project', 'See the project role levels'),
  p(506, 'Project.Edit.RoleLevel', 'role', 'Set project role levels of the listed roles'),

  // ---- Profile and notifications (600s) ----
  p(600, 'Profile.Get', 'none', 'Own profile, password, API keys and SSH key'),
  p(610, 'Notification.Get', 'none', 'Own notifications'),

  // ---- Level system (700s) ----
  p(700, 'LevelSystem', 'project', 'Open the level system of a project'),
  p(701, 'LevelSystem.Level.Get', 'project', 'View levels'),
  p(702, 'LevelSystem.Level.Create', 'project', 'Create levels and level versions'),
  p(703, 'LevelSystem.Level.Edit', 'project', 'Edit and activate levels'),
  p(711, 'LevelSystem.LevelPack.Get', 'project', 'View level packs'),
  p(712, 'LevelSystem.LevelPack.Create', 'project', 'Create level packs and versions'),
  p(713, 'LevelSystem.LevelPack.Edit', 'project', 'Edit and activate level packs'),
  p(721, 'LevelSystem.LevelConfig.Get', 'project', 'View level configs'),
  p(722, 'LevelSystem.LevelConfig.Create', 'project', 'Create level configs and versions'),
  p(723, 'LevelSystem.LevelConfig.Edit', 'project', 'Edit and activate level configs'),

  // ---- Files (800s) ----
  p(800, 'Cdn.Upload', 'none', 'Upload files to the content store'),

  // ---- Operator: calendar and breaks (900s) ----
  p(900, 'Operator.Holiday.Get', 'none', 'View holidays'),
  p(901, 'Operator.Holiday.Create', 'none', 'Add holidays'),
  p(902, 'Operator.Holiday.Edit', 'none', 'Edit holidays'),
  p(903, 'Operator.Holiday.Delete', 'none', 'Delete holidays'),
  p(910, 'Operator.Makeup.Get', 'none', 'View makeup working days'),
  p(911, 'Operator.Makeup.Create', 'none', 'Add makeup working days'),
  p(912, 'Operator.Makeup.Edit', 'none', 'Edit makeup working days'),
  p(913, 'Operator.Makeup.Delete', 'none', 'Delete makeup working days'),
  p(920, 'Operator.Break.Get', 'none', 'View employee day-off records'),
  p(921, 'Operator.Break.Create', 'none', 'Add employee day-off records'),
  p(922, 'Operator.Break.Edit', 'none', 'Edit employee day-off records'),
  p(923, 'Operator.Break.Delete', 'none', 'Delete employee day-off records'),
  p(930, 'Operator.Break.Decision', 'none', 'Decide pending break requests'),

  // ---- Tickets (1000s) ----
  p(1000, 'TicketSystem.Request.Get', 'none', 'Read tickets beyond those sent to or by oneself'),
  p(1001, 'TicketSystem.Request.Create', 'ticketType', 'File tickets of the listed types'),
  p(1002, 'TicketSystem.Request.Edit', 'none', 'Edit unanswered tickets one may edit'),
  p(1010, 'TicketSystem.Response.Create', 'project', 'Answer tickets about a project (0 for others)'),

  // ---- Wiki (1100s) ----
  p(1100, 'WikiSystem.Wiki.Get', 'project', 'Read wiki pages of a project'),
  p(1101, 'WikiSystem.Wiki.Create', 'project', 'Create wiki pages'),
  p(1102, 'WikiSystem.Wiki.Edit', 'project', 'Edit wiki pages'),
  p(1103, 'WikiSystem.Wiki.Config', 'project', 'Change page type and page permissions'),

  // ---- Deploy keys and toolchain (1200s, 1300s) ----
  p(1200, 'DeployKey.Get', 'none', 'Read deploy keys of repositories'),
  p(1300, 'Toolchain.Deploy', 'project', 'Run deployments of a project'),

  // ---- Business reward (1400s) ----
  p(1400, 'BusinessReward.Config.Project.Get', 'bonusNode', 'See the listed nodes of project bonus configs'),
  p(1401, 'BusinessReward.Config.Project.Set', 'bonusNode', 'Edit the listed nodes of project bonus configs'),
  p(1410, 'BusinessReward.Config.Internal.Get', 'none', 'View the revenue bonus distribution'),
  p(1411, 'BusinessReward.Config.Internal.Set', 'none', 'Edit the revenue bonus distribution'),
  p(1420, 'BusinessReward.Export', 'none', 'Export bonuses and open the bonus reveal'),

  // ---- Connectors (1500s) ----
  p(1500, 'Connectors.View', 'none', 'Open the connector center'),
  p(1501, 'Connectors.Edit', 'none', 'Create and edit connectors'),
] as const;

export type PermissionName = (typeof PERMISSIONS)[number]['name'];

export const PERMISSION_BY_NAME: ReadonlyMap<string, PermissionDef> = new Map(
  PERMISSIONS.map((d): [string, PermissionDef] => [d.name, d]),
);

export const PERMISSION_BY_ID: ReadonlyMap<number, PermissionDef> = new Map(
  PERMISSIONS.map((d): [number, PermissionDef] => [d.id, d]),
);

export function permissionByName(name: string): PermissionDef | undefined {
  return PERMISSION_BY_NAME.get(name);
}

export function permissionById(id: number): PermissionDef | undefined {
  return PERMISSION_BY_ID.get(id);
}

export function isPermissionName(name: unknown): name is PermissionName {
  return typeof name === 'string' && PERMISSION_BY_NAME.has(name);
}

export function permissionScopeOf(name: string): PermissionScope | undefined {
  return PERMISSION_BY_NAME.get(name)?.scope;
}
