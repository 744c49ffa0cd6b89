/**
 * Registers the offline shell (public/sw.js) in production builds: the console then opens without a
 * network and installs as an app. Development keeps no worker, so that every reload shows fresh code.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => {
      // Without the worker the console works online as before.
    });
  });
}
