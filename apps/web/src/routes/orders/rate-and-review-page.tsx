import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RequireSignIn } from '@/components/require-sign-in';
import { OrderNotFound } from '@/features/orders/components/order-not-found';
import { orderDetailsPath } from '@/features/orders/order-paths';
import { OrderReviewsPanel } from '@/features/reviews/components/order-reviews';
import { parseOrderId } from './order-id';

/** /rate-and-review/{orderId}: rate each item of a delivered order and its courier. */
export function RateAndReviewPage() {
  const { t } = useTranslation();
  const orderId = parseOrderId(useParams().orderId);
  return (
    <RequireSignIn>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
        <PageHeader title={t('pages.rate_and_review')} subtitle={orderId !== null && t('orders.order_number', { id: orderId })} />
        {orderId === null ? (
          <OrderNotFound />
        ) : (
          <OrderReviewsPanel key={orderId} orderId={orderId} orderPath={orderDetailsPath(orderId)} notFound={<OrderNotFound />} />
        )}
      </div>
    </RequireSignIn>
  );
}
