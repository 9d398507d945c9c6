import { Injectable } from '@nestjs/common';
import {
  checkCreateTaskContent, checkEditTaskContent, checkNegotiationContent, makeTaskContent, parseTaskContent, TicketType,
  type TicketContent, type TicketRecord, type ErrorCode,
} from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { DomainError, notFound } from '../../common/domain-error';
import { BreakRequestsService } from '../breaks/break-requests.service';
import { PermissionsService } from '../permissions/permissions.service';
import type { CreateTaskDto, UpdateTaskDto } from '../tasks/dto/task.dto';
import { TicketsRepository, type RequestedTask } from './tickets.repository';

const fail = (code: ErrorCode | null) => {
  if (code) throw new DomainError(code);
};
const invalid = () => new DomainError('ticket.content-invalid');
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : undefined);
const optional = <T>(v: unknown, ok: (x: unknown) => boolean): T | null => {
  if (v === undefined || v === null || v === '') return null;
  if (!ok(v)) throw invalid();
  return v as T;
};
const isNum = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
const isStr = (v: unknown) => typeof v === 'string';

/** Task input as the task grid stores it: JSON text of type 1; plain text is wrapped. */
function taskInput(v: unknown): string {
  if (typeof v !== 'string' || v.trim() === '') return '';
  return parseTaskContent(v) ? v : makeTaskContent(v.trim());
}

/** Validates ticket content per type (spec 2 "Content by type") and builds what approvals apply. */
@Injectable()
export class TicketContentService {
  constructor(
    private readonly repo: TicketsRepository,
    private readonly permissions: PermissionsService,
    private readonly breaks: BreakRequestsService,
  ) {}

  /** The content as an object: sent as one, or as the spec's JSON text. */
  parse(raw: unknown): TicketContent {
    let value = raw ?? {};
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        throw invalid();
      }
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid();
    return value as TicketContent;
  }

  /** The content a requester files (or edits), checked for its type; answers what is stored. */
  async forRequest(requester: AuthUser, type: number, title: string | undefined, description: string | undefined, raw: unknown): Promise<TicketContent> {
    const c = this.parse(raw);
    switch (type) {
      case TicketType.Break:
        return { ...(await this.breaks.check(requester.id, title, description, c)) };
      case TicketType.CreateTask:
        fail(checkCreateTaskContent(c));
        await this.visibleProject(requester, c.project as number);
        return {
          project: c.project, taskName: str(c.taskName), input: optional(c.input, isStr) ?? '', output: optional(c.output, isStr),
          score: c.score, deadline: c.deadline, employee: optional(c.employee, isStr), role: optional(c.role, isInt),
          altScore: optional(c.altScore, isNum) ?? 0,
        };
      case TicketType.EditTask: {
        fail(checkEditTaskContent(c));
        const task = await this.visibleTask(requester, c.task as number, c.project as number);
        return {
          project: c.project, task: c.task, taskName: str(c.taskName) || task.taskName, role: task.role,
          scoreOld: task.score, scoreNew: c.scoreNew, deadlineOld: task.deadline, deadlineNew: c.deadlineNew,
          altScoreOld: task.altScore, altScoreNew: optional(c.altScoreNew, isNum) ?? task.altScore,
        };
      }
      case TicketType.CreateTaskNegotiation:
      case TicketType.EditTaskNegotiation:
        throw new DomainError('ticket.negotiation-direct');
      default:
        return c;
    }
  }

  /**
   * A counter-proposal to `original` (a task request, or the negotiation being edited): the new
   * values from `raw`; project, task, requester and old values from the request it answers.
   */
  negotiation(original: Pick<TicketRecord, 'id' | 'requestType' | 'createdBy' | 'content'>, raw: unknown): TicketContent {
    const c = this.parse(raw);
    const o = original.content;
    const editing = original.requestType === TicketType.CreateTaskNegotiation || original.requestType === TicketType.EditTaskNegotiation;
    fail(checkNegotiationContent(original.requestType, c));
    const base = editing ? o : undefined;
    const assignTo = base ? base.assignTo : original.createdBy;
    const requestId = base ? base.requestId : original.id;
    if (original.requestType === TicketType.CreateTask || original.requestType === TicketType.CreateTaskNegotiation) {
      return {
        project: o.project, requestId, assignTo,
        taskName: str(c.taskName), taskNameOld: base ? o.taskNameOld : o.taskName,
        input: c.input === undefined ? o.input : optional(c.input, isStr) ?? '', inputOld: base ? o.inputOld : o.input,
        output: o.output ?? null,
        score: c.score, scoreOld: base ? o.scoreOld : o.score,
        deadline: c.deadline, deadlineOld: base ? o.deadlineOld : o.deadline,
        employee: c.employee === undefined ? o.employee : optional(c.employee, isStr),
        role: c.role === undefined ? o.role : optional(c.role, isInt),
        altScoreOld: base ? o.altScoreOld : o.altScore ?? 0,
        altScoreNew: optional(c.altScoreNew ?? c.altScore, isNum) ?? (base ? o.altScoreNew : o.altScore) ?? 0,
      };
    }
    return {
      project: o.project, task: o.task, requestId, assignTo, taskName: str(c.taskName), role: o.role,
      scoreOld: o.scoreOld, scoreNew: c.scoreNew, deadlineOld: o.deadlineOld, deadlineNew: c.deadlineNew,
      altScoreOld: o.altScoreOld, altScoreNew: optional(c.altScoreNew, isNum) ?? o.altScoreNew,
    };
  }

  /** The task an approved create request (or agreed counter-proposal) makes. */
  createTaskDto(type: number, c: TicketContent): CreateTaskDto {
    return {
      alt: null, name: c.taskName as string, input: taskInput(c.input), output: (c.output as string | null) ?? '',
      score: c.score as number, altScore: ((type === TicketType.CreateTask ? c.altScore : c.altScoreNew) as number) ?? 0,
      role: (c.role as number) ?? 0, employee: (c.employee as string | null) ?? null, deadline: c.deadline as number, isSudden: false,
    };
  }

  /** The edit an approved edit request (or agreed counter-proposal) applies: name, score, deadline. */
  editTaskDto(c: TicketContent): UpdateTaskDto {
    return { name: (c.taskName as string) || undefined, score: c.scoreNew as number, deadline: c.deadlineNew as number };
  }

  private async visibleProject(user: AuthUser, project: number): Promise<void> {
    if (!(await this.repo.projectExists(project)) || !(await this.permissions.has(user, 'Task.Get', { project }))) throw notFound();
  }

  private async visibleTask(user: AuthUser, taskId: number, project: number): Promise<RequestedTask> {
    const task = await this.repo.requestedTask(taskId, project);
    if (!task || !(await this.permissions.has(user, 'Task.Get', { project }))) throw notFound();
    return task;
  }
}
