import { useCallback, useSyncExternalStore } from 'react';
import { renderHint } from './hydration';

/** True while the media query matches; `fallback` where matchMedia is missing (tests). */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    // While hydrating, as the server rendered it: the server guessed the layout from the user agent.
    () => (query === DESKTOP_QUERY ? (renderHint('desktop') ?? fallback) : fallback),
  );
}

export const DESKTOP_QUERY = '(min-width: 1180px)';
