import { Injectable } from '@nestjs/common';
import { isNegotiationType, negotiationTypeFor, NotificationType, TicketType, type TicketRecord, type TicketView } from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { DomainError, forbidden } from '../../common/domain-error';
import { Db } from '../../database/db';
import { BreakDecisionService } from '../breaks/break-decision.service';
import { BreakRequestsService } from '../breaks/break-requests.service';
import { LiveService } from '../live/live.service';
import { NotificationsService } from '../notifications/notifications.service';
import { PermissionsService } from '../permissions/permissions.service';
import { TaskEditService } from '../tasks/task-edit.service';
import { TasksService } from '../tasks/tasks.service';
import type { NegotiationDto, TicketResponseDto } from './dto/ticket.dto';
import { TicketContentService } from './ticket-content.service';
import { TicketsRepository } from './tickets.repository';
import { TicketsService } from './tickets.service';

const CREATE_TYPES: readonly number[] = [TicketType.CreateTask, TicketType.CreateTaskNegotiation];
const EDIT_TYPES: readonly number[] = [TicketType.EditTask, TicketType.EditTaskNegotiation];

/** Notification to the other party when a task request or a counter-proposal is answered. */
function answerType(requestType: number, approve: boolean): number | null {
  if (CREATE_TYPES.includes(requestType)) return approve ? NotificationType.agreeAddTask : NotificationType.rejectAddTask;
  if (EDIT_TYPES.includes(requestType)) return approve ? NotificationType.agreeEditTask : NotificationType.rejectEditTask;
  return null;
}

/**
 * Answers and counter-proposals. An approval applies its change (task created or edited through
 * the task services, break decided through the break service) in the same transaction as the
 * response and the notification rows; the socket push follows the commit.
 */
@Injectable()
export class TicketResponsesService {
  constructor(
    private readonly db: Db,
    private readonly repo: TicketsRepository,
    private readonly tickets: TicketsService,
    private readonly contents: TicketContentService,
    private readonly permissions: PermissionsService,
    private readonly tasks: TasksService,
    private readonly taskEdits: TaskEditService,
    private readonly breakRequests: BreakRequestsService,
    private readonly breaks: BreakDecisionService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly live: LiveService,
  ) {}

  async respond(user: AuthUser, id: number, dto: TicketResponseDto): Promise<{ ticket: TicketView }> {
    const ticket = await this.answerable(user, id);
    const description = dto.description?.trim() ?? '';
    if (ticket.requestType === TicketType.Break) {
      const requestId = await this.breakRequests.ofTicket(id);
      if (requestId === undefined) throw new DomainError('break.notification-missing');
      await this.breaks.decide(user, requestId, dto.approve, { description, content: dto.content });
      this.live.tickets(ticket.projectId, [id], [ticket.createdBy, ...ticket.employees]);
      return this.tickets.get(user, id);
    }
    // A requester agreeing to a counter-proposal applies it with the negotiator's task permissions.
    const actor = isNegotiationType(ticket.requestType) ? await this.tickets.actorOf(ticket.createdBy) : user;
    if (dto.approve && CREATE_TYPES.includes(ticket.requestType)) {
      const role = ticket.content.role as number;
      if (!(await this.permissions.has(actor, 'Task.Create', { project: ticket.projectId, value: role ?? 0 }))) throw forbidden();
    }
    await this.db.tx(async () => {
      await this.tickets.lockUnanswered(id);
      let taskId = (ticket.content.task as number | undefined) ?? null;
      if (dto.approve && CREATE_TYPES.includes(ticket.requestType)) {
        taskId = (await this.tasks.create(actor, ticket.projectId, this.contents.createTaskDto(ticket.requestType, ticket.content))).taskId;
      }
      if (dto.approve && EDIT_TYPES.includes(ticket.requestType)) {
        await this.taskEdits.apply(actor, ticket.content.task as number, this.contents.editTaskDto(ticket.content));
      }
      const content = dto.content === undefined ? (taskId !== null ? { taskId } : null) : dto.content;
      await this.repo.insertResponse(id, dto.approve, description, content, user.id, this.clock.now());
      this.live.tickets(ticket.projectId, [id], [ticket.createdBy, ...ticket.employees]);
      const type = answerType(ticket.requestType, dto.approve);
      if (type !== null) {
        const about = await this.tickets.about(user, id, ticket.requestType, ticket.title, ticket.content, ticket.projectId);
        await this.notifications.notify([{ employeeId: ticket.createdBy, type, content: { ...about, taskId, approve: dto.approve, description } }]);
      }
    });
    return this.tickets.get(user, id);
  }

  /** A recipient's counter-proposal: a type 13 or 15 ticket back to the requester; the request is answered as negotiated. */
  async negotiate(user: AuthUser, id: number, dto: NegotiationDto): Promise<{ id: number }> {
    const ticket = await this.tickets.visible(user, id);
    const type = negotiationTypeFor(ticket.requestType);
    if (!type) throw new DomainError('ticket.not-negotiable');
    await this.answerable(user, id, ticket);
    const content = this.contents.negotiation(ticket, dto.content);
    const description = dto.description?.trim() || ticket.description;
    const negotiationId = await this.db.tx(async () => {
      await this.tickets.lockUnanswered(id);
      const created = await this.tickets.insert({
        title: ticket.title, description, requestType: type, priority: ticket.priority, deadline: ticket.deadline,
        createdBy: user.id, content, projectId: ticket.projectId, now: this.clock.now(),
      }, [ticket.createdBy]);
      await this.repo.insertResponse(id, false, dto.description?.trim() ?? '', { negotiationId: created }, user.id, this.clock.now());
      this.live.tickets(ticket.projectId, [id, created], [ticket.createdBy, ...ticket.employees]);
      const about = await this.tickets.about(user, created, type, ticket.title, content, ticket.projectId);
      const notice = type === TicketType.CreateTaskNegotiation ? NotificationType.negotiateAddTask : NotificationType.negotiateEditTask;
      await this.notifications.notify([{ employeeId: ticket.createdBy, type: notice, content: { ...about, originalRequestId: id } }]);
      return created;
    });
    return { id: negotiationId };
  }

  /**
   * Only a recipient, once, holding TicketSystem.Response.Create on the ticket's project; a
   * counter-proposal is answered by the requester it was sent to, who needs no such permission.
   */
  private async answerable(user: AuthUser, id: number, known?: TicketRecord): Promise<TicketRecord> {
    const ticket = known ?? (await this.tickets.visible(user, id));
    if (!ticket.employees.includes(user.id)) throw forbidden();
    if (!isNegotiationType(ticket.requestType)
      && !(await this.permissions.has(user, 'TicketSystem.Response.Create', { project: ticket.projectId }))) throw forbidden();
    if (ticket.response) throw new DomainError('ticket.already-answered');
    if (ticket.withdrawnAt) throw new DomainError('ticket.withdrawn');
    return ticket;
  }
}
