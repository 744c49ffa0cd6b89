import { useSyncExternalStore } from 'react';
import { CONSOLE_STORAGE_KEYS } from '@storefront/contract';

// Same-tab writes do not fire the browser's `storage` event, so the session announces them itself.
const CHANGE_EVENT = 'console:session';

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(CONSOLE_STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

function write(token: string | null) {
  try {
    if (token === null) window.localStorage.removeItem(CONSOLE_STORAGE_KEYS.token);
    else window.localStorage.setItem(CONSOLE_STORAGE_KEYS.token, token);
  } catch {
    // Private mode or a full quota: the session lasts this page view.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export const saveToken = (token: string) => write(token);
export const clearToken = () => write(null);

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored token; re-renders when it changes in this tab (sign-in, sign-out, an expired session) or another. */
export const useToken = (): string | null => useSyncExternalStore(subscribe, getToken, () => null);
