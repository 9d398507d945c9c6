// React hooks over the tab's socket (lib/socket.client.ts). They only touch the socket in
// effects, so they render on the server too, where the .client module is empty.
import * as React from 'react';

import { getSocket } from '~/lib/socket.client';

/** Calls `handler` for each `event` pushed by the server while the component is mounted. */
export function useSocketEvent<T>(event: string, handler: (payload: T) => void): void {
  const ref = React.useRef(handler);
  ref.current = handler;
  React.useEffect(() => {
    const s = getSocket();
    const listener = (payload: T) => ref.current(payload);
    s.on(event, listener);
    return () => {
      s.off(event, listener);
    };
  }, [event]);
}

/**
 * Calls `handler` each time the connection comes back after a loss, so a screen can fetch
 * what it missed (the server does not replay events sent while the tab was offline).
 */
export function useSocketReconnect(handler: () => void): void {
  const ref = React.useRef(handler);
  ref.current = handler;
  React.useEffect(() => {
    const s = getSocket();
    let wasConnected = s.connected;
    const onConnect = () => {
      if (wasConnected) ref.current();
      wasConnected = true;
    };
    s.on('connect', onConnect);
    return () => {
      s.off('connect', onConnect);
    };
  }, []);
}
