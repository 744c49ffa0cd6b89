import { useCallback, useSyncExternalStore } from 'react';

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
    () => fallback,
  );
}

const watchDesktop = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(DESKTOP_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/**
 * The page's layout: 'desktop' or 'mobile' by the screen's width; 'both' on the server and while the browser
 * takes the server's page over, which renders both and lets the screen's width (CSS) show one.
 */
export function useLayoutKind(): 'desktop' | 'mobile' | 'both' {
  return useSyncExternalStore(
    watchDesktop,
    () => (typeof window.matchMedia !== 'function' || window.matchMedia(DESKTOP_QUERY).matches ? 'desktop' : 'mobile'),
    () => 'both',
  );
}

export const DESKTOP_QUERY = '(min-width: 1180px)';
