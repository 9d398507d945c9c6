// The endpoint table: one entry per server route (test/api/endpoint-table.spec.ts checks both ways).
// Adding a route: add its entry here under its controller's group, then run the coverage test and
// UPDATE_SCHEMAS=1 for the OpenAPI response schemas (docs/decisions/042-endpoint-table.md).
import { auth, calendarFeeds, profileKeys, sso } from './auth';
import {
  backups, breaks, calendar, catalogue, contractLogs, employeeOptions, employees, files, health, hrReports, imports, incomes, jobs,
  mail, notificationPreferences, notifications, permissionGroups, profileIncomes, push, setupChecklist,
} from './people';
import {
  bonus, connectors, dashboard, missionConfig, projectBonus, projectSummaries, reportDashboards, scoringConfig,
} from './scoring';
import { levelConfigs, levelPacks, levels, projects, tasks, tickets, wiki } from './work';

export * from './endpoint';
export type { ApiKey, ApiKeyWithSecret, CalendarFeedUrls, ProjectPermissions, SshKey } from './auth';
export type { EmployeeAnswer, ProjectName, PushSubscriptionBody, RoleLevelRow, RoleRow } from './people';
export type { BonusAuditRow, BonusDetail, EmployeeYearlyReport, InternalBonus, ProjectBonusConfig, ProjectReport, ProjectShare, ReportProject, ViewableEmployee } from './scoring';
export type { LevelEndpoints, Project, TaskLedger, TaskList, TaskLocation, WikiVersion, WikiVersionContent } from './work';
export { levelEndpoints } from './work';

export const endpoints = {
  auth, profileKeys, calendarFeeds, sso,
  employees, employeeOptions, contractLogs, hrReports, breaks, calendar, incomes, profileIncomes, notifications,
  notificationPreferences, push, mail, permissionGroups, setupChecklist, catalogue, imports, backups, health, jobs, files,
  projects, levels, levelPacks, levelConfigs, tasks, wiki, tickets,
  scoringConfig, missionConfig, dashboard, reportDashboards, projectSummaries, projectBonus, bonus, connectors,
};
