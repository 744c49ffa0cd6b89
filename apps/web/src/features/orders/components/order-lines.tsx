import { useTranslation } from 'react-i18next';
import type { OrderDetailLine } from '@storefront/contract';
import { ErrorState } from '@storefront/ui/error-state';
import { Image } from '@storefront/ui/image';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useFormatMoney } from '@/lib/money-format';
import { useOrderLines } from '../api/get-order-details';
import { Card } from './card';

/** The order's lines, asked for on their own: they load and fail without holding up the rest of the order. */
export function OrderLinesCard({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const query = useOrderLines(orderId);
  if (query.isPending) {
    return (
      <Card title={t('orders.items')}>
        <LoadingRegion label={t('common.loading')} className="space-y-3">
          <Skeleton className="h-14 rounded-xl" />
          <Skeleton className="h-14 rounded-xl" />
        </LoadingRegion>
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card title={t('orders.items')}>
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      </Card>
    );
  }
  return query.data.length > 0 ? <OrderLines lines={query.data} /> : null;
}

/** The items as ordered: chosen options, add-ons with quantities, quantity × the unit price paid and the line's total. */
export function OrderLines({ lines }: { lines: OrderDetailLine[] }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Card title={t('orders.items')}>
      <ul className="divide-y divide-line">
        {lines.map((line) => (
          <li key={line.id} data-testid="order-line" className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <Image src={line.image_full_url} alt="" className="size-14 shrink-0 rounded-xl object-cover" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold break-words text-ink">{line.name}</p>
              {line.choices.map((choice) => (
                <p key={choice} className="text-xs text-muted">{choice}</p>
              ))}
              {line.add_ons.length > 0 && (
                <p className="text-xs text-muted">
                  {t('orders.add_ons')}: {line.add_ons.map((addOn) => t('orders.add_on', { name: addOn.name, quantity: addOn.quantity })).join(', ')}
                </p>
              )}
              <p className="mt-1 text-xs font-medium text-muted" data-testid="line-unit">
                {t('orders.quantity_price', { quantity: line.quantity, price: money(line.price - line.discount_on_item) })}
              </p>
            </div>
            <p className="shrink-0 text-sm font-bold text-ink" data-testid="line-total">
              {money(line.total)}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
