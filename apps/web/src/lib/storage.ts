import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@storefront/contract';

export { STORAGE_KEYS };
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Same-tab writes do not fire the browser's `storage` event, so we announce them ourselves.
const CHANGE_EVENT = 'storefront:storage';

export function readItem(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the app keeps working for this page view.
  }
  announce();
}

export function removeItem(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeItem.
  }
  announce();
}

function announce() {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Re-renders when the key changes in this tab or another one. */
export function useStoredItem(key: StorageKey): string | null {
  return useSyncExternalStore(subscribe, () => readItem(key), () => null);
}
