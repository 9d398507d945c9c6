import type { LevelConfigRow, LevelPackRow, LevelRow } from '../levels/level-kinds';
import type { ScoreLedgerEntry } from '../scoring/ledger';
import type { PersonOption, ProjectDetail, ProjectRoleKey, ProjectSummary, WikiPageView } from '../index';
import type { TicketView } from '../tickets/ticket-wire';
import type { ImportAnswer } from '../imports/import-wire';
import type { PenaltyRow, TaskJson } from '../tasks/task-row';
import type { WikiTreeNode } from '../wiki/wiki-content';
import { del, get, patch, post, put } from './endpoint';

/** A version of a wiki page (its history). */
export type WikiVersion = { contentHash: string; editedBy: string | null; editorName: string | null; editedAt: string };

/** GET /api/projects/:id: the one project type of the client. */
export type Project = ProjectDetail;

/** GET /api/tasks/:taskId/score-ledger: every change of the task's final score. */
export type TaskLedger = { taskId: number; finalScore: number; entries: ScoreLedgerEntry[] };

/** GET /api/tasks/:taskId: where a task lives (the command palette's lookup). */
export type TaskLocation = { taskId: number; projectId: number; taskName: string; isArchived: boolean; isSystem: boolean };

export const projects = {
  list: get('/api/projects').returns<{ projects: ProjectSummary[] }>(),
  candidates: get('/api/projects/candidates').returns<Record<ProjectRoleKey, PersonOption[]>>(),
  /** JSON, or multipart/form-data with the image in field `icon`. */
  create: post('/api/projects').body<object>().returns<{ project: Project }>(),
  get: get('/api/projects/:id').returns<{ project: Project }>(),
  update: patch('/api/projects/:id').body<object>().returns<{ project: Project }>(),
};

/** The three kinds of the level system share one shape of routes (levels.controller.ts). */
function levelRoutes<Base extends string, Row, ListKey extends string, ItemKey extends string>(base: Base) {
  type List = { [K in ListKey]: Row[] };
  type One = { [K in ItemKey]: Row };
  return {
    list: get(base).returns<List>(),
    get: get(`${base}/:id`).returns<One>(),
    /** JSON, or multipart/form-data with the files. */
    create: post(base).body<object>().returns<One>(),
    createVersion: post(`${base}/:id/versions`).body<object>().returns<One>(),
    update: patch(`${base}/:id`).body<object>().returns<One>(),
    setActive: patch(`${base}/:id/active`).body<{ isActive: boolean }>().returns<One>(),
  };
}

export const levels = levelRoutes<'/api/projects/:projectId/levels', LevelRow, 'levels', 'level'>('/api/projects/:projectId/levels');
export const levelPacks = levelRoutes<'/api/projects/:projectId/level-packs', LevelPackRow, 'levelPacks', 'levelPack'>(
  '/api/projects/:projectId/level-packs',
);
export const levelConfigs = levelRoutes<'/api/projects/:projectId/level-configs', LevelConfigRow, 'levelConfigs', 'levelConfig'>(
  '/api/projects/:projectId/level-configs',
);

export const tasks = {
  /** The project's task lists by status key (JSON written by the list cache). */
  list: get('/api/projects/:projectId/tasks').query<{ showHidden?: string }>().returns<{ tasks: TaskJson[] }>(),
  create: post('/api/projects/:projectId/tasks').body<object>(),
  /** multipart/form-data with the sheet in field `file`. */
  import: post('/api/projects/:projectId/tasks/import').query<{ dryRun?: string }>().returns<ImportAnswer>(),
  /** An .xlsx file. */
  importTemplate: get('/api/projects/:projectId/tasks/import-template'),
  scoreLimit: get('/api/projects/:projectId/score-limit').query<{ role?: number }>().returns<{ scoreLimit: { limit: number } }>(),
  update: patch('/api/tasks/:taskId').body<object>().returns<TaskJson>(),
  scoreLedger: get('/api/tasks/:taskId/score-ledger').returns<TaskLedger>(),
  locate: get('/api/tasks/:taskId').returns<{ task: TaskLocation }>(),
  remove: del('/api/tasks/:taskId'),
  /** The task dashboard across projects. */
  dashboard: get('/api/tasks').query<{ filters?: string; showHidden?: string }>(),
  timeline: get('/api/timeline').query<{ from?: string; to?: string; projects?: string; employees?: string }>(),
  penaltiesOf: get('/api/projects/:projectId/penalties').returns<{ penalties: PenaltyRow[] }>(),
  createPenalty: post('/api/projects/:projectId/penalties').body<object>(),
  removePenalty: del('/api/penalties/:id'),
  systemTaskList: get('/api/system-tasks').query<{ project?: number }>(),
  createSystemTask: post('/api/system-tasks').body<object>(),
};

export const wiki = {
  globalId: get('/api/wiki/global-id').returns<{ id: number }>(),
  pageId: get('/api/wiki/page-id').query<{ project: number; path: string }>().returns<{ id: number }>(),
  tree: get('/api/wiki/pages').query<{ project: number }>().returns<{ pages: WikiTreeNode[] }>(),
  page: get('/api/wiki/pages/:id').returns<{ page: WikiPageView }>(),
  create: post('/api/wiki/pages').body<object>().returns<{ id: number }>(),
  update: put('/api/wiki/pages/:id').body<object>().returns<{ page: WikiPageView }>(),
  setPermissions: put('/api/wiki/pages/:id/permissions').body<object>().returns<{ page: WikiPageView }>(),
  history: get('/api/wiki/pages/:id/history').returns<{ versions: WikiVersion[] }>(),
  version: get('/api/wiki/pages/:id/history/:hash').returns<{ version: WikiVersion & { content: string } }>(),
};

export const tickets = {
  list: get('/api/tickets').query<{ box?: string }>().returns<{ tickets: TicketView[] }>(),
  get: get('/api/tickets/:id').returns<{ ticket: TicketView }>(),
  create: post('/api/tickets').body<object>().returns<{ id: number }>(),
  update: patch('/api/tickets/:id').body<object>().returns<{ ticket: TicketView }>(),
  withdraw: post('/api/tickets/:id/withdraw').returns<{ ticket: TicketView }>(),
  respond: post('/api/tickets/:id/response').body<object>().returns<{ ticket: TicketView }>(),
  negotiate: post('/api/tickets/:id/negotiation').body<object>().returns<{ id: number }>(),
};
