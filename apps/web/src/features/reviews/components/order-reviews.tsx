import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@storefront/ui/button';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { ClockIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { isOrderNotFound, useOrderReviews } from '../api/get-order-reviews';
import { CourierReviewCard } from './courier-review-card';
import { ItemReviewCard } from './item-review-card';

export interface OrderReviewsProps {
  orderId: number;
  /** Where the order itself is shown (the orders feature owns that page). */
  orderPath: string;
  /** What a 404 shows: no such order, or someone else's. */
  notFound: ReactNode;
}

function ReviewsSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="space-y-4">
      {[0, 1].map((key) => (
        <div key={key} className="space-y-4 rounded-2xl border border-line p-4 sm:p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-14 rounded-xl" />
            <Skeleton className="h-4 w-40" />
          </div>
          <Skeleton className="h-9 w-52" />
          <Skeleton className="h-20 rounded-xl" />
        </div>
      ))}
    </LoadingRegion>
  );
}

/** The rate-and-review page's body: a card per item of a delivered order and one for its courier. */
export function OrderReviewsPanel({ orderId, orderPath, notFound }: OrderReviewsProps) {
  const { t } = useTranslation();
  const query = useOrderReviews(orderId);

  if (query.isPending) return <ReviewsSkeleton />;
  if (query.isError) {
    if (isOrderNotFound(query.error)) return notFound;
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }

  const { items, delivery_man: courier, reviewable } = query.data;
  if (!reviewable) {
    return (
      <EmptyState
        icon={<ClockIcon className="size-8" />}
        title={t('reviews.not_delivered')}
        description={t('reviews.not_delivered_description')}
        action={
          <Link to={orderPath} className={buttonClasses('primary', 'md', 'mt-2')}>
            {t('reviews.view_order')}
          </Link>
        }
      />
    );
  }
  return (
    <div data-testid="order-reviews" className="space-y-6">
      <p className="text-sm text-muted">{t('reviews.intro')}</p>
      {items.length > 0 && (
        <section aria-labelledby="rate-items-title">
          <h2 id="rate-items-title" className="mb-3 text-lg font-extrabold">{t('reviews.items')}</h2>
          <ul className="space-y-4">
            {items.map((item) => (
              <ItemReviewCard key={item.id} orderId={orderId} item={item} />
            ))}
          </ul>
        </section>
      )}
      {courier && (
        <section aria-labelledby="rate-courier-title">
          <h2 id="rate-courier-title" className="mb-3 text-lg font-extrabold">{t('reviews.courier')}</h2>
          <ul>
            <CourierReviewCard orderId={orderId} courier={courier} />
          </ul>
        </section>
      )}
    </div>
  );
}
