/** The storefront's one service worker (built from src/sw.ts): offline page, pictures, Web Push. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the worker on every page, once the page has loaded and the browser is idle, so that it never
 * competes with the first screen. Not in development (Vite serves no worker) nor in unit tests.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test' || !('serviceWorker' in navigator)) return;
  const register = () => navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  // Safari has no requestIdleCallback: there the worker waits for the next task after the load.
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(register);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
