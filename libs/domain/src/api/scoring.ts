import type { BonusExportError, EmployeeBonusResult, InternalSharesWire, ProjectBonusWire } from '../bonus';
import type { ConnectorView } from '../connectors/connector-rules';
import type { CostSummaryRow } from '../reports/cost-summary';
import type { ProjectSummaryFigures, ProjectSummaryRow, CsvLineError } from '../reports/project-summary';
import type { MissionResult } from '../scoring';
import type { MonthlyReportRow } from '../scoring/score-model';
import type { MonthLedger } from '../scoring/ledger';
import type { ConfigPreviewChange } from '../scoring-config/config-preview';
import type { ConfigRow, ConfigTablePath } from '../scoring-config/config-tables';
import { get, post, put, del, patch, type Endpoint } from './endpoint';

/** An employee whose scores the caller may see (dashboard pickers). */
export type ViewableEmployee = { id: string; name: string; role: number };

/** One employee's months in the yearly report. */
export type EmployeeYearlyReport = { employee: string; monthlyReports: MonthlyReportRow[] };

export type ReportProject = { id: number; name: string; icon: string | null; platform: number | null };
/** A project's summary figures over a range (project report). */
export type ProjectReport = { project: ReportProject; data: ProjectSummaryFigures[] };

export type ProjectShare = { project: number; name: string; packageName: string | null; icon: string | null; platform: number | null; projectShareValue: number };
export type InternalBonus = InternalSharesWire & { projectShare: ProjectShare[] };
export type BonusDetail = {
  employee: string; employeeName: string; role: number; project: number; projectName: string; percent: number; bonus: number;
};

type ConfigAnswer = Record<string, ConfigRow[]>;
type ConfigRoutes<P extends string> = {
  list: Endpoint<'GET', P, ConfigAnswer>;
  /** The table's rows under its key (config-tables.ts), answered as saved. */
  save: Endpoint<'PUT', P, ConfigAnswer, Record<string, unknown[]>>;
  /** What the PUT of this body would change in people's month (writes nothing), largest change first. */
  preview: Endpoint<'POST', `${P}/preview`, { changes: ConfigPreviewChange[] }, Record<string, unknown[]>, { month?: number; year?: number }>;
};
const configRoutes = <Path extends ConfigTablePath>(path: Path): ConfigRoutes<`/api/config/${Path}`> => ({
  list: get(`/api/config/${path}`).returns<ConfigAnswer>(),
  save: put(`/api/config/${path}`).body<Record<string, unknown[]>>().returns<ConfigAnswer>(),
  preview: post(`/api/config/${path}/preview`).query<{ month?: number; year?: number }>().body<Record<string, unknown[]>>()
    .returns<{ changes: ConfigPreviewChange[] }>(),
});

/** The scoring configuration tables, by their path (CONFIG_TABLES). */
export const scoringConfig: { [P in ConfigTablePath]: ConfigRoutes<`/api/config/${P}`> } = {
  'efficiency-scales': configRoutes('efficiency-scales'),
  'benchmark-scales': configRoutes('benchmark-scales'),
  'performance-scales': configRoutes('performance-scales'),
  'role-benchmarks': configRoutes('role-benchmarks'),
  'role-score-limits': configRoutes('role-score-limits'),
  'role-penalties': configRoutes('role-penalties'),
  'role-level-scales': configRoutes('role-level-scales'),
  'performance-benchmarks': configRoutes('performance-benchmarks'),
  'performance-states': configRoutes('performance-states'),
  'creative-scores': configRoutes('creative-scores'),
  'creative-benchmark-rates': configRoutes('creative-benchmark-rates'),
  missions: configRoutes('missions'),
  'mission-instances': configRoutes('mission-instances'),
};

export const missionConfig = {
  one: get('/api/config/missions/:role/:missionType').returns<{ missionConfig: ConfigRow }>(),
};

type MonthQuery = { month?: number; year?: number };

