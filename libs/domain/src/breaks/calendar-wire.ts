// Operator calendar and leave requests as the API answers them (GET /api/calendar/*, GET /api/breaks/requests).

/** A holiday or a makeup working day. */
export interface CalendarDay {
  id: number;
  date: number;
  description: string;
}

/** A day-off record of an employee: hours off, 1-8. */
export interface DayOffRecord {
  id: number;
  employee: string;
  employeeName: string;
  date: number;
  time: number;
  isPermitted: boolean;
  description: string;
  breakRequestId: number | null;
}

/** A leave request on the decide screen. */
export interface BreakRequestItem {
  id: number;
  employee: string;
  employeeName: string;
  role: number;
  permittedDayLeft: number;
  date: number;
  breakTime: number;
  reason: string;
  isPermitted: boolean;
  status: number;
  ticketId: number | null;
  /** ISO 8601 in UTC. */
  createdAt: string;
}
