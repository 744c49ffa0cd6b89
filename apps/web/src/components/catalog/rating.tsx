import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { StarIcon } from '@storefront/ui/icons';
import { starFills } from '@storefront/ui/star-fills';
import { formatRating } from '@/lib/format';

export interface RatingProps {
  rating: number;
  count?: number;
  /** Five stars in half steps; otherwise one star and the number. */
  stars?: boolean;
  className?: string;
}

const filled = 'fill-amber-400 text-amber-400';

/** One decimal, half-step stars. */
export function Rating({ rating, count, stars = false, className }: RatingProps) {
  const { t } = useTranslation();
  const value = formatRating(rating);
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-xs font-semibold text-ink', className)}
      role="img"
      aria-label={count === undefined ? t('catalog.rating_only', { rating: value }) : t('catalog.rating_label', { rating: value, count })}
      data-testid="rating"
    >
      {stars ? (
        <span className="flex" aria-hidden="true" data-stars={starFills(rating).join(',')}>
          {starFills(rating).map((fill, i) => (
            <span key={i} className="relative size-3.5">
              <StarIcon className="absolute inset-0 size-3.5 fill-line text-line" />
              {fill !== 'empty' && (
                <span className={cn('absolute inset-y-0 start-0 overflow-hidden', fill === 'half' ? 'w-1/2' : 'w-full')}>
                  <StarIcon className={cn('size-3.5', filled)} />
                </span>
              )}
            </span>
          ))}
        </span>
      ) : (
        <StarIcon className={cn('size-3.5', filled)} />
      )}
      <span aria-hidden="true">{value}</span>
      {count !== undefined && <span aria-hidden="true" className="font-normal text-muted">({count})</span>}
    </span>
  );
}
