import { useTranslation } from 'react-i18next';
import type { CourierDelivery } from '@storefront/contract';
import { CheckIcon } from '@storefront/ui/icons';
import { useMoney } from '../../../components/use-money';
import { formatDateTime } from '../../../lib/format';
import { ParcelBadge } from './trip-facts';

/** One delivery of the history: the order, when it was delivered, what it earned and the cash taken at the door. */
function DeliveryRow({ delivery }: { delivery: CourierDelivery }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    <li data-testid="courier-delivery" className="flex flex-col gap-1 rounded-2xl border border-line bg-surface p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <p className="font-bold">{t('couriers.order', { id: delivery.order_id })}</p>
          {delivery.order_type === 'parcel' && <ParcelBadge />}
        </div>
        <p className="shrink-0 font-bold text-brand-700 tabular-nums dark:text-brand-300">
          <span className="sr-only">{t('couriers.earned')} </span><bdi>{money(delivery.earned)}</bdi>
        </p>
      </div>
      <time dateTime={delivery.delivered_at} className="text-sm text-muted">{formatDateTime(delivery.delivered_at, i18n.language)}</time>
      {delivery.cash_collected !== null && (
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <span>{t('couriers.cash_collected')} <bdi className="font-semibold">{money(delivery.cash_collected)}</bdi></span>
          {delivery.cash_settled && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
              <CheckIcon className="size-3.5" />{t('couriers.handed_back')}
            </span>
          )}
        </p>
      )}
    </li>
  );
}

/** The courier's deliveries, newest first. */
export function DeliveryHistory({ deliveries }: { deliveries: readonly CourierDelivery[] }) {
  return (
    <ol className="flex flex-col gap-2">
      {deliveries.map((delivery) => <DeliveryRow key={delivery.order_id} delivery={delivery} />)}
    </ol>
  );
}
