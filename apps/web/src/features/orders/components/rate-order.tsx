import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderLine, OrderStatusName } from '@storefront/contract';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ClockIcon, StarIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { isOrderNotFound, useOrderDetails } from '../api/get-order-details';
import { orderDetailsPath } from '../order-paths';
import { OrderNotFound } from './order-not-found';

/** Orders that reached the customer: a refund asked for or given came after delivery. */
const RATEABLE: readonly OrderStatusName[] = ['delivered', 'refund_requested', 'refunded'];

/** Five stars that cannot be pressed yet. */
function IdleStars() {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('rate.stars_disabled')} data-testid="idle-stars" className="flex gap-0.5 opacity-50">
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon key={i} className="size-5 fill-line text-line" />
      ))}
    </span>
  );
}

function RateLine({ line }: { line: OrderLine }) {
  return (
    <li data-testid="rate-line" className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 sm:p-4">
      <Image src={line.image_full_url} alt="" className="size-14 shrink-0 rounded-xl object-cover" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold break-words text-ink">{line.name}</p>
        {line.variation.map((choice) => (
          <p key={choice} className="text-xs text-muted">{choice}</p>
        ))}
        <div className="mt-1.5">
          <IdleStars />
        </div>
      </div>
    </li>
  );
}

/** The rate-and-review page's body: the delivered order's items; submitting reviews comes later. */
export function RateOrder({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const query = useOrderDetails(orderId);

  if (query.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="space-y-3">
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-20 rounded-2xl" />
      </LoadingRegion>
    );
  }
  if (query.isError) {
    if (isOrderNotFound(query.error)) return <OrderNotFound />;
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }

  const { order, details } = query.data;
  if (!RATEABLE.includes(order.order_status)) {
    return (
      <EmptyState
        icon={<ClockIcon className="size-8" />}
        title={t('rate.not_delivered')}
        description={t('rate.not_delivered_description')}
        action={
          <Link to={orderDetailsPath(order.id)} className={buttonClasses('primary', 'md', 'mt-2')}>
            {t('rate.view_order')}
          </Link>
        }
      />
    );
  }
  return (
    <div data-testid="rate-order" className="space-y-4">
      <p role="status" className="rounded-2xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-700 dark:bg-brand-950 dark:text-brand-300">
        {t('rate.soon')}
      </p>
      <ul className="space-y-3">
        {details.map((line) => (
          <RateLine key={line.id} line={line} />
        ))}
      </ul>
    </div>
  );
}