export const dashboard = {
  workScore: get('/api/dashboard/work-score').query<MonthQuery & { employee?: string }>().returns<{ missions: MissionResult[] }>(),
  scoreLedger: get('/api/dashboard/score-ledger').query<MonthQuery & { employee?: string }>().returns<MonthLedger>(),
  viewableEmployees: get('/api/dashboard/viewable-employees').returns<{ employees: ViewableEmployee[] }>(),
  belowMinimum: get('/api/dashboard/below-minimum').query<MonthQuery>().returns<{ months: number[]; employees: ViewableEmployee[] }>(),
  yearlyReport: get('/api/dashboard/employee-yearly-report').query<{ year?: number }>().returns<{ reports: EmployeeYearlyReport[] }>(),
};

/** yyyymmdd dates. */
type RangeQuery = { startDate?: number; endDate?: number };

export const reportDashboards = {
  projectReport: get('/api/dashboard/project-report').query<RangeQuery & { platforms?: string }>()
    .returns<{ projectSummaries: ProjectReport[] }>(),
  oneProjectReport: get('/api/dashboard/project-report/:projectId').query<RangeQuery>().returns<{ projectSummary: ProjectReport }>(),
  costSummary: get('/api/dashboard/cost-summary').query<RangeQuery & { projects?: string }>().returns<{
    result: CostSummaryRow[]; projects: { id: number; name: string }[]; employees: { id: string; name: string }[];
  }>(),
};

export const projectSummaries = {
  list: get('/api/project-summaries').query<RangeQuery & { project?: number }>().returns<{ summaries: ProjectSummaryRow[] }>(),
  write: post('/api/project-summaries').body<{ summaries: ProjectSummaryRow[] }>().returns<{ rows: number }>(),
  /** A text/csv body. */
  importCsv: post('/api/project-summaries/import').returns<{ imported: number; errors: CsvLineError[] }>(),
};

/** GET/PUT /api/projects/:projectId/bonus-config: the project's shares and the internal defaults (bonus-wire.ts projectBonusWire). */
export type ProjectBonusConfig = { result: ProjectBonusWire; resultInternal: InternalSharesWire };

export const projectBonus = {
  get: get('/api/projects/:projectId/bonus-config').returns<ProjectBonusConfig>(),
  put: put('/api/projects/:projectId/bonus-config').body<object>().returns<ProjectBonusConfig>(),
};

/** A change of the bonus settings (GET /api/bonus/audit), newest first; `before`/`after` are the stored JSON. */
export type BonusAuditRow = {
  id: number;
  kind: string;
  project: number | null;
  employee: string | null;
  employeeName: string | null;
  at: string;
  before: unknown;
  after: unknown;
};

export const bonus = {
  internal: get('/api/bonus/internal').returns<{ businessRewardDistributionInternal: InternalBonus }>(),
  saveInternal: put('/api/bonus/internal').body<object>().returns<{ businessRewardDistributionInternal: InternalBonus }>(),
  details: get('/api/bonus/details').query<{ year?: number }>().returns<{ data: BonusDetail[] }>(),
  employee: get('/api/bonus/employees/:id').query<{ year?: number }>().returns<EmployeeBonusResult>(),
  export: post('/api/bonus/export').body<{ year?: number }>().returns<{ fileName: string; file: string; errorList: BonusExportError[] }>(),
  reveal: get('/api/bonus/reveal').query<{ employee?: string; year?: number }>()
    .returns<{ employee: { id: string; name: string; icon: string | null }; result: EmployeeBonusResult }>(),
  audit: get('/api/bonus/audit').query<{ project?: number; limit?: number }>().returns<{ audit: BonusAuditRow[] }>(),
};

export const connectors = {
  list: get('/api/connectors').query<{ serviceId?: string }>().returns<{ data: ConnectorView[] }>(),
  keys: get('/api/connectors/keys').returns<{ keys: { present: boolean } }>(),
  create: post('/api/connectors').body<object>().returns<{ connector: ConnectorView }>(),
  update: patch('/api/connectors/:id').body<object>().returns<{ connector: ConnectorView }>(),
  remove: del('/api/connectors/:id'),
  globalConfig: put('/api/connectors/:id/global-config').body<object>().returns<{ connector: ConnectorView }>(),
  projectConfig: put('/api/connectors/:id/projects/:projectId/config').body<object>().returns<{ connector: ConnectorView }>(),
  /** yyyymmdd dates. */
  sync: post('/api/connectors/:id/sync').body<{ from: number; to: number }>().returns<{ rows: number }>(),
};
