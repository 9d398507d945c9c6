import { Injectable } from '@nestjs/common';
import {
  checkTicketFields, isNegotiationType, isValidYmd, NotificationType, TASK_TICKET_TYPES, ticketProjectOf, TicketType,
  type TicketContent,
} from '@studio/domain';
import type { PoolClient } from 'pg';
import type { AuthUser } from '../../common/auth-user';
import { Clock } from '../../common/clock';
import { DomainError, forbidden, notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import { BreakRequestsService } from '../breaks/break-requests.service';
import { NotificationsService, type NewNotification, type NotificationRow } from '../notifications/notifications.service';
import { PermissionsService } from '../permissions/permissions.service';
import type { CreateTicketDto, UpdateTicketDto } from './dto/ticket.dto';
import { TicketContentService } from './ticket-content.service';
import { TicketRoutingService } from './ticket-routing.service';
import { ACTOR_SQL, lockTicket, TICKET_SELECT, ticketView, type Actor, type TicketRow } from './ticket-sql';

export type TicketBox = 'received' | 'sent';

const text = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : '');

@Injectable()
export class TicketsService {
  constructor(
    private readonly sql: Db,
    private readonly permissions: PermissionsService,
    private readonly notifications: NotificationsService,
    private readonly contents: TicketContentService,
    private readonly routing: TicketRoutingService,
    private readonly breaks: BreakRequestsService,
    private readonly clock: Clock,
  ) {}

  /** The caller's tickets: unanswered first, then newest created, then newest updated. */
  async list(user: AuthUser, box?: TicketBox) {
    const mine = box === 'sent' ? 't.created_by = $1'
      : box === 'received' ? 'exists (select 1 from ticket_recipient r where r.ticket_id = t.id and r.employee_id = $1)'
      : 't.created_by = $1 or exists (select 1 from ticket_recipient r where r.ticket_id = t.id and r.employee_id = $1)';
    const rows = await this.sql.many<TicketRow>(
      `${TICKET_SELECT} where (${mine}) and not t.hidden
        order by (s.request_id is null) desc, t.created_at desc, t.updated_at desc, t.id desc`,
      [user.id],
    );
    return { tickets: rows.map(ticketView) };
  }

  /** A ticket its creator or a recipient may see; anyone else gets 404. */
  async visible(user: AuthUser, id: number): Promise<TicketRow> {
    const row = await this.sql.one<TicketRow>(`${TICKET_SELECT} where t.id = $1`, [id]);
    if (!row || (row.createdBy !== user.id && !row.employees.includes(user.id))) throw notFound();
    return row;
  }

  async get(user: AuthUser, id: number) {
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
    let written: NotificationRow[] = [];
    const id = await this.sql.transaction(async (client) => {
      const ticketId = await this.insert(client, { ...fields, requestType: type, createdBy: user.id, content, projectId, now }, recipients);
      const notes: NewNotification[] = [];
      if (type === TicketType.Break) {
        const requestId = await this.breaks.create(client, ticketId, user.id, content as never);
        notes.push(...(await this.breaks.decideNotices(client, requestId, recipients)));
      }
      if (type === TicketType.CreateTask) {
        const about = await this.about(client, user, ticketId, type, fields.title, content, projectId);
        notes.push(...recipients.map((employeeId) => ({ employeeId, type: NotificationType.createTaskRequireForManager, content: about })));
      }
      written = await this.notifications.write(notes, client);
      return ticketId;
    });
    this.notifications.push(written);
    return { id };
  }

