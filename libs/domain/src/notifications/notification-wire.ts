/** A notification as GET /api/notifications answers it and the socket pushes it (API.md "Notifications"). */
export interface NotificationItem {
  id: number;
  employeeId: string;
  type: number;
  /** The stored JSON, parsed. */
  content: Record<string, unknown>;
  isRead: boolean;
  /** ISO 8601 in UTC. */
  createdAt: string;
}
