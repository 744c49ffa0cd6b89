import { useTranslation } from 'react-i18next';
import type { Store } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { StarIcon } from '@storefront/ui/icons';
import { Skeleton } from '@storefront/ui/skeleton';
import { Rating } from '@/components/catalog/rating';
import { ReviewCard } from '@/components/catalog/review-card';
import { errorMessage } from '@/lib/api-client';
import { formatRating } from '@/lib/format';
import { uniqueById } from '@/lib/paging';
import { useStoreReviews } from '../api/get-store-reviews';

/** The rating summary (reviews per star) and the newest reviews, ten at a time. */
export function StoreReviews({ store }: { store: Store }) {
  const { t } = useTranslation();
  const query = useStoreReviews(store.id);
  const reviews = uniqueById((query.data?.pages ?? []).map((page) => page.reviews));
  const most = Math.max(...store.ratings, 1);
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <div className="h-fit rounded-2xl border border-line bg-surface p-5 shadow-sm">
        <p className="text-5xl font-black">{formatRating(store.avg_rating)}</p>
        <Rating rating={store.avg_rating} stars className="mt-2" />
        <p className="mt-1 text-sm text-muted">{t('store.reviews_count', { count: store.rating_count })}</p>
        <ul className="mt-4 space-y-1.5">
          {store.ratings.map((count, i) => (
            <li key={i} className="flex items-center gap-2 text-xs">
              <span className="flex w-7 items-center gap-0.5 font-semibold">
                {5 - i}
                <StarIcon className="size-3 fill-amber-400 text-amber-400" />
              </span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-surface-2">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span className="w-8 text-end text-muted">{count}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="space-y-3">
        {query.isPending ? (
          Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-28 rounded-2xl" />)
        ) : query.isError && reviews.length === 0 ? (
          <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : reviews.length === 0 ? (
          <EmptyState icon={<StarIcon className="size-8" />} title={t('store.no_reviews')} />
        ) : (
          reviews.map((review) => <ReviewCard key={review.id} review={review} showItem />)
        )}
        {query.hasNextPage && (
          <div className="flex justify-center pt-2">
            <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? t('common.loading') : t('common.load_more')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
