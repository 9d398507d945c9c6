// The bell's state: the unread list (loaded on mount, kept live by the socket, reloaded after a
// reconnect), the read list (loaded when the filter asks for it), and the actions on both.
import * as React from 'react';
import { useRevalidator } from '@remix-run/react';
import { endpoints, NotificationType } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import {
  isBreakDecision,
  isDisplayable,
  notificationView,
  sortNewestFirst,
  type AppNotification,
} from '~/components/notifications/notification-model';
import { call } from '~/lib/api.client';
import { useSocketEvent, useSocketReconnect } from '~/components/notifications/use-socket';
import { closeSocket } from '~/lib/socket.client';

// Spec 1 section 8: a failed notification load rejects without a toast.
async function fetchList(isRead: boolean): Promise<AppNotification[] | null> {
  const res = await call(endpoints.notifications.list, { query: { isRead } }, { silent: true });
  return res.ok && Array.isArray(res.data?.notifications) ? sortNewestFirst(res.data.notifications.filter(isDisplayable)) : null;
}

// A decision changes the leave balance shown by the app layout (dashboard, profile).
const REVALIDATE_ON: readonly number[] = [NotificationType.breakSuccessForEmployee, NotificationType.breakFailForEmployee];

export function useNotifications() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [unread, setUnread] = React.useState<AppNotification[]>([]);
  const [read, setRead] = React.useState<AppNotification[] | null>(null);
  const [loaded, setLoaded] = React.useState(false);
  /** Bumped when a notification arrives, to restart the bell's ring. */
  const [arrivals, setArrivals] = React.useState(0);
  const [deciding, setDeciding] = React.useState<number | null>(null);
  const unreadRef = React.useRef(unread);
  unreadRef.current = unread;

  const reloadUnread = React.useCallback(async () => {
    const list = await fetchList(false);
    if (list) setUnread(list);
    setLoaded(true);
  }, []);

  const reloadRead = React.useCallback(async () => {
    const list = await fetchList(true);
    if (list) setRead(list);
  }, []);

  React.useEffect(() => {
    void reloadUnread();
    // Leaving the signed-in layout (sign-out) closes the connection of this session.
    return () => closeSocket();
  }, [reloadUnread]);

  useSocketReconnect(() => {
    void reloadUnread();
  });

  useSocketEvent<AppNotification>('notification', (n) => {
    if (!n || typeof n.id !== 'number' || n.isRead || !isDisplayable(n)) return;
    setUnread((list) => (list.some((x) => x.id === n.id) ? list : sortNewestFirst([n, ...list])));
    setArrivals((k) => k + 1);
    const view = notificationView(n, t);
    if (view) toast(view.title, { description: view.line });
    if (REVALIDATE_ON.includes(n.type)) revalidator.revalidate();
  });

  /** Marks one read (the list moves at once; the server call follows). */
  const markRead = React.useCallback((n: AppNotification) => {
    if (n.isRead) return;
    const done = { ...n, isRead: true };
    setUnread((list) => list.filter((x) => x.id !== n.id));
    setRead((list) => (list ? sortNewestFirst([done, ...list.filter((x) => x.id !== n.id)]) : list));
    void call(endpoints.notifications.read, { params: { id: n.id } }, { silent: true });
  }, []);

  const markAllRead = React.useCallback(async () => {
    const res = await call(endpoints.notifications.readAll);
    if (!res.ok) return;
    // Break decisions stay unread until decided, as the server keeps them.
    const moved = unreadRef.current.filter((n) => !isBreakDecision(n)).map((n) => ({ ...n, isRead: true }));
    const ids = new Set(moved.map((n) => n.id));
    setUnread((list) => list.filter((n) => !ids.has(n.id)));
    setRead((old) => (old ? sortNewestFirst([...moved, ...old.filter((n) => !ids.has(n.id))]) : old));
  }, []);

  /** Accept or decline the leave behind a break-decision notification (POST /api/breaks/decide). */
  const decide = React.useCallback(
    async (n: AppNotification, isAccept: boolean) => {
      const c = n.content ?? {};
      setDeciding(n.id);
      const res = await call(
        endpoints.breaks.decide,
        { body: { employee: c.employee, date: c.date, breakTime: c.breakTime, isAccept, notification: n.id } },
        { silent: true },
      );
      setDeciding(null);
      // Spec 1 section 7: a failed decision is only logged.
      if (!res.ok || res.data?.result === false) {
        console.error('Deciding the break failed', res.status, res.data);
        return;
      }
      toast.success(t(isAccept ? 'notifications.break.accepted' : 'notifications.break.declined'));
      const decided = { ...n, isRead: true, content: { ...c, status: isAccept ? 1 : 2 } };
      setUnread((list) => list.filter((x) => x.id !== n.id));
      setRead((list) => (list ? sortNewestFirst([decided, ...list.filter((x) => x.id !== n.id)]) : list));
    },
    [t],
  );

  return { unread, read, loaded, arrivals, deciding, reloadUnread, reloadRead, markRead, markAllRead, decide };
}
