import { NotificationType } from '@studio/domain';
import {
  AlarmClock,
  CalendarCheck,
  CalendarX,
  CircleAlert,
  CircleCheck,
  FileClock,
  Inbox,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

import {
  isBreakDecision,
  notificationView,
  relativeTime,
  type AppNotification,
  type NotificationTone,
} from '~/components/notifications/notification-model';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { displayInstant } from '~/lib/format';

const TONE: Record<NotificationTone, { icon: LucideIcon; className: string }> = {
  info: { icon: CalendarCheck, className: 'bg-sky-50 text-sky-600 ring-sky-600/15' },
  warning: { icon: AlarmClock, className: 'bg-amber-50 text-amber-600 ring-amber-600/20' },
  danger: { icon: CircleAlert, className: 'bg-red-50 text-red-600 ring-red-600/15' },
  success: { icon: CircleCheck, className: 'bg-emerald-50 text-emerald-600 ring-emerald-600/15' },
  request: { icon: Inbox, className: 'bg-indigo-50 text-indigo-600 ring-indigo-600/15' },
};

/** One row of the notification panel; break decisions carry Accept and Decline. */
export function NotificationItem({
  notification: n,
  deciding,
  onOpen,
  onDecide,
}: {
  notification: AppNotification;
  /** This row's decision is being sent. */
  deciding: boolean;
  onOpen: (n: AppNotification, href?: string) => void;
  onDecide: (n: AppNotification, accept: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const view = notificationView(n, t);
  if (!view) return null;
  const tone = TONE[view.tone];
  const Icon =
    n.type === NotificationType.breakFailForEmployee ? CalendarX : n.type === NotificationType.createTaskRequireForManager ? FileClock : tone.icon;
  const status = Number(n.content?.status ?? 0);
  // 1 accepted, 2 declined, 3 withdrawn by the requester (BreakRequestStatus): nothing left to decide.
  const pending = isBreakDecision(n) && !(status === 1 || status === 2 || status === 3);

  return (
    <li
      className={cn('group relative flex gap-3 px-4 py-3 transition-colors', n.isRead ? 'bg-background' : 'bg-primary/[0.03]')}
      data-notification={n.id}
      data-type={n.type}
    >
      <span className={cn('mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full ring-1 ring-inset', tone.className)}>
        <Icon className="h-4 w-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => onOpen(n, view.href)}
          className="block w-full rounded-sm text-left after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-inset focus-visible:after:ring-ring"
        >
          <span className="flex items-center gap-2">
            <span className="truncate text-xs font-medium text-muted-foreground">{view.title}</span>
            <span className="shrink-0 text-xs text-muted-foreground" title={displayInstant(n.createdAt) ?? undefined}>
              · {relativeTime(n.createdAt, i18n.language)}
            </span>
          </span>
          <span className={cn('mt-0.5 block text-sm leading-snug', n.isRead ? 'text-foreground/80' : 'font-medium text-foreground')}>
            {view.line}
          </span>
          {view.detail ? <span className="mt-0.5 block truncate text-xs text-muted-foreground">{view.detail}</span> : null}
        </button>
        {isBreakDecision(n) ? (
          pending ? (
            <div className="relative z-10 mt-2 flex gap-2">
              <Button size="sm" onClick={() => onDecide(n, true)} loading={deciding} disabled={deciding}>
                {t('notifications.break.accept')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => onDecide(n, false)} disabled={deciding}>
                {t('notifications.break.decline')}
              </Button>
            </div>
          ) : (
            <p className="mt-1.5 text-xs font-medium text-muted-foreground">
              {t(status === 1 ? 'notifications.break.was-accepted' : status === 3 ? 'notifications.break.was-withdrawn' : 'notifications.break.was-declined')}
            </p>
          )
        ) : null}
      </div>
      {!n.isRead ? <span role="img" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-primary" aria-label={t('notifications.unread-dot')} /> : null}
    </li>
  );
}
