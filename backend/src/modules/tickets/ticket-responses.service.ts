import { Injectable } from '@nestjs/common';
import { isNegotiationType, negotiationTypeFor, NotificationType, TicketType } from '@studio/domain';
import type { PoolClient } from 'pg';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { DomainError, forbidden } from '../../common/domain-error';
import { Db } from '../../database/db';
import { BreakDecisionService } from '../breaks/break-decision.service';
import { NotificationsService, type NotificationRow } from '../notifications/notifications.service';
import { PermissionsService } from '../permissions/permissions.service';
import { TaskEditService } from '../tasks/task-edit.service';
import { TasksService } from '../tasks/tasks.service';
import type { NegotiationDto, TicketResponseDto } from './dto/ticket.dto';
import { TicketContentService } from './ticket-content.service';
import { lockTicket, type TicketRow } from './ticket-sql';
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
    private readonly sql: Db,
    private readonly tickets: TicketsService,
    private readonly contents: TicketContentService,
    private readonly permissions: PermissionsService,
    private readonly tasks: TasksService,
    private readonly taskEdits: TaskEditService,
    private readonly breaks: BreakDecisionService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  async respond(user: AuthUser, id: number, dto: TicketResponseDto) {
    const ticket = await this.answerable(user, id);
    const description = dto.description?.trim() ?? '';
    if (ticket.requestType === TicketType.Break) {
      const request = await this.sql.one<{ id: number }>(`select id from break_request where ticket_id = $1`, [id]);
      if (!request) throw new DomainError('break.notification-missing');
      await this.breaks.decide(user, request.id, dto.approve, { description, content: dto.content });
      return this.tickets.get(user, id);
    }
    // A requester agreeing to a counter-proposal applies it with the negotiator's task permissions.
    const actor = isNegotiationType(ticket.requestType) ? await this.tickets.actorOf(ticket.createdBy) : user;
    if (dto.approve && CREATE_TYPES.includes(ticket.requestType)) {
      const role = ticket.content.role as number;
      if (!(await this.permissions.has(actor, 'Task.Create', { project: ticket.projectId, value: role ?? 0 }))) throw forbidden();
    }
    let written: NotificationRow[] = [];
    await this.sql.transaction(async (client) => {
      if ((await lockTicket(client, id))?.answered) throw new DomainError('ticket.already-answered');
      let taskId = ticket.content.task ?? null;
      if (dto.approve && CREATE_TYPES.includes(ticket.requestType)) {
        taskId = (await this.tasks.create(actor, ticket.projectId, this.contents.createTaskDto(ticket.requestType, ticket.content), { client })).taskId;
      }
      if (dto.approve && EDIT_TYPES.includes(ticket.requestType)) {
        await this.taskEdits.apply(client, actor, ticket.content.task as number, this.contents.editTaskDto(ticket.content));
      }
      const content = dto.content === undefined ? (taskId !== null ? { taskId } : null) : dto.content;
      await this.insertResponse(client, id, dto.approve, description, content, user.id);
      const type = answerType(ticket.requestType, dto.approve);
      if (type !== null) {
        const about = await this.tickets.about(client, user, id, ticket.requestType, ticket.title, ticket.content, ticket.projectId);
        written = await this.notifications.write([{ employeeId: ticket.createdBy, type, content: { ...about, taskId, approve: dto.approve, description } }], client);
      }
    });
    this.notifications.push(written);
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
    let written: NotificationRow[] = [];
    const negotiationId = await this.sql.transaction(async (client) => {
      if ((await lockTicket(client, id))?.answered) throw new DomainError('ticket.already-answered');
      const created = await this.tickets.insert(client, {
        title: ticket.title, description, requestType: type, priority: ticket.priority, deadline: ticket.deadline,
        createdBy: user.id, content, projectId: ticket.projectId, now: this.clock.now(),
      }, [ticket.createdBy]);
      await this.insertResponse(client, id, false, dto.description?.trim() ?? '', { negotiationId: created }, user.id);
      const about = await this.tickets.about(client, user, created, type, ticket.title, content, ticket.projectId);
      const notice = type === TicketType.CreateTaskNegotiation ? NotificationType.negotiateAddTask : NotificationType.negotiateEditTask;
      written = await this.notifications.write([{ employeeId: ticket.createdBy, type: notice, content: { ...about, originalRequestId: id } }], client);
      return created;
    });
    this.notifications.push(written);
    return { id: negotiationId };
  }

  /**
   * Only a recipient, once, holding TicketSystem.Response.Create on the ticket's project; a
   * counter-proposal is answered by the requester it was sent to, who needs no such permission.
   */
  private async answerable(user: AuthUser, id: number, known?: TicketRow): Promise<TicketRow> {
    const ticket = known ?? (await this.tickets.visible(user, id));
    if (!ticket.employees.includes(user.id)) throw forbidden();
    if (!isNegotiationType(ticket.requestType)
      && !(await this.permissions.has(user, 'TicketSystem.Response.Create', { project: ticket.projectId }))) throw forbidden();
    if (ticket.response) throw new DomainError('ticket.already-answered');
    return ticket;
  }

  private async insertResponse(client: PoolClient, id: number, approve: boolean, description: string, content: unknown, by: string) {
    await client.query(
      `insert into ticket_response (request_id, approve, description, content, created_by, created_at) values ($1, $2, $3, $4, $5, $6)`,
      [id, approve, description, content === null || content === undefined ? null : JSON.stringify(content), by, this.clock.now()],
    );
  }
}
