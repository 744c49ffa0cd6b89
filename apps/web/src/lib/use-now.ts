import { useEffect, useState } from 'react';
import { firstRenderTime } from './hydration';

/**
 * The current time, refreshed every `intervalMs` while `active`. A page taken over from the server starts at
 * the time the server rendered it (as its HTML shows it), then ticks on.
 */
export function useNow(intervalMs = 1000, active = true): number {
  const [now, setNow] = useState(firstRenderTime);
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    // At once too: a page from the HTML cache may have been rendered a minute ago.
    const soon = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, intervalMs);
    return () => {
      window.clearTimeout(soon);
      window.clearInterval(timer);
    };
  }, [intervalMs, active]);
  return now;
}
