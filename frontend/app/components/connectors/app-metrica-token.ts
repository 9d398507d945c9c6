// App Metrica's token flow (spec 3): Yandex OAuth in a pop-up (implicit grant) that comes back to
// this screen with the token in the URL fragment; the pop-up hands it to the form and closes.
import * as React from 'react';

const MESSAGE = 'studio:appmetrica-token';
export const YANDEX_AUTHORIZE = 'https://oauth.yandex.com/authorize';

type TokenMessage = { type: typeof MESSAGE; accessToken?: string; expiresIn?: number; error?: string };

/** In the pop-up: pass the fragment's token (or error) to the opener and close. Answers whether it did. */
export function relayTokenToOpener(): boolean {
  if (typeof window === 'undefined' || !window.opener || !/(access_token|error)=/.test(window.location.hash)) return false;
  const p = new URLSearchParams(window.location.hash.slice(1));
  const message: TokenMessage = p.get('access_token')
    ? { type: MESSAGE, accessToken: p.get('access_token')!, expiresIn: Number(p.get('expires_in') || 0) }
    : { type: MESSAGE, error: p.get('error') ?? 'error' };
  (window.opener as Window).postMessage(message, window.location.origin);
  window.close();
  return true;
}

/** In the form: ask for a token; `onToken` gets it with its lifetime in seconds, `onError` any failure. */
export function useAppMetricaToken(onToken: (token: string, lifetime: number) => void, onError: () => void) {
  const [waiting, setWaiting] = React.useState(false);
  const popup = React.useRef<Window | null>(null);
  const handlers = React.useRef({ onToken, onError });
  handlers.current = { onToken, onError };

  React.useEffect(() => {
    if (!waiting) return;
    const receive = (event: MessageEvent<TokenMessage>) => {
      if (event.origin !== window.location.origin || event.data?.type !== MESSAGE) return;
      setWaiting(false);
      if (event.data.accessToken) handlers.current.onToken(event.data.accessToken, event.data.expiresIn ?? 0);
      else handlers.current.onError();
    };
    // Closed without an answer: the user gave up or Yandex failed.
    const timer = window.setInterval(() => {
      if (popup.current?.closed) {
        setWaiting(false);
        handlers.current.onError();
      }
    }, 1000);
    window.addEventListener('message', receive);
    return () => {
      window.removeEventListener('message', receive);
      window.clearInterval(timer);
    };
  }, [waiting]);

  function request(clientId: string) {
    const url = new URL(YANDEX_AUTHORIZE);
    url.searchParams.set('response_type', 'token');
    url.searchParams.set('client_id', clientId);
    url.searchParams.set('redirect_uri', `${window.location.origin}/admin/config/connector`);
    popup.current = window.open(url.toString(), 'appmetrica-token', 'width=520,height=680');
    if (!popup.current) return handlers.current.onError();
    setWaiting(true);
  }

  return { waiting, request };
}
