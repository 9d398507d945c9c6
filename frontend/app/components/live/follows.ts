// The rooms the screens of this tab follow (docs/decisions/024-live-lists.md). A socket's rooms
// die with its connection, so every follow is sent again after a reconnect; a screen that stops
// following leaves its rooms and the screens still mounted ask for theirs again (rooms may overlap).
// Called from effects only: the socket module is empty on the server.
import { LIVE_FOLLOW, LIVE_UNFOLLOW, type LiveFollow } from '@studio/domain';
import type { Socket } from 'socket.io-client';

import { getSocket } from '~/lib/socket.client';

type Entry = { follow: LiveFollow; joined: () => void };

const active = new Map<number, Entry>();
let nextId = 0;
// The tab's socket is replaced after a sign-out or a remount of the signed-in layout.
let listeningOn: Socket | null = null;

const isEmpty = (f: LiveFollow) => !f.projects?.length && !f.breaks && !f.scores;

function send(socket: Socket, entry: Entry): void {
  socket.emit(LIVE_FOLLOW, entry.follow, () => entry.joined());
}

function sendAll(socket: Socket): void {
  for (const entry of active.values()) send(socket, entry);
}

/**
 * Follows `follow` until the returned function is called. `joined` runs once the rooms are joined
 * (the employee's own room at the handshake): changes committed before that were not heard, so a
 * screen fetches once more then.
 */
export function followLive(follow: LiveFollow, joined: () => void): () => void {
  const socket = getSocket();
  if (isEmpty(follow)) {
    if (socket.connected) return () => {};
    socket.once('connect', joined);
    return () => {
      socket.off('connect', joined);
    };
  }
  if (listeningOn !== socket) {
    listeningOn = socket;
    socket.on('connect', () => sendAll(socket));
  }
  const id = ++nextId;
  const entry = { follow, joined };
  active.set(id, entry);
  if (socket.connected) send(socket, entry);
  return () => {
    active.delete(id);
    if (!socket.connected) return;
    socket.emit(LIVE_UNFOLLOW, follow);
    for (const other of active.values()) socket.emit(LIVE_FOLLOW, other.follow);
  };
}
