import { Injectable } from '@nestjs/common';
import {
  checkTicketFields, isNegotiationType, isValidYmd, NotificationType, TASK_TICKET_TYPES, ticketProjectOf, TicketType,
  type TicketContent, type TicketRecord, type TicketView,
} from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { invalidField } from '../../common/field-error';
import { Db } from '../../database/db';
import { BreakRequestsService, type BreakContent } from '../breaks/break-requests.service';
import { LiveService } from '../live/live.service';
import { NotificationsService, type NewNotification } from '../notifications/notifications.service';
import { PermissionsService } from '../permissions/permissions.service';
import type { CreateTicketDto, UpdateTicketDto } from './dto/ticket.dto';
import { TicketContentService } from './ticket-content.service';
import { TicketRoutingService } from './ticket-routing.service';
import { ticketView } from './ticket-view';
import { TicketsRepository, type TicketBox, type TicketFields } from './tickets.repository';

export type { TicketBox } from './tickets.repository';

/** A new ticket: its fields, type, creator and when. */
export type NewTicket = TicketFields & { requestType: number; createdBy: string; now: Date };

const text = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : '');

@Injectable()
export class TicketsService {
  constructor(
    private readonly db: Db,
    private readonly repo: TicketsRepository,
    private readonly permissions: PermissionsService,
    private readonly notifications: NotificationsService,
    private readonly contents: TicketContentService,
    private readonly routing: TicketRoutingService,
    private readonly breaks: BreakRequestsService,
    private readonly clock: Clock,
    private readonly live: LiveService,
  ) {}

  /** The caller's tickets: unanswered first, then newest created, then newest updated. */
  async list(user: AuthUser, box?: TicketBox): Promise<{ tickets: TicketView[] }> {
    return { tickets: (await this.repo.list(user.id, box)).map(ticketView) };
  }

  /** A ticket its creator or a recipient may see; anyone else gets 404. */
  async visible(user: AuthUser, id: number): Promise<TicketRecord> {
    const row = await this.repo.byId(id);
    if (!row || (row.createdBy !== user.id && !row.employees.includes(user.id))) throw notFound();
    return row;
  }

  async get(user: AuthUser, id: number): Promise<{ ticket: TicketView }> {
    return { ticket: ticketView(await this.visible(user, id)) };
  }

  async create(user: AuthUser, dto: CreateTicketDto): Promise<{ id: number }> {
    const fields = this.checkFields(dto);
    const type = dto.requestType as number;
    if (isNegotiationType(type)) throw new DomainError('ticket.negotiation-direct');
    const content = await this.contents.forRequest(user, type, dto.title, dto.description ?? undefined, dto.content);
    const projectId = await this.projectOf(type, content);
    const recipients = await this.routing.recipients(type, user.id, projectId);
    const now = this.clock.now();
    const id = await this.db.tx(async () => {
      const ticketId = await this.insert({ ...fields, requestType: type, createdBy: user.id, content, projectId, now }, recipients);
      const notes: NewNotification[] = [];
      this.live.tickets(projectId, [ticketId], [user.id, ...recipients]);
      if (type === TicketType.Break) {
        const requestId = await this.breaks.create(ticketId, user.id, content as unknown as BreakContent);
        this.live.breaks([requestId]);
        notes.push(...(await this.breaks.decideNotices(requestId, recipients)));
      }
      if (type === TicketType.CreateTask) {
        const about = await this.about(user, ticketId, type, fields.title, content, projectId);
        notes.push(...recipients.map((employeeId) => ({ employeeId, type: NotificationType.createTaskRequireForManager, content: about })));
      }
      await this.notifications.notify(notes);
      return ticketId;
    });
    return { id };
  }

