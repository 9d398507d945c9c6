// Live lists (docs/decisions/024-live-lists.md): a screen names the topics it shows; a burst of
// changes becomes one refetch, a change seen while offline is fetched when the network is back,
// and a reconnect fetches once (the server does not replay what a dropped socket missed).
import * as React from 'react';
import { useRevalidator } from '@remix-run/react';
import { LIVE_EVENT, type LiveChange, type LiveFollow, type LiveTopic } from '@studio/domain';

import { followLive } from '~/components/live/follows';
import { useSocketEvent, useSocketReconnect } from '~/components/notifications/use-socket';

/** Changes closer together than this become one refetch. */
export const LIVE_COALESCE_MS = 150;

export type LiveOptions = LiveFollow & {
  topics: readonly LiveTopic[];
  /** Only task and penalty changes of this project count (the tab may follow others). */
  projectId?: number;
  /** false pauses the screen's live updates (nothing loaded yet). */
  enabled?: boolean;
};

function concerns(o: LiveOptions, e: LiveChange): boolean {
  if (!o.topics.includes(e.topic)) return false;
  if ((e.topic === 'tasks' || e.topic === 'penalties') && o.projectId !== undefined) return e.projectId === o.projectId;
  if (e.topic === 'scores' && o.scores) return !!e.ids?.includes(o.scores);
  return true;
}

/** Calls `refetch` (at most once per LIVE_COALESCE_MS) when what the screen shows changed elsewhere. */
export function useLive(options: LiveOptions, refetch: () => void): void {
  const latest = React.useRef({ options, refetch });
  latest.current = { options, refetch };
  const timer = React.useRef<ReturnType<typeof setTimeout> | null>(null);
  const missed = React.useRef(false);
  const enabled = options.enabled !== false;

  const schedule = React.useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      // Offline the fetch would fail: remember, and fetch when the network is back.
      if (!navigator.onLine) missed.current = true;
      else latest.current.refetch();
    }, LIVE_COALESCE_MS);
  }, []);

  const followKey = JSON.stringify([options.projects ?? null, options.breaks ?? false, options.scores ?? null]);
  React.useEffect(() => {
    if (!enabled) return;
    const { projects, breaks, scores } = latest.current.options;
    // A change committed between the screen's fetch and its rooms being joined was not heard.
    return followLive({ projects, breaks, scores }, schedule);
  }, [followKey, enabled, schedule]);

  React.useEffect(() => {
    const online = () => {
      if (missed.current) {
        missed.current = false;
        schedule();
      }
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [schedule]);

  useSocketEvent<LiveChange>(LIVE_EVENT, (e) => {
    if (enabled && concerns(latest.current.options, e)) schedule();
  });
  useSocketReconnect(() => {
    if (enabled) schedule();
  });
}

/** useLive for a screen whose data comes from its route loaders. */
export function useLiveRevalidate(options: LiveOptions): void {
  const { revalidate } = useRevalidator();
  useLive(options, revalidate);
}
