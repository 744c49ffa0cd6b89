import { Fragment, type ReactNode } from 'react';
import { cn } from '@storefront/ui/cn';
import { Skeleton } from '@storefront/ui/skeleton';
import { RAIL_ITEM } from './grids';

interface CardShape {
  shell: string;
  media: string;
  body: string;
  lines: readonly string[];
}

/** Every card skeleton is one picture and a few text lines; only the sizes differ. */
const SHAPES = {
  item: { shell: 'overflow-hidden', media: 'aspect-square w-full rounded-none', body: 'p-3', lines: ['h-3 w-1/2', 'h-4 w-4/5', 'h-4 w-1/3'] },
  itemRow: { shell: 'flex gap-3 p-2.5', media: 'size-24 rounded-xl sm:size-28', body: 'flex-1 py-2', lines: ['h-3 w-1/3', 'h-4 w-3/4', 'h-4 w-1/4'] },
  store: { shell: 'overflow-hidden', media: 'aspect-[16/7] w-full rounded-none', body: 'p-4', lines: ['h-4 w-1/2', 'h-3 w-3/4'] },
  storeRow: { shell: 'flex items-center gap-3 p-3', media: 'size-16 rounded-xl', body: 'flex-1', lines: ['h-4 w-2/3', 'h-3 w-1/2'] },
} satisfies Record<string, CardShape>;

function CardSkeleton({ shape }: { shape: CardShape }) {
  return (
    <div className={cn('rounded-2xl border border-line bg-surface', shape.shell)}>
      <Skeleton className={shape.media} />
      <div className={cn('space-y-2', shape.body)}>
        {shape.lines.map((line) => (
          <Skeleton key={line} className={line} />
        ))}
      </div>
    </div>
  );
}

export const ItemCardSkeleton = ({ horizontal = false }: { horizontal?: boolean }) => <CardSkeleton shape={horizontal ? SHAPES.itemRow : SHAPES.item} />;

export const StoreCardSkeleton = ({ compact = false }: { compact?: boolean }) => <CardSkeleton shape={compact ? SHAPES.storeRow : SHAPES.store} />;

const copies = (count: number, card: ReactNode, wrap: string | null) =>
  Array.from({ length: count }, (_, i) => (wrap === null ? <Fragment key={i}>{card}</Fragment> : <div key={i} className={cn('shrink-0', wrap)}>{card}</div>));

/** `count` skeleton cards in a grid (or list) class. */
export function GridSkeleton({ count, className, card = <ItemCardSkeleton />, busy }: { count: number; className: string; card?: ReactNode; busy?: boolean }) {
  return (
    <div className={className} aria-busy={busy || undefined}>
      {copies(count, card, null)}
    </div>
  );
}

/** `count` skeleton cards in a rail that does not scroll, each as wide as the rail's cards. */
export function RailSkeleton({ count = 5, itemClassName = RAIL_ITEM, card = <ItemCardSkeleton />, busy }: { count?: number; itemClassName?: string; card?: ReactNode; busy?: boolean }) {
  return (
    <div className="flex gap-4 overflow-hidden" aria-busy={busy || undefined}>
      {copies(count, card, itemClassName)}
    </div>
  );
}
