// Notifications as GET /api/notifications answers them, and the one readable line each of
// types 1-19 (spec 1 section 3) and 20 (a failed backup, docs/decisions/037) gets from its parsed content. A type without a line here is
// not listed (spec 1: only types that have a display form are shown).
import { BreakTime, formatYmd, isValidYmd, notificationPath, NotificationType, type NotificationItem as AppNotification } from '@studio/domain';
import type { TFunction } from 'i18next';

import { displayInstant } from '~/lib/format';

// The API's shape lives in libs/domain; re-exported under the name the notification components use.
export type { NotificationItem as AppNotification } from '@studio/domain';

export type NotificationTone = 'info' | 'warning' | 'danger' | 'success' | 'request';

export type NotificationView = {
  /** Short heading of the type ("Deadline tomorrow"). */
  title: string;
  /** The sentence built from the content. */
  line: string;
  /** Extra detail under the line (a leave reason, late task names). */
  detail?: string;
  tone: NotificationTone;
  /** Where a click leads, if anywhere. */
  href?: string;
};

const T = NotificationType;

const TONES: Record<number, NotificationTone> = {
  [T.nearDeadlineForEmployee]: 'warning',
  [T.overDeadlineForEmployee]: 'danger',
  [T.overDeadlineForManager]: 'danger',
  [T.taskFailForEmployee]: 'danger',
  [T.taskFailForManager]: 'danger',
  [T.contractExpiration]: 'warning',
  [T.breakFailForEmployee]: 'danger',
  [T.breakSuccessForEmployee]: 'success',
  [T.decideBreakForContactAdmin]: 'request',
  [T.breakSuccessForManager]: 'info',
  [T.newSuddenTaskForEmployee]: 'warning',
  [T.overDeadlineConfirmSuddenTask]: 'danger',
  [T.createTaskRequireForManager]: 'request',
  [T.negotiateAddTask]: 'request',
  [T.negotiateEditTask]: 'request',
  [T.agreeAddTask]: 'success',
  [T.rejectAddTask]: 'danger',
  [T.agreeEditTask]: 'success',
  [T.rejectEditTask]: 'danger',
  [T.backupFailed]: 'danger',
};

export function isDisplayable(n: Pick<AppNotification, 'type'>): boolean {
  return n.type in TONES;
}

/** A break decision waits for the user: read-all leaves it unread (as the server does). */
export function isBreakDecision(n: Pick<AppNotification, 'type'>): boolean {
  return n.type === T.decideBreakForContactAdmin;
}

function str(v: unknown): string | null {
  if (typeof v === 'string' && v.trim()) return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

function num(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function date(v: unknown): string | null {
  const n = num(v);
  return n !== null && isValidYmd(n) ? formatYmd(n) : null;
}

export function breakTimeLabel(t: TFunction, value: unknown): string {
  const n = num(value);
  return n === BreakTime.Morning || n === BreakTime.Afternoon || n === BreakTime.FullDay
    ? t(`tickets.break-time.${n}`)
    : t('notifications.unknown-break-time');
}

/** The heading, sentence and link of a notification; null for a type without a display form. */
export function notificationView(n: AppNotification, t: TFunction): NotificationView | null {
  const tone = TONES[n.type];
  if (!tone) return null;
  const c = n.content ?? {};
  const params = {
    project: str(c.projectName) ?? t('notifications.a-project'),
    task: str(c.taskName) ?? t('notifications.a-task'),
    deadline: date(c.deadline) ?? t('notifications.no-deadline'),
    employee: str(c.employeeName) ?? str(c.createdByName) ?? str(c.employee) ?? t('notifications.someone'),
    date: date(c.date) ?? '—',
    breakTime: breakTimeLabel(t, c.breakTime),
    days: num(c.daysLate) ?? 1,
    score: num(c.finalScore) ?? num(c.score) ?? 0,
  };
  const title = t(`notifications.type.${n.type}`);
  // The screen it opens, the same as its e-mail's link (libs/domain).
  const href = notificationPath(n.type, c);
  const view = (line: string, extra: Partial<NotificationView> = {}): NotificationView => ({ title, line, tone, href, ...extra });

  switch (n.type) {
    case T.nearDeadlineForEmployee:
      return view(t('notifications.line.1', params));
    case T.overDeadlineForEmployee:
      return view(t('notifications.line.2', { ...params, count: params.days }));
    case T.overDeadlineForManager: {
      const details = Array.isArray(c.taskDetails) ? (c.taskDetails as Record<string, unknown>[]) : [];
      const names = details.map((d) => str(d.taskName)).filter((s): s is string => !!s);
      return view(t('notifications.line.3', { ...params, count: details.length || 1 }), {
        detail: names.length ? names.slice(0, 3).join(', ') + (names.length > 3 ? ` +${names.length - 3}` : '') : undefined,
      });
    }
    case T.taskFailForEmployee:
      return view(t('notifications.line.4', params));
    case T.taskFailForManager:
      return view(t('notifications.line.5', params));
    case T.contractExpiration:
      return view(t('notifications.line.6', { ...params, date: date(c.contractEndDate) ?? params.date }));
    case T.breakFailForEmployee:
    case T.breakSuccessForEmployee:
      // requestId here is the break request; the leave ticket is ticketId.
      return view(t(`notifications.line.${n.type}`, params), { detail: str(c.reason) ?? undefined });
    case T.breakSuccessForManager:
      return view(t(`notifications.line.${n.type}`, params), { detail: str(c.reason) ?? undefined });
    case T.decideBreakForContactAdmin: {
      const paid = c.isPermitted === true ? t('tickets.break.paid') : c.isPermitted === false ? t('tickets.break.unpaid') : null;
      const reason = str(c.reason);
      return view(t('notifications.line.9', params), {
        detail: [paid, reason].filter(Boolean).join(' · ') || undefined,
      });
    }
    case T.newSuddenTaskForEmployee:
      return view(t('notifications.line.11', params));
    case T.overDeadlineConfirmSuddenTask:
      return view(t('notifications.line.12', params));
    case T.backupFailed:
      return view(t('notifications.line.20', { date: displayInstant(str(c.startedAt)) ?? '—' }), { detail: str(c.error) ?? undefined });
    default:
      // 13-19: ticket requests and answers about tasks; they open the ticket.
      return view(t(`notifications.line.${n.type}`, params));
  }
}

/** "5 minutes ago" in the UI language, or the date for anything older than a week. */
export function relativeTime(iso: string, lang: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(lang === 'en' ? 'en' : 'vi', { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 45) return rtf.format(0, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return rtf.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86400) return rtf.format(Math.round(seconds / 86400), 'day');
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(then),
  );
}

/** Newest first, by creation then id. */
export function sortNewestFirst(list: readonly AppNotification[]): AppNotification[] {
  return [...list].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id - a.id);
}
