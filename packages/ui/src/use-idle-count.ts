import { startTransition, useCallback, useEffect, useState } from 'react';

/** Runs `task` when the browser is idle (a short timer where there is no requestIdleCallback). */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(task, 50);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(task, { timeout: 2000 });
  return () => cancelIdleCallback(idle);
}

/**
 * How many of `total` entries to render: `first` at once, then `step` more each time the browser is
 * idle, so a page of cards is many short tasks instead of one long one. `showAll` renders the rest now
 * (the visitor scrolled or tabbed towards them).
 */
export function useIdleCount(total: number, first: number, step = total) {
  const [count, setCount] = useState(first);
  const shown = Math.min(count, total);
  useEffect(() => {
    if (shown >= total) return;
    // A transition: React yields to the browser while it renders the next cards.
    return whenIdle(() => startTransition(() => setCount(shown + step)));
  }, [shown, total, step]);
  const showAll = useCallback(() => setCount((n) => Math.max(n, total)), [total]);
  return { count: shown, showAll };
}
