import { BackupRun } from '../modules/backups/entities/backup-run.entity';
import { CalendarFeed } from '../modules/calendar-feeds/entities/calendar-feed.entity';
import { MailOutbox } from '../modules/mail/entities/mail-outbox.entity';
import { PushOutbox } from '../modules/push/entities/push-outbox.entity';
import { PushSubscription } from '../modules/push/entities/push-subscription.entity';
import { NotificationPreference } from '../modules/notifications/entities/notification-preference.entity';
import { BreakRequest, EmployeeBreak, Holiday, MakeupDay } from '../modules/breaks/entities/break.entities';
import { ApiKey, AppSecret, LoginAttempt, RevokedToken, SshKey } from '../modules/auth/entities/auth.entities';
import { PermissionRow, RoleLevelRow, RoleRow, RoleScoreLimit } from '../modules/catalogue/entities/role.entity';
import { CONNECTOR_ENTITIES } from '../modules/connectors/entities/connector.entities';
import { BONUS_ENTITIES } from '../modules/bonus/entities/bonus.entities';
import { StoredFile } from '../modules/files/entities/stored-file.entity';
import { ContractLog } from '../modules/hr/entities/contract-log.entity';
import { Employee } from '../modules/hr/entities/employee.entity';
import { TaskMonthTotal, TaskMonthZone } from '../modules/dashboard/entities/task-month-total.entity';
import { EmployeeIncome, IncomeRevision, IncomeRevisionCell, IncomeRevisionMonth } from '../modules/incomes/entities/income.entities';
import { ImportAudit } from '../modules/imports/entities/import-audit.entity';
import { LEVEL_ENTITIES } from '../modules/levels/entities/level.entities';
import { ProjectSummary } from '../modules/reports/entities/project-summary.entity';
import { Notification } from '../modules/notifications/entities/notification.entity';
import { SCORING_CONFIG_ENTITIES } from '../modules/scoring-config/entities/scoring-config.entities';
import { Project, ProjectEmployee, ProjectRoleLevel } from '../modules/projects/entities/project.entity';
import { SETUP_ENTITIES } from '../modules/setup/entities/setup.entities';
import { AclVersion, PermissionGroup, PermissionGroupEmployee, PermissionGroupGrant } from '../modules/permissions/entities/permission.entities';
import { Penalty, Task, TaskScoreLedger } from '../modules/tasks/entities/task.entity';
import { Ticket, TicketRecipient, TicketResponse } from '../modules/tickets/entities/ticket.entity';
import { WikiPage, WikiPageVersion } from '../modules/wiki/entities/wiki-page.entity';

export const ENTITIES = [
  Employee, RoleRow, RoleLevelRow, PermissionRow,
  ApiKey, SshKey, RevokedToken, LoginAttempt, PermissionGroup, PermissionGroupGrant, PermissionGroupEmployee,
  Project, ProjectEmployee, Task, TaskScoreLedger, TaskMonthTotal, TaskMonthZone, Penalty, AclVersion, AppSecret,
  Notification, WikiPage, WikiPageVersion, RoleScoreLimit, ProjectRoleLevel, StoredFile,
  Ticket, TicketRecipient, TicketResponse, BreakRequest, EmployeeBreak, Holiday, MakeupDay,
  ProjectSummary,
  ContractLog,
  EmployeeIncome, IncomeRevision, IncomeRevisionMonth, IncomeRevisionCell,
  ...SCORING_CONFIG_ENTITIES,
  ...CONNECTOR_ENTITIES,
  ...BONUS_ENTITIES,
  ...LEVEL_ENTITIES,
  ...SETUP_ENTITIES,
  ImportAudit,
  BackupRun,
  CalendarFeed,
  NotificationPreference, MailOutbox, PushSubscription, PushOutbox,
];
