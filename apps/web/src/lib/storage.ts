import { useSyncExternalStore } from 'react';
import { RENDER_COOKIES, STORAGE_KEYS } from '@storefront/contract';
import { renderScope } from './render-scope';

export { STORAGE_KEYS };
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Same-tab writes do not fire the browser's `storage` event, so we announce them ourselves.
const CHANGE_EVENT = 'storefront:storage';

export function readItem(key: StorageKey): string | null {
  const scope = renderScope();
  if (scope) return scope.storage.get(key) ?? null;
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
  mirror(key, value);
  announce();
}

export function removeItem(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeItem.
  }
  mirror(key, null);
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

type MirroredKey = keyof typeof RENDER_COOKIES & keyof typeof STORAGE_KEYS;
/** The local-storage keys the server renders by, each with its cookie. */
export const MIRRORED_KEYS = new Map<StorageKey, string>(
  (Object.keys(RENDER_COOKIES) as Array<keyof typeof RENDER_COOKIES>)
    .filter((name): name is MirroredKey => name in STORAGE_KEYS)
    .map((name) => [STORAGE_KEYS[name], RENDER_COOKIES[name]]),
);
const YEAR_S = 365 * 24 * 3600;

/** The cookie's value for a mirrored key: the module by its id alone (the server reads the rest). */
function cookieValue(key: StorageKey, value: string): string {
  if (key !== STORAGE_KEYS.module) return value;
  try {
    const id = (JSON.parse(value) as { id?: unknown } | null)?.id;
    return typeof id === 'number' ? String(id) : '';
  } catch {
    return '';
  }
}

export function writeCookie(name: string, value: string | null): void {
  try {
    document.cookie = value
      ? `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_S}; samesite=lax`
      : `${name}=; path=/; max-age=0; samesite=lax`;
  } catch {
    // No document (a worker): nothing to mirror.
  }
}

/** Writes the cookie of a key the server renders by (and of the session's presence, never the token). */
function mirror(key: StorageKey, value: string | null): void {
  if (key === STORAGE_KEYS.token) return writeCookie(RENDER_COOKIES.session, value ? '1' : null);
  const cookie = MIRRORED_KEYS.get(key);
  if (cookie) writeCookie(cookie, value === null ? null : cookieValue(key, value) || null);
}

/** Brings every render cookie in line with local storage (a visitor whose storage predates them, or changed in another tab). */
export function mirrorAll(): void {
  for (const key of [...MIRRORED_KEYS.keys(), STORAGE_KEYS.token]) mirror(key, readItem(key));
}

/**
 * What a key held when the server rendered the page: the same value for the keys it renders by (the
 * page hydrates only when they agree, see main.tsx), nothing for the rest, which the browser alone knows.
 */
const serverSnapshot = (key: StorageKey) => (MIRRORED_KEYS.has(key) ? readItem(key) : null);

/** Re-renders when the key changes in this tab or another one. */
export function useStoredItem(key: StorageKey): string | null {
  return useSyncExternalStore(subscribe, () => readItem(key), () => serverSnapshot(key));
}
