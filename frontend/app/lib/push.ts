import { endpoints, type PushSubscriptionBody } from '@studio/domain';
import { call } from '~/lib/api.client';

// Web Push in the browser (docs/decisions/051): the service worker at /sw.js (scope /), and the
// subscription of this browser, stored on the server under the signed-in person.

export const SW_URL = '/sw.js';

/** This browser can take pushes: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Registers /sw.js once per page load (no caching in it; it only shows pushes). */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> | null {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return null;
  return navigator.serviceWorker.register(SW_URL, { scope: '/' });
}

function urlBase64ToBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await registerServiceWorker();
  return navigator.serviceWorker.ready;
}

/** This browser's current subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await registration()).pushManager.getSubscription();
}

/** Why turning push on did not work, for the message shown. */
export type PushFailure = 'unsupported' | 'denied' | 'subscribe' | 'server';

export class PushError extends Error {
  constructor(readonly reason: PushFailure, message: string) {
    super(message);
  }
}

/** Asks permission, subscribes with the server's VAPID key and stores the subscription on the server. */
export async function turnPushOn(): Promise<PushSubscription> {
  if (!pushSupported()) throw new PushError('unsupported', 'This browser cannot receive push notifications');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushError('denied', `Notifications are ${permission}`);
  const key = await call(endpoints.push.publicKey, undefined, { silent: true });
  if (!key.ok) throw new PushError('server', `public key: ${key.status}`);
  let subscription: PushSubscription;
  try {
    subscription = await (await registration()).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: urlBase64ToBytes(key.data.publicKey) });
  } catch (error) {
    throw new PushError('subscribe', (error as Error).message || String(error));
  }
  const stored = await call(endpoints.push.subscribe, { body: subscription.toJSON() as PushSubscriptionBody }, { silent: true });
  if (!stored.ok) {
    await subscription.unsubscribe().catch(() => undefined);
    throw new PushError('server', `subscription: ${stored.status}`);
  }
  return subscription;
}

/** Removes the subscription on the server, then in the browser. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const removed = await call(endpoints.push.unsubscribe, { body: { endpoint: subscription.endpoint } }, { silent: true });
  if (!removed.ok) throw new PushError('server', `unsubscribe: ${removed.status}`);
  await subscription.unsubscribe();
}