  /** Only while unanswered; by its creator, or a holder of TicketSystem.Request.Edit on its project. */
  async update(user: AuthUser, id: number, dto: UpdateTicketDto): Promise<{ ticket: TicketView }> {
    const ticket = await this.visible(user, id);
    if (ticket.createdBy !== user.id && !(await this.permissions.has(user, 'TicketSystem.Request.Edit', { project: ticket.projectId }))) {
      throw forbidden();
    }
    if (ticket.response) throw new DomainError('ticket.already-answered');
    if (ticket.withdrawnAt) throw new DomainError('ticket.withdrawn');
    if (dto.requestType !== undefined && dto.requestType !== null && dto.requestType !== ticket.requestType) throw new DomainError('ticket.type-fixed');
    const fields = this.checkFields({
      title: dto.title ?? ticket.title, requestType: ticket.requestType, priority: dto.priority ?? ticket.priority,
      description: dto.description === undefined ? ticket.description : dto.description,
      deadline: dto.deadline === undefined ? ticket.deadline : dto.deadline,
    });
    let content = ticket.content;
    if (dto.content !== undefined) {
      const creator = await this.actorOf(ticket.createdBy);
      content = isNegotiationType(ticket.requestType)
        ? this.contents.negotiation(ticket, dto.content)
        : await this.contents.forRequest(creator, ticket.requestType, fields.title, fields.description, dto.content);
    }
    const projectId = await this.projectOf(ticket.requestType, content);
    await this.db.tx(async () => {
      await this.lockUnanswered(id);
      await this.repo.update(id, { ...fields, content, projectId }, user.id, this.clock.now());
      const recipients = projectId !== ticket.projectId ? await this.routing.recipients(ticket.requestType, ticket.createdBy, projectId) : null;
      if (recipients) await this.repo.replaceRecipients(id, recipients);
      this.live.tickets(projectId, [id], [ticket.createdBy, ...ticket.employees, ...(recipients ?? [])]);
      if (ticket.requestType === TicketType.Break && dto.content !== undefined) {
        await this.breaks.update(id, ticket.createdBy, content as unknown as BreakContent);
      }
    });
    return this.get(user, id);
  }

  /**
   * Its creator takes an unanswered request back (decision 026): it stays in both lists as
   * Withdrawn, takes no answer, edit or counter-proposal, and a Break request frees its leave days.
   */
  async withdraw(user: AuthUser, id: number): Promise<{ ticket: TicketView }> {
    const ticket = await this.visible(user, id);
    if (ticket.createdBy !== user.id) throw new DomainError('ticket.withdraw-not-creator');
    await this.db.tx(async () => {
      await this.lockUnanswered(id);
      await this.repo.withdraw(id, user.id, this.clock.now());
      if (ticket.requestType === TicketType.Break) await this.breaks.withdraw(id);
      this.live.tickets(ticket.projectId, [id], [ticket.createdBy, ...ticket.employees]);
    });
    return this.get(user, id);
  }

  /** Inserts a ticket and its recipients (in the caller's transaction, if any); answers its id. */
  async insert(t: NewTicket, recipients: string[]): Promise<number> {
    const id = await this.repo.insert(t);
    await this.repo.insertRecipients(id, recipients);
    return id;
  }

  /** What a ticket notification says about its request (spec 1: projectName, taskName, who). */
  async about(from: Pick<AuthUser, 'id' | 'firstName' | 'lastName'>, ticketId: number, type: number, title: string, c: TicketContent, projectId: number) {
    return {
      requestId: ticketId, requestType: type, title, projectId, projectName: (await this.repo.projectName(projectId)) ?? null,
      taskId: c.task ?? null, taskName: c.taskName ?? null, score: c.score ?? c.scoreNew ?? null, deadline: c.deadline ?? c.deadlineNew ?? null,
      employee: from.id, employeeName: `${from.lastName} ${from.firstName}`.trim(),
    };
  }

  /** An employee as an acting user (the negotiator, whose task permissions apply when the requester agrees). */
  async actorOf(employeeId: string): Promise<AuthUser> {
    const row = await this.repo.actor(employeeId);
    if (!row) throw notFound();
    return { ...row, via: 'bearer' };
  }

  /** Locks the ticket until the transaction ends; 409 when it has an answer or was withdrawn. */
  async lockUnanswered(id: number): Promise<void> {
    const state = await this.repo.lock(id);
    if (state?.answered) throw new DomainError('ticket.already-answered');
    if (state?.withdrawn) throw new DomainError('ticket.withdrawn');
  }

  /** Task requests belong to their content's project; others to it when it names an existing one, else to 0. */
  private async projectOf(type: number, content: TicketContent): Promise<number> {
    const project = ticketProjectOf(content);
    if ((TASK_TICKET_TYPES as readonly number[]).includes(type) || project === 0) return project;
    return (await this.repo.projectExists(project)) ? project : 0;
  }

  private checkFields(dto: CreateTicketDto) {
    const error = checkTicketFields({ title: dto.title, requestType: dto.requestType });
    if (error) throw new DomainError(error);
    if (dto.deadline !== undefined && dto.deadline !== null && !isValidYmd(dto.deadline)) {
      throw invalidField('deadline', 'forms.error.date', 'yyyymmdd', {});
    }
    return { title: text(dto.title), description: text(dto.description), priority: dto.priority ?? 0, deadline: dto.deadline ?? null };
  }
}
