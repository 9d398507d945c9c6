// Where a notification goes besides the bell (API.md "Reaching people outside the tab",
// docs/decisions/048): each person picks a channel per notification type.
import { BACKUPS_PATH } from '../setup/setup-checklist';
import { NOTIFICATION_TYPES, NotificationType } from '../statuses';

export const NOTIFICATION_CHANNELS = ['bell', 'email', 'digest'] as const;
/** `bell`: the bell only; `email`: an e-mail now; `digest`: in one e-mail a day (company time). */
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const T = NotificationType;

/**
 * Types that are e-mailed now unless the person chose otherwise (API.md): those that wait for the
 * recipient's answer (a leave request to decide, a task request, a counter-proposal). The rest, the
 * decisions on one's own request included, stay in the bell until the person picks e-mail.
 */
export const EMAIL_BY_DEFAULT: readonly NotificationType[] = [
  T.decideBreakForContactAdmin, T.createTaskRequireForManager, T.negotiateAddTask, T.negotiateEditTask,
];

export function defaultChannel(type: number): NotificationChannel {
  return (EMAIL_BY_DEFAULT as readonly number[]).includes(type) ? 'email' : 'bell';
}

/** One row per notification type: GET/PUT /api/profile/notification-preferences. */
export interface NotificationPreference {
  type: NotificationType;
  channel: NotificationChannel;
}

export function isNotificationType(v: unknown): v is NotificationType {
  return typeof v === 'number' && (NOTIFICATION_TYPES as readonly number[]).includes(v);
}

export function isNotificationChannel(v: unknown): v is NotificationChannel {
  return typeof v === 'string' && (NOTIFICATION_CHANNELS as readonly string[]).includes(v);
}

function num(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** My Ticket with the ticket open (the page picks the box that holds it). */
export function ticketPath(id: number | null): string {
  return id !== null ? `/ticket/my-ticket?id=${id}` : '/ticket/my-ticket';
}

/**
 * The screen a notification opens (a path of the portal), the same in the bell and in its e-mail;
 * undefined when it opens none.
 */
export function notificationPath(type: number, content: Record<string, unknown>): string | undefined {
  const projectId = num(content.projectId) ?? num(content.project);
  const taskPath = projectId !== null ? `/project/${projectId}/task-view` : undefined;
  switch (type) {
    case T.nearDeadlineForEmployee: case T.overDeadlineForEmployee: case T.overDeadlineForManager:
    case T.taskFailForEmployee: case T.taskFailForManager: case T.newSuddenTaskForEmployee: case T.overDeadlineConfirmSuddenTask:
      return taskPath;
    case T.contractExpiration: case T.breakSuccessForManager:
      return undefined;
    case T.breakFailForEmployee: case T.breakSuccessForEmployee: case T.decideBreakForContactAdmin:
      // requestId here is the break request; the leave ticket is ticketId.
      return num(content.ticketId) !== null ? ticketPath(num(content.ticketId)) : undefined;
    case T.backupFailed:
      return BACKUPS_PATH;
    default:
      // 13-19: ticket requests and answers about tasks; they open the ticket.
      return ticketPath(num(content.requestId));
  }
}

/** Mail states on the admin screen (GET /api/admin/mail). */
export type MailStatus = 'pending' | 'sent' | 'failed';

/** A mail that failed or waits for another try, as GET /api/admin/mail lists it. */
export interface MailProblem {
  id: number;
  employeeId: string;
  employeeName: string;
  to: string | null;
  /** The notification type; null for a daily digest. */
  type: number | null;
  kind: 'single' | 'digest';
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  /** ISO 8601 UTC: when the next try is due (pending), else null. */
  nextAttemptAt: string | null;
  createdAt: string;
}

export interface MailOverview {
  /** False when SMTP_URL is unset: no e-mail is sent or queued. */
  configured: boolean;
  from: string;
  publicUrl: string;
  maxAttempts: number;
  /** The digest's hour, company time (HH:mm). */
  digestAt: string;
  timeZone: string;
  mails: MailProblem[];
}
