import type { ReactNode } from 'react';
import { useIdleCount } from '@storefront/ui/use-idle-count';

/** Cards rendered with the grid: a phone's two rows, a desktop's one; each idle moment adds as many. */
const CARDS_PER_STEP = 4;

/**
 * A grid of cards that renders a few at a time while the browser is idle, and in the end all of them;
 * busy (aria-busy) until the last card is there, since the grid still grows meanwhile.
 */
export function SteppedGrid<T>({ items, className, children }: { items: readonly T[]; className: string; children: (item: T) => ReactNode }) {
  const { count } = useIdleCount(items.length, CARDS_PER_STEP, CARDS_PER_STEP);
  return (
    <div className={className} aria-busy={count < items.length || undefined}>
      {items.slice(0, count).map((item) => children(item))}
    </div>
  );
}
