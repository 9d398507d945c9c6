import { Injectable } from '@nestjs/common';
import { Role, TicketType, type PermissionName } from '@studio/domain';
import { TicketsRepository } from './tickets.repository';

/** Project roles that answer task requests: managers, and owners. */
export const TASK_REQUEST_APPROVER_ROLES = [Role.ProjectManager, Role.ProjectOwner];

/**
 * Who receives a ticket (docs/decisions/007-ticket-routing.md):
 * Break -> the requester's contact admin; task requests -> the project's managers and owners;
 * negotiations -> the original requester; project, account and policy requests -> the admins.
 */
@Injectable()
export class TicketRoutingService {
  constructor(private readonly repo: TicketsRepository) {}

  async recipients(requestType: number, requester: string, projectId: number, assignTo?: string): Promise<string[]> {
    switch (requestType) {
      case TicketType.Break: {
        const contactAdmin = await this.repo.contactAdminOf(requester);
        return contactAdmin ? [contactAdmin] : this.holders('Operator.Break.Decision', requester);
      }
      case TicketType.CreateTask:
      case TicketType.EditTask: {
        const managers = await this.repo.projectMembersIn(projectId, TASK_REQUEST_APPROVER_ROLES, requester);
        return managers.length ? managers : this.holders('Admin', requester);
      }
      case TicketType.CreateTaskNegotiation:
      case TicketType.EditTaskNegotiation:
        return assignTo ? [assignTo] : [];
      default:
        return this.holders('Admin', requester);
    }
  }

  /** Active employees holding a permission of scope none on the global project, `except` excluded. */
  holders(permission: PermissionName, except?: string): Promise<string[]> {
    return this.repo.holders(permission, except ?? null);
  }
}
