import type { BackupRunView, BackupsOverview } from '../backups/backup-wire';
import type { BreakRequestItem, CalendarDay, DayOffRecord } from '../breaks/calendar-wire';
import type { ContractLogRow } from '../hr/contract-log';
import type { EmployeeDetail, EmployeeListItem } from '../hr/employee-wire';
import type {
  BirthdayRow, BreakBalanceRow, ByRoleRow, InternExpireRow, LeaveBalance, QuitRow, SocialInsuranceRow,
} from '../hr-reports/hr-reports';
import type { ImportAnswer, ImportAuditRow } from '../imports/import-wire';
import type { Income, IncomeEmployee } from '../income/income-rules';
import type { MailOverview, NotificationPreference } from '../notifications/notification-delivery';
import type { NotificationItem } from '../notifications/notification-wire';
import type { CatalogueEntry, PermissionGroupView } from '../permissions/groups';
import type { EmployeeOption } from '../projects/project-types';
import type { SetupChecklist } from '../setup/setup-checklist';
import { del, get, patch, post, put } from './endpoint';

/** A project by id and name (pickers, income lists). */
export type ProjectName = { id: number; name: string };

export type EmployeeAnswer = { employee: EmployeeDetail };

export const employees = {
  list: get('/api/hr/employees').returns<{ employees: EmployeeListItem[] }>(),
  create: post('/api/hr/employees').body<object>().returns<EmployeeAnswer>(),
  get: get('/api/hr/employees/:id').returns<EmployeeAnswer>(),
  update: patch('/api/hr/employees/:id').body<object>().returns<EmployeeAnswer>(),
  setPassword: put('/api/hr/employees/:id/password').body<{ password: string }>(),
  setPermittedDay: put('/api/hr/employees/:id/permitted-day').body<{ permittedDay: number }>(),
  /** multipart/form-data with the image in field `icon` (post-form.ts). */
  setIcon: put('/api/hr/employees/:id/icon').body<FormData>().returns<EmployeeAnswer>(),
  removeIcon: del('/api/hr/employees/:id/icon').returns<EmployeeAnswer>(),
  /** multipart/form-data with the sheet in field `file`. */
  import: post('/api/hr/employees/import').query<{ dryRun?: string }>().returns<ImportAnswer>(),
  /** An .xlsx file. */
  importTemplate: get('/api/hr/employees/import-template'),
};

export const employeeOptions = {
  options: get('/api/employees/options').returns<{ employees: EmployeeOption[] }>(),
};

export const contractLogs = {
  list: get('/api/hr/reports/contract-logs').query<{ employee?: string }>().returns<{ logs: ContractLogRow[] }>(),
};

export const hrReports = {
  birthday: get('/api/hr/reports/birthday').query<{ month?: number }>().returns<{ results: BirthdayRow[] }>(),
  socialInsurance: get('/api/hr/reports/social-insurance').returns<{ results: SocialInsuranceRow[] }>(),
  editSocialInsurance: patch('/api/hr/reports/social-insurance/:employee').body<object>().returns<{ result: SocialInsuranceRow }>(),
  quit: get('/api/hr/reports/quit').returns<{ results: QuitRow[] }>(),
  byRole: get('/api/hr/reports/by-role').query<{ role?: number }>().returns<{ results: ByRoleRow[] }>(),
  internExpire: get('/api/hr/reports/intern-expire').query<{ month?: number; year?: number }>()
    .returns<{ results: InternExpireRow[] }>(),
  breaks: get('/api/hr/reports/breaks').returns<{ results: BreakBalanceRow[] }>(),
};

export const breaks = {
  list: get('/api/breaks/requests').query<{ status?: number }>().returns<{ permittedBreakRequests: BreakRequestItem[] }>(),
  balance: get('/api/breaks/balance').returns<LeaveBalance>(),
  decide: post('/api/breaks/decide').body<object>().returns<{ result: boolean }>(),
};

export const calendar = {
  holidays: get('/api/calendar/holidays').returns<{ holidays: CalendarDay[] }>(),
  createHoliday: post('/api/calendar/holidays').body<object>().returns<{ holiday: CalendarDay }>(),
  updateHoliday: patch('/api/calendar/holidays/:id').body<object>().returns<{ holiday: CalendarDay }>(),
  removeHoliday: del('/api/calendar/holidays/:id'),
  makeUps: get('/api/calendar/makeups').returns<{ makeUps: CalendarDay[] }>(),
  createMakeUp: post('/api/calendar/makeups').body<object>().returns<{ makeUp: CalendarDay }>(),
  updateMakeUp: patch('/api/calendar/makeups/:id').body<object>().returns<{ makeUp: CalendarDay }>(),
  removeMakeUp: del('/api/calendar/makeups/:id'),
  employeeBreaks: get('/api/calendar/breaks').query<{ employee?: string; from?: string; to?: string }>()
    .returns<{ employeeBreaks: DayOffRecord[] }>(),
  createBreak: post('/api/calendar/breaks').body<object>().returns<{ employeeBreak: DayOffRecord }>(),
  updateBreak: patch('/api/calendar/breaks/:id').body<object>().returns<{ employeeBreak: DayOffRecord }>(),
  removeBreak: del('/api/calendar/breaks/:id'),
};

