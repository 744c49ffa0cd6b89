import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@storefront/ui/api-error';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { StarIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { Tabs } from '@storefront/ui/tabs';
import { StorePage } from '../components/store-page';
import { REVIEWS_PAGE_SIZE, useStoreReviews, type ReviewFilter } from '../features/reviews/api/get-store-reviews';
import { ReviewItem } from '../features/reviews/components/review-item';
import { Pager } from '../lib/pager';

/** /stores/:storeId/reviews: the store's reviews, all or those still without a reply, each answered in place. */
export function StoreReviewsPage() {
  const { t } = useTranslation();
  return (
    <StorePage capability="reviews.reply" title={t('nav.reviews')}>
      {({ storeId }) => <Reviews key={storeId} storeId={storeId} />}
    </StorePage>
  );
}

function Reviews({ storeId }: { storeId: number }) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [page, setPage] = useState(1);
  const reviews = useStoreReviews(storeId, filter, page, i18n.language);
  const pages = Math.max(1, Math.ceil((reviews.data?.total_size ?? 0) / REVIEWS_PAGE_SIZE));

  let body;
  if (reviews.isPending) {
    body = (
      <LoadingRegion label={t('common.loading')} className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => <Skeleton key={i} className="h-32 w-full rounded-2xl" />)}
      </LoadingRegion>
    );
  } else if (reviews.isError) {
    body = <ErrorState message={errorMessage(reviews.error)} onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />;
  } else if (reviews.data.reviews.length === 0) {
    body = <EmptyState icon={<StarIcon className="size-7" />} title={t(filter === 'all' ? 'reviews.empty' : 'reviews.all_answered')} />;
  } else {
    body = (
      <>
        <ul className="flex flex-col gap-3" aria-busy={reviews.isFetching}>
          {reviews.data.reviews.map((review) => <ReviewItem key={review.id} storeId={storeId} review={review} />)}
        </ul>
        <Pager page={page} pages={pages} onPage={setPage} />
      </>
    );
  }
  return (
    <>
      <Tabs label={t('reviews.filter')} value={filter} onChange={(value) => { setFilter(value); setPage(1); }}
        options={[{ value: 'all', label: t('reviews.filters.all') }, { value: 'unanswered', label: t('reviews.filters.unanswered') }]} />
      {body}
    </>
  );
}
