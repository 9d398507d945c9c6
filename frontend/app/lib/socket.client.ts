// The one socket.io connection of a browser tab (same origin, path /socket.io, the jwt
// cookie authenticates the handshake). socket.io retries on its own after a network loss;
// the `online` event only makes the retry immediate instead of waiting for the back-off.
// A .client module is empty on the server: call these from effects and handlers only (the
// hooks in components/notifications/use-socket.ts do).
import { io, type Socket } from 'socket.io-client';

let socket: Socket | null = null;

export function getSocket(): Socket {
  if (!socket) {
    const s = io({ transports: ['websocket'], withCredentials: true });
    // A refused handshake (expired session) stops the automatic retries; a later page load
    // signs in again. Coming back online retries at once.
    window.addEventListener('online', () => {
      if (socket === s && !s.connected) s.connect();
    });
    socket = s;
  }
  return socket;
}

/** Closes the connection (on sign-out): the next getSocket() opens a fresh one. */
export function closeSocket(): void {
  socket?.disconnect();
  socket = null;
}
