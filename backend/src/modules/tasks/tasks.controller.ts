import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../common/auth-user';
import { Authenticated, CurrentUser, RequirePermission } from '../../common/decorators';
import { invalidField } from '../../common/field-error';
import { IdParam } from '../../common/id.pipe';
import { parseJsonParam } from '../../common/request-input';
import { APP_CONFIG, type AppConfig } from '../../config';
import { CreatePenaltyDto, CreateSystemTaskDto, CreateTaskDto, UpdateTaskDto } from './dto/task.dto';
import { PenaltiesService } from './penalties.service';
import { TaskEditService } from './task-edit.service';
import { TaskQueriesService, type TaskFilter } from './task-queries.service';
import { SystemTasksService } from './system-tasks.service';
import { TasksService } from './tasks.service';
import { TaskImportService } from './task-import.service';
import { uploadedFiles } from '../files/multipart.interceptor';
import { TimelineQueryDto } from './dto/timeline-query.dto';
import { ScoreLimitQueryDto, SystemTasksQueryDto, TaskDashboardQueryDto, TaskListQueryDto } from './dto/task-query.dto';
import { ImportEndpoint, ImportQueryDto, sendXlsx, TemplateEndpoint } from '../imports/import-http';
import { sendJsonList } from '../../common/send-json';

@ApiTags('tasks')
@Controller()
export class TasksController {
  constructor(
    private readonly tasks: TasksService,
    private readonly edits: TaskEditService,
    private readonly queries: TaskQueriesService,
    private readonly penalties: PenaltiesService,
    private readonly systemTasks: SystemTasksService,
    private readonly importer: TaskImportService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('projects/:projectId/tasks')
  @RequirePermission('Task.Get', { project: 'param:projectId' })
  async list(@CurrentUser() user: AuthUser, @IdParam('projectId') projectId: number, @Query() q: TaskListQueryDto, @Res() res: Response) {
    sendJsonList(res, 'tasks', await this.tasks.listJson(user, projectId, q.showHidden));
  }

  @Post('projects/:projectId/tasks')
  @RequirePermission('Task.Create', { project: 'param:projectId', value: 'body:role' })
  create(@CurrentUser() user: AuthUser, @IdParam('projectId') projectId: number, @Body() body: CreateTaskDto) {
    return this.tasks.create(user, projectId, body);
  }

  /** The task import's template (API.md "Imports"). */
  @Get('projects/:projectId/tasks/import-template')
  @RequirePermission('Task.Create', { project: 'param:projectId' })
  @TemplateEndpoint()
  async importTemplate(@IdParam('projectId') _projectId: number, @Res() res: Response) {
    sendXlsx(res, 'tasks-import.xlsx', await this.importer.template());
  }

  /** A project's tasks from a spreadsheet (API.md "Imports", decision 032); each row obeys the caller's task rules (Task.Create per role...). */
  @Post('projects/:projectId/tasks/import')
  @HttpCode(200)
  @RequirePermission('Task.Create', { project: 'param:projectId' })
  @ImportEndpoint()
  import(@CurrentUser() user: AuthUser, @IdParam('projectId') projectId: number, @Req() req: Request, @Query() query: ImportQueryDto) {
    return this.importer.import(user, projectId, uploadedFiles(req)[0], query);
  }

  @Get('projects/:projectId/score-limit')
  @RequirePermission('Task.Get', { project: 'param:projectId' })
  async scoreLimit(@CurrentUser() user: AuthUser, @IdParam('projectId') _projectId: number, @Query() q: ScoreLimitQueryDto) {
    return { scoreLimit: { limit: await this.tasks.scoreLimit(user, q.role ?? user.role) } };
  }

  @Patch('tasks/:taskId')
  @Authenticated()
  update(@CurrentUser() user: AuthUser, @IdParam('taskId') taskId: number, @Body() body: UpdateTaskDto) {
    return this.edits.update(user, taskId, body);
  }

  /** Every change of the task's final score, oldest first (docs/scoring.md, The ledger). */
  @Get('tasks/:taskId/score-ledger')
  @Authenticated()
  scoreLedger(@CurrentUser() user: AuthUser, @IdParam('taskId') taskId: number) {
    return this.edits.scoreLedger(user, taskId);
  }

  /** Where a task lives; the project's Task.Get is checked on the task's project (404 otherwise). */
  @Get('tasks/:taskId')
  @Authenticated()
  locate(@CurrentUser() user: AuthUser, @IdParam('taskId') taskId: number) {
    return this.edits.locate(user, taskId);
  }

  @Delete('tasks/:taskId')
  @Authenticated()
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @IdParam('taskId') taskId: number) {
    await this.tasks.remove(user, taskId);
  }

  @Get('tasks')
  @RequirePermission('Task.Get.All')
  async dashboard(@CurrentUser() user: AuthUser, @Query() q: TaskDashboardQueryDto, @Res() res: Response) {
    const parsed = (q.filters ? parseJsonParam(q.filters, 'filters') : []) as TaskFilter[];
    if (!Array.isArray(parsed)) throw invalidField('filters', 'forms.error.type', 'must be a list', {});
    sendJsonList(res, 'tasks', await this.queries.dashboardJson(user, parsed, q.showHidden));
  }

  @Get('timeline')
  @Authenticated()
  async timeline(@CurrentUser() user: AuthUser, @Query() q: TimelineQueryDto, @Res() res: Response) {
    sendJsonList(res, 'tasks', await this.queries.timelineJson(user, { ...q, employee: q.employee || undefined }));
  }

  @Get('projects/:projectId/penalties')
  @RequirePermission('Penalty.Get', { project: 'param:projectId' })
  penaltiesOf(@IdParam('projectId') projectId: number) {
    return this.penalties.list(projectId);
  }

  @Post('projects/:projectId/penalties')
  @RequirePermission('Penalty.Create', { project: 'param:projectId' })
  createPenalty(@CurrentUser() user: AuthUser, @IdParam('projectId') projectId: number, @Body() body: CreatePenaltyDto) {
    return this.penalties.create(user, projectId, body, this.config.timeZone);
  }

  @Delete('penalties/:id')
  @Authenticated()
  @HttpCode(204)
  async removePenalty(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    await this.penalties.remove(user, id);
  }

  @Get('system-tasks')
  @RequirePermission('Task.Get', { project: 'query:project' })
  systemTaskList(@Query() q: SystemTasksQueryDto) {
    return this.queries.systemTasks(q.project ?? 0);
  }

  @Post('system-tasks')
  @RequirePermission('Task.SystemTask.Create', { project: 'body:project' })
  createSystemTask(@Body() body: CreateSystemTaskDto) {
    return this.systemTasks.create(body);
  }
}
