// Numeric enumerations shared by the API, the database and the screens. They are
// plain `as const` objects (not TS enums) so both CommonJS and Vite builds inline
// nothing surprising and `Object.values` gives exactly the valid values.

type ValueOf<T> = T[keyof T];

// ---- Tasks ----
export const TaskStatus = { Planning: 1, InProgress: 2, Completed: 3, Success: 4, Failure: 5 } as const;
export type TaskStatus = ValueOf<typeof TaskStatus>;
export const TASK_STATUSES: readonly TaskStatus[] = Object.values(TaskStatus);

// Below Completed a task is still open (counts for overdue and sudden ordering).
export function isOpenTaskStatus(status: number): boolean {
  return status < TaskStatus.Completed;
}

export const TaskBenchmark = { Success: 100, Failed: 101 } as const;
export type TaskBenchmark = ValueOf<typeof TaskBenchmark>;

// Task difficulty.
export const Efficiency = { Unknown: 0, Normal: 1, Hard: 2, VeryHard: 3 } as const;
export type Efficiency = ValueOf<typeof Efficiency>;

// Input/output content type: 1 is a link or text in data.content.
export const TaskContentType = { LinkOrText: 1 } as const;
export type TaskContentType = ValueOf<typeof TaskContentType>;

// ---- Projects ----
export const Platform = { Android: 1, IOS: 2 } as const;
export type Platform = ValueOf<typeof Platform>;

export const UaStatus = { Alphatest: 1, SoftLaunch: 2, Maintainer: 3, GlobalLaunch: 4 } as const;
export type UaStatus = ValueOf<typeof UaStatus>;

// The global root project; admin screens check permissions on it.
export const GLOBAL_PROJECT_ID = 0;

// ---- Missions and scoring ----
export const MissionType = { WS: 1, NoBug: 2, TeamPerformance: 3, WSMkt: 4, WSTester: 5 } as const;
export type MissionType = ValueOf<typeof MissionType>;

// Dashboard block order: no-bug, team performance, work score tester, work score.
export const MISSION_DISPLAY_ORDER: readonly MissionType[] = [
  MissionType.NoBug,
  MissionType.TeamPerformance,
  MissionType.WSTester,
  MissionType.WS,
];

export const MissionStatus = { NotPass: 0, PredictPass: 1, Pass: 2 } as const;
export type MissionStatus = ValueOf<typeof MissionStatus>;

export const PerformanceStateType = { Unknown: 0, Bonus: 1, Pass: 2, Warning: 3, Critical: 4 } as const;
export type PerformanceStateType = ValueOf<typeof PerformanceStateType>;

// ---- Tickets ----
export const TicketType = {
  CreateUpdateProject: 1,
  CreateAccount: 2,
  UpdatePolicy: 3,
  Break: 11,
  CreateTask: 12,
  CreateTaskNegotiation: 13,
  EditTask: 14,
  EditTaskNegotiation: 15,
} as const;
export type TicketType = ValueOf<typeof TicketType>;
export const TICKET_TYPES: readonly TicketType[] = Object.values(TicketType);

// Negotiation types only exist as answers to a task request; the picker hides them.
export const NEGOTIATION_TICKET_TYPES: readonly TicketType[] = [
  TicketType.CreateTaskNegotiation,
  TicketType.EditTaskNegotiation,
];

export const TicketPriority = { Unknown: 0, Low: 1, Medium: 2, High: 3, Urgent: 4 } as const;
export type TicketPriority = ValueOf<typeof TicketPriority>;

// Derived from the response: none -> Open, approve -> Accepted, refuse -> Rejected; a request its
// creator took back before any answer is Withdrawn (docs/decisions/026-withdrawing-requests.md).
export const TicketState = { Open: 'Open', Accepted: 'Accepted', Rejected: 'Rejected', Withdrawn: 'Withdrawn' } as const;
export type TicketState = ValueOf<typeof TicketState>;

export function ticketState(response: { approve: boolean } | null | undefined, withdrawnAt?: string | null): TicketState {
  if (response) return response.approve ? TicketState.Accepted : TicketState.Rejected;
  return withdrawnAt ? TicketState.Withdrawn : TicketState.Open;
}

// ---- Breaks and calendar ----
export const BreakTime = { Morning: 0, Afternoon: 1, FullDay: 2 } as const;
export type BreakTime = ValueOf<typeof BreakTime>;

// Leave days a break spends: a half day for morning or afternoon.
export function breakTimeDays(time: number): number {
  return time === BreakTime.FullDay ? 1 : 0.5;
}

// Withdrawn: its Break ticket was taken back by the requester before a decision; it holds no days.
export const BreakRequestStatus = { Pending: 0, Accept: 1, Reject: 2, Withdrawn: 3 } as const;
export type BreakRequestStatus = ValueOf<typeof BreakRequestStatus>;

