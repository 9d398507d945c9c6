// Tickets as the API answers them (API.md "Tickets").
import type { TicketState } from '../statuses';
import type { TicketContent } from './ticket-rules';

/** The one answer of a ticket. */
export interface TicketAnswer {
  requestId: number;
  approve: boolean;
  description: string;
  content: unknown;
  createdBy: string | null;
  /** ISO 8601 in UTC. */
  createdAt: string;
}

/** A ticket as stored, with its creator's name and its recipients (`employees`). */
export interface TicketRecord {
  id: number;
  title: string;
  description: string;
  requestType: number;
  priority: number;
  /** yyyymmdd */
  deadline: number | null;
  createdBy: string;
  createdByName: string;
  /** ISO 8601 in UTC. */
  createdAt: string;
  /** ISO 8601 in UTC. */
  updatedAt: string;
  updatedBy: string | null;
  hidden: boolean;
  content: TicketContent;
  projectId: number;
  employees: string[];
  response: TicketAnswer | null;
  /** ISO 8601 in UTC: when the creator withdrew it, unanswered; null otherwise. */
  withdrawnAt: string | null;
}

/** GET /api/tickets and /api/tickets/:id: the state, and who may edit or answer it (spec 2 section 3). */
export interface TicketView extends TicketRecord {
  state: TicketState;
  permissions: { permission: string; employees: string[] }[];
}