  /** Only while unanswered; by its creator, or a holder of TicketSystem.Request.Edit on its project. */
  async update(user: AuthUser, id: number, dto: UpdateTicketDto) {
    const ticket = await this.visible(user, id);
    if (ticket.createdBy !== user.id && !(await this.permissions.has(user, 'TicketSystem.Request.Edit', { project: ticket.projectId }))) {
      throw forbidden();
    }
    if (ticket.response) throw new DomainError('ticket.already-answered');
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
    await this.sql.transaction(async (client) => {
      if ((await lockTicket(client, id))?.answered) throw new DomainError('ticket.already-answered');
      await client.query(
        `update ticket set title = $2, description = $3, priority = $4, deadline = $5, content = $6, project_id = $7,
                updated_at = $8, updated_by = $9 where id = $1`,
        [id, fields.title, fields.description, fields.priority, fields.deadline, JSON.stringify(content), projectId, this.clock.now(), user.id],
      );
      if (projectId !== ticket.projectId) {
        const recipients = await this.routing.recipients(ticket.requestType, ticket.createdBy, projectId);
        await client.query(`delete from ticket_recipient where ticket_id = $1`, [id]);
        await this.insertRecipients(client, id, recipients);
      }
      if (ticket.requestType === TicketType.Break && dto.content !== undefined) {
        await this.breaks.update(client, id, ticket.createdBy, content as never);
      }
    });
    return this.get(user, id);
  }

  /** Inserts a ticket and its recipients; answers its id. */
  async insert(
    client: PoolClient,
    t: { title: string; description: string; requestType: number; priority: number; deadline: number | null; createdBy: string; content: TicketContent; projectId: number; now: Date },
    recipients: string[],
  ): Promise<number> {
    const { rows } = await client.query<{ id: number }>(
      `insert into ticket (title, description, request_type, priority, deadline, created_by, created_at, updated_at, content, project_id)
       values ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9) returning id`,
      [t.title, t.description, t.requestType, t.priority, t.deadline, t.createdBy, t.now, JSON.stringify(t.content), t.projectId],
    );
    await this.insertRecipients(client, rows[0].id, recipients);
    return rows[0].id;
  }

  /** What a ticket notification says about its request (spec 1: projectName, taskName, who). */
  async about(client: PoolClient, from: Pick<AuthUser, 'id' | 'firstName' | 'lastName'>, ticketId: number, type: number, title: string, c: TicketContent, projectId: number) {
    const project = (await client.query<{ name: string }>(`select name from project where id = $1`, [projectId])).rows[0];
    return {
      requestId: ticketId, requestType: type, title, projectId, projectName: project?.name ?? null,
      taskId: c.task ?? null, taskName: c.taskName ?? null, score: c.score ?? c.scoreNew ?? null, deadline: c.deadline ?? c.deadlineNew ?? null,
      employee: from.id, employeeName: `${from.lastName} ${from.firstName}`.trim(),
    };
  }

  /** An employee as an acting user (the negotiator, whose task permissions apply when the requester agrees). */
  async actorOf(employeeId: string): Promise<AuthUser> {
    const row = await this.sql.one<Actor>(ACTOR_SQL, [employeeId]);
    if (!row) throw notFound();
    return { ...row, via: 'bearer' };
  }

  private async insertRecipients(client: PoolClient, ticketId: number, recipients: string[]): Promise<void> {
    if (!recipients.length) return;
    await client.query(
      `insert into ticket_recipient (ticket_id, employee_id) select $1, unnest($2::text[]) on conflict do nothing`,
      [ticketId, recipients],
    );
  }

  /** Task requests belong to their content's project; others to it when it names an existing one, else to 0. */
  private async projectOf(type: number, content: TicketContent): Promise<number> {
    const project = ticketProjectOf(content);
    if ((TASK_TICKET_TYPES as readonly number[]).includes(type) || project === 0) return project;
    return (await this.sql.one(`select 1 from project where id = $1`, [project])) ? project : 0;
  }

  private checkFields(dto: CreateTicketDto) {
    const error = checkTicketFields({ title: dto.title, requestType: dto.requestType });
    if (error) throw new DomainError(error);
    if (dto.deadline !== undefined && dto.deadline !== null && !isValidYmd(dto.deadline)) {
      throw new DomainError('common.validation', 400, [{ field: 'deadline', message: 'yyyymmdd' }]);
    }
    return { title: text(dto.title), description: text(dto.description), priority: dto.priority ?? 0, deadline: dto.deadline ?? null };
  }
}
