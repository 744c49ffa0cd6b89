import type { WebPushKey } from '@storefront/contract';
import { api, apiRequest } from '@/lib/api-client';
import { SERVICE_WORKER_URL } from '@/lib/service-worker';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from '@/lib/storage';

/** Pushes arrive in the app's one service worker (served at the root, so that its scope is the whole app). */
export const PUSH_WORKER_URL = SERVICE_WORKER_URL;

export const getWebPushKey = () => api.get<WebPushKey>('config/web-push', { silent: true });
export const saveWebPushSubscription = (subscription: PushSubscriptionJSON) => api.post('customer/web-push/subscribe', subscription, { silent: true });
export const removeWebPushSubscription = (endpoint: string) =>
  apiRequest('customer/web-push/subscribe', { method: 'DELETE', body: { endpoint }, silent: true, keepSession: true });

export const webPushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key as the browser takes it: URL-safe base64 to bytes. */
function keyBytes(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks for notification permission (call it from a click: browsers refuse it otherwise), then
 * subscribes this browser and stores the subscription. Failures are silent; false says it did not happen.
 */
export async function enableWebPush(): Promise<boolean> {
  try {
    if (!webPushSupported()) return false;
    if ((await Notification.requestPermission()) !== 'granted') return false;
    const { public_key: key } = await getWebPushKey();
    if (!key) return false;
    const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL);
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
    await saveWebPushSubscription(subscription.toJSON());
    removeItem(STORAGE_KEYS.pushOff);
    return true;
  } catch {
    return false;
  }
}

/**
 * Forgets this browser's subscription, on the server (while the session lasts) and in the browser.
 * After a sign-out only the browser's side is left to undo: its endpoint then answers the server's
 * next push with 410, which ends the subscription there too.
 */
export async function disableWebPush(signedIn: boolean): Promise<void> {
  try {
    const subscription = await webPushSubscription();
    if (!subscription) return;
    if (signedIn) await removeWebPushSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // Silent, like enabling.
  }
}

/** This browser's subscription, if it has one: what the browser says, not what was last asked. */
export async function webPushSubscription(): Promise<PushSubscription | null> {
  if (!webPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The customer's choice to stop pushes on this browser, kept so that the next sign-in does not subscribe it again. */
export async function turnOffWebPush(): Promise<void> {
  writeItem(STORAGE_KEYS.pushOff, '1');
  await disableWebPush(true);
}

/** Whether a signed-in customer who granted permission earlier may be subscribed again without asking. */
export const webPushTurnedOff = () => readItem(STORAGE_KEYS.pushOff) !== null;
