// The bell of the top bar (spec 1 'Notifications'): it rings and shows a count while unread
// items exist; its 500 px panel opens on the unread list with an unread/read filter.
import * as React from 'react';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useNavigate } from '@remix-run/react';
import { NotificationType } from '@studio/domain';
import { Bell, BellOff, CheckCheck, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { NotificationItem } from '~/components/notifications/notification-item';
import { OverDeadlineDialog } from '~/components/notifications/over-deadline-dialog';
import { PushToggle } from '~/components/notifications/push-toggle';
import type { AppNotification } from '~/components/notifications/notification-model';
import { useNotifications } from '~/components/notifications/use-notifications';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';

type Filter = 'unread' | 'read';

export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useNotifications();
  const [open, setOpen] = React.useState(false);
  const [filter, setFilter] = React.useState<Filter>('unread');
  const [markingAll, setMarkingAll] = React.useState(false);
  // A manager's late-task notice opens the Over-deadline task dialog (spec 3) instead of a screen.
  const [overdue, setOverdue] = React.useState<AppNotification | null>(null);
  const count = state.unread.length;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      // The panel always opens on the unread list.
      setFilter('unread');
      void state.reloadUnread();
    }
  }

  function showFilter(next: Filter) {
    setFilter(next);
    if (next === 'read') void state.reloadRead();
  }

  function onOpenItem(n: AppNotification, href?: string) {
    state.markRead(n);
    if (n.type === NotificationType.overDeadlineForManager) {
      setOpen(false);
      setOverdue(n);
      return;
    }
    if (href) {
      setOpen(false);
      navigate(href);
    }
  }

  async function markAll() {
    setMarkingAll(true);
    await state.markAllRead();
    setMarkingAll(false);
  }

  const list = filter === 'unread' ? state.unread : state.read;
  const label = count > 0 ? t('notifications.bell-unread', { count }) : t('topbar.notifications');

  return (
    <>
      <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
        <PopoverPrimitive.Trigger asChild>
          <Button variant="ghost" size="icon" aria-label={label} title={label} className="relative" data-unread={count}>
            <Bell
              // A new arrival restarts the ring; it keeps ringing now and then while anything is unread.
              key={state.arrivals}
              aria-hidden="true"
              className={cn(
                'origin-top',
                count > 0 && 'animate-[ring_4s_ease-in-out_infinite] text-foreground motion-reduce:animate-none',
              )}
            />
            {count > 0 ? (
              <span
                className="absolute right-1 top-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-500 px-1 text-[10px] font-semibold leading-none text-white ring-2 ring-background tabular-nums"
                data-testid="notification-count"
                aria-hidden="true"
              >
                {count > 99 ? '99+' : count}
              </span>
            ) : null}
          </Button>
        </PopoverPrimitive.Trigger>
        <PopoverPrimitive.Portal>
          <PopoverPrimitive.Content
            align="end"
            sideOffset={8}
            collisionPadding={12}
            aria-label={t('notifications.title')}
            className="z-50 flex max-h-[min(640px,calc(100vh-5rem))] w-[500px] max-w-[calc(100vw-1.5rem)] flex-col overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-xl shadow-slate-900/10 outline-none data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95"
          >
            <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
              <h2 className="text-sm font-semibold">{t('notifications.title')}</h2>
              <Button variant="ghost" size="sm" onClick={markAll} loading={markingAll} disabled={count === 0} className="-mr-2">
                {markingAll ? null : <CheckCheck aria-hidden="true" />}
                {t('notifications.read-all')}
              </Button>
            </div>
            <div role="tablist" aria-label={t('notifications.filter')} className="flex gap-1 border-b px-3 py-2">
              {(['unread', 'read'] as const).map((f) => (
                <button
                  key={f}
                  type="button"
                  role="tab"
                  aria-selected={filter === f}
                  onClick={() => showFilter(f)}
                  className={cn(
                    'inline-flex h-7 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    filter === f ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
                  )}
                >
                  {t(`notifications.filter.${f}`)}
                  {f === 'unread' && count > 0 ? (
                    <span className="rounded-full bg-primary/10 px-1.5 text-[11px] tabular-nums text-primary">{count}</span>
                  ) : null}
                </button>
              ))}
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto">
              {list === null || (filter === 'unread' && !state.loaded) ? (
                <div className="flex justify-center py-12 text-muted-foreground">
                  <Loader2 className="h-5 w-5 animate-spin" aria-label={t('common.loading')} />
                </div>
              ) : list.length === 0 ? (
                <div className="flex flex-col items-center justify-center gap-2 px-6 py-12 text-center">
                  <span className="mb-1 flex h-11 w-11 items-center justify-center rounded-full bg-muted">
                    <BellOff className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
                  </span>
                  <p className="text-sm font-medium">{t(filter === 'unread' ? 'notifications.empty-unread' : 'notifications.empty-read')}</p>
                  <p className="max-w-xs text-sm text-muted-foreground">{t('notifications.empty-hint')}</p>
                </div>
              ) : (
                <ul className="divide-y" aria-label={t(`notifications.filter.${filter}`)}>
                  {list.map((n) => (
                    <NotificationItem
                      key={n.id}
                      notification={n}
                      deciding={state.deciding === n.id}
                      onOpen={onOpenItem}
                      onDecide={(item, accept) => void state.decide(item, accept)}
                    />
                  ))}
                </ul>
              )}
            </div>
            <PushToggle />
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </PopoverPrimitive.Root>
      <OverDeadlineDialog notification={overdue} onClose={() => setOverdue(null)} />
    </>
  );
}