// ---- Notifications ----
export const NotificationType = {
  nearDeadlineForEmployee: 1,
  overDeadlineForEmployee: 2,
  overDeadlineForManager: 3,
  taskFailForEmployee: 4,
  taskFailForManager: 5,
  contractExpiration: 6,
  breakFailForEmployee: 7,
  breakSuccessForEmployee: 8,
  decideBreakForContactAdmin: 9,
  breakSuccessForManager: 10,
  newSuddenTaskForEmployee: 11,
  overDeadlineConfirmSuddenTask: 12,
  createTaskRequireForManager: 13,
  negotiateAddTask: 14,
  negotiateEditTask: 15,
  agreeAddTask: 16,
  rejectAddTask: 17,
  agreeEditTask: 18,
  rejectEditTask: 19,
  // An addition to the spec's 1-19: a backup failed (the admins hear of it; docs/decisions/037).
  backupFailed: 20,
} as const;
export type NotificationType = ValueOf<typeof NotificationType>;
export const NOTIFICATION_TYPES: readonly NotificationType[] = Object.values(NotificationType);

// Read-all leaves these unread: they wait for the user's decision.
export const READ_ALL_EXCLUDED_NOTIFICATION_TYPES: readonly NotificationType[] = [
  NotificationType.decideBreakForContactAdmin,
];

// ---- HR ----
export const IncomeType = { Unknown: 0, Salary: 1, QuarterBonus: 2, BusinessBonus: 3 } as const;
export type IncomeType = ValueOf<typeof IncomeType>;

export const Gender = { Unknown: 0, Male: 1, Female: 2 } as const;
export type Gender = ValueOf<typeof Gender>;

export const Education = {
  Unknown: 0,
  Preschool: 1,
  Elementary: 2,
  MidSchool: 3,
  HighSchool: 4,
  University: 5,
  Master: 6,
  Doctor: 7,
} as const;
export type Education = ValueOf<typeof Education>;

export const ContractType = {
  Unknown: 0,
  Official: 1,
  Collaborator: 2,
  ProbationPartTime: 3,
  ProbationFullTime: 4,
  InternPartTime: 5,
  InternFullTime: 6,
} as const;
export type ContractType = ValueOf<typeof ContractType>;

// The intern-expire report lists these contracts.
export const INTERN_CONTRACT_TYPES: readonly ContractType[] = [
  ContractType.InternPartTime,
  ContractType.InternFullTime,
];

export const MaritalStatus = { Unknown: 0, Single: 1, Married: 2, Divorced: 3 } as const;
export type MaritalStatus = ValueOf<typeof MaritalStatus>;

export const ManagerLevel = { Unknown: 0, Manager: 1 } as const;
export type ManagerLevel = ValueOf<typeof ManagerLevel>;

// ---- Wiki and connectors ----
export const WikiPermissionType = {
  Public: 'Public',
  User: 'User',
  Project: 'Project',
  PermissionGroup: 'PermissionGroup',
  Role: 'Role',
  Parent: 'Parent',
} as const;
export type WikiPermissionType = ValueOf<typeof WikiPermissionType>;

export const ConnectorKind = { AdsNetwork: 'Ads Network', Mediation: 'Mediation', MMP: 'MMP' } as const;
export type ConnectorKind = ValueOf<typeof ConnectorKind>;

export const ConnectorService = {
  Unity: 1,
  GoogleAds: 2,
  Mintegral: 3,
  Max: 4,
  Admob: 5,
  Organic: 6,
  IronSource: 7,
  AppMetrica: 8,
  Youtube: 9,
} as const;
export type ConnectorService = ValueOf<typeof ConnectorService>;

export const CONNECTOR_SERVICE_KIND: Readonly<Record<ConnectorService, ConnectorKind>> = {
  1: ConnectorKind.AdsNetwork,
  2: ConnectorKind.AdsNetwork,
  3: ConnectorKind.AdsNetwork,
  4: ConnectorKind.Mediation,
  5: ConnectorKind.Mediation,
  6: ConnectorKind.AdsNetwork,
  7: ConnectorKind.AdsNetwork,
  8: ConnectorKind.MMP,
  9: ConnectorKind.AdsNetwork,
};

// ---- Bonus distribution ----
// Extra-permission ids of the bonus tree (0 Unknown, 1 Project, 2-5 teams,
// 6 GPFund, 7-14 groups, 15-34 team-level nodes, 35-77 roles).
export const BONUS_NODE_MIN = 0;
export const BONUS_NODE_MAX = 77;
export const BONUS_NODE_IDS: readonly number[] = Array.from(
  { length: BONUS_NODE_MAX - BONUS_NODE_MIN + 1 },
  (_, i) => BONUS_NODE_MIN + i,
);
