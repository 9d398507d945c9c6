// The rooms the screens of this tab follow (docs/decisions/024-live-lists.md). A socket's rooms
// die with its connection, so every follow is sent again after a reconnect; a screen that stops
// following leaves its rooms and the screens still mounted ask for theirs again (rooms may overlap).
// Called from effects only: the socket module is empty on the server.
import { LIVE_FOLLOW, LIVE_UNFOLLOW, type LiveFollow } from '@studio/domain';
import type { Socket } from 'socket.io-client';

import { getSocket } from '~/lib/socket.client';

const active = new Map<number, LiveFollow>();
let nextId = 0;
// The tab's socket is replaced after a sign-out or a remount of the signed-in layout.
let listeningOn: Socket | null = null;

const isEmpty = (f: LiveFollow) => !f.projects?.length && !f.breaks && !f.scores;

function sendAll(): void {
  const socket = getSocket();
  for (const f of active.values()) socket.emit(LIVE_FOLLOW, f);
}

/** Follows `follow` until the returned function is called. */
export function followLive(follow: LiveFollow): () => void {
  if (isEmpty(follow)) return () => {};
  const socket = getSocket();
  if (listeningOn !== socket) {
    listeningOn = socket;
    socket.on('connect', sendAll);
  }
  const id = ++nextId;
  active.set(id, follow);
  if (socket.connected) socket.emit(LIVE_FOLLOW, follow);
  return () => {
    active.delete(id);
    if (!socket.connected) return;
    socket.emit(LIVE_UNFOLLOW, follow);
    sendAll();
  };
}