export const incomes = {
  list: get('/api/incomes').query<{ from?: string; to?: string; employee?: string; showHidden?: string }>()
    .returns<{ employeeIncome: Income[] }>(),
  employees: get('/api/incomes/employees').returns<{ employees: IncomeEmployee[] }>(),
  projects: get('/api/incomes/projects').returns<{ projects: ProjectName[] }>(),
  create: post('/api/incomes').body<object>(),
  update: put('/api/incomes/:id').body<object>(),
  remove: del('/api/incomes/:id'),
};

export const profileIncomes = {
  own: get('/api/profile/incomes').query<{ year?: number }>().returns<{ employeeIncome: Income[]; projects: ProjectName[] }>(),
};

export const notifications = {
  list: get('/api/notifications').query<{ isRead?: boolean; limit?: number }>().returns<{ notifications: NotificationItem[] }>(),
  read: post('/api/notifications/:id/read'),
  readAll: post('/api/notifications/read-all'),
};

/** Where each type of one's notifications goes (docs/decisions/048). */
export const notificationPreferences = {
  list: get('/api/profile/notification-preferences').returns<{ preferences: NotificationPreference[] }>(),
  set: put('/api/profile/notification-preferences').body<{ preferences: NotificationPreference[] }>().returns<{ preferences: NotificationPreference[] }>(),
};

/** A browser's PushSubscription as the browser gives it (its toJSON()). */
export type PushSubscriptionBody = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Web Push (docs/decisions/051): the server's VAPID key and one's own browsers' subscriptions. */
export const push = {
  publicKey: get('/api/push/public-key').returns<{ publicKey: string }>(),
  /** 201 for a new endpoint, 200 for a known one. */
  subscribe: post('/api/push/subscriptions').body<PushSubscriptionBody>().returns<{ endpoint: string }>(),
  unsubscribe: del('/api/push/subscriptions').body<{ endpoint: string }>(),
};

/** E-mail for the operators: the setup and the mails that failed or wait for a retry. */
export const mail = {
  overview: get('/api/admin/mail').returns<MailOverview>(),
};

export const permissionGroups = {
  list: get('/api/permission-groups').returns<{ pgs: PermissionGroupView[] }>(),
  catalogue: get('/api/permission-groups/catalogue').returns<{ permissions: CatalogueEntry[] }>(),
  create: post('/api/permission-groups').body<object>().returns<{ id: number }>(),
  /** Always refused: a group is updated by its id. */
  updateWithoutId: put('/api/permission-groups'),
  update: put('/api/permission-groups/:id').body<object>().returns<{ id: number }>(),
  remove: del('/api/permission-groups/:id'),
  employees: get('/api/permission-groups/:id/employees').returns<{ employees: string[] }>(),
  setEmployees: put('/api/permission-groups/:id/employees').body<{ employees: string[] }>(),
};

export const setupChecklist = {
  checklist: get('/api/setup/checklist').returns<{ checklist: SetupChecklist }>(),
  dismiss: post('/api/setup/checklist/dismiss').returns<{ checklist: SetupChecklist }>(),
  reopen: post('/api/setup/checklist/reopen').returns<{ checklist: SetupChecklist }>(),
  markScoringReviewed: post('/api/setup/checklist/scoring/review').returns<{ checklist: SetupChecklist }>(),
};

/** GET /api/roles: a row of the role table. */
export type RoleRow = { id: number; serverName: string; tagName: string; color: string; isSystem: boolean };
export type RoleLevelRow = { id: number; name: string; isActive: boolean };

export const catalogue = {
  roles: get('/api/roles').returns<{ roles: RoleRow[] }>(),
  roleLevels: get('/api/role-levels').returns<{ roleLevels: RoleLevelRow[] }>(),
};

export const imports = {
  audit: get('/api/imports/audit').query<{ kind?: string; projectId?: number }>().returns<{ imports: ImportAuditRow[] }>(),
};

export const backups = {
  overview: get('/api/backups').returns<BackupsOverview>(),
  run: post('/api/backups/run').returns<{ run: BackupRunView }>(),
};

export const health = {
  live: get('/api/health').returns<{ status: 'ok' }>(),
  ready: get('/api/health/ready').returns<{ status: 'ready' | 'unavailable'; database: string; migrations?: string; pending?: string[] }>(),
};

export const jobs = {
  run: post('/api/admin/jobs/:name/run'),
};

export const files = {
  /** multipart/form-data. */
  upload: post('/api/files'),
  /** The file's bytes. */
  get: get('/api/files/:fileId'),
  remove: del('/api/files/:fileId'),
};
