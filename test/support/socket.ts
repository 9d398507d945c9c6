import { io, type Socket } from 'socket.io-client';

/** A socket.io client signed in with a bearer token, connected (no reconnection); kept in `opened` to close after the suite. */
export async function connectSocket(url: string, token: string, opened: Socket[]): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
