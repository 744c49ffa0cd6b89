import { useTranslation } from 'react-i18next';
import type { OrderTrack } from '@storefront/contract';
import { Image } from '@storefront/ui/image';
import { Card } from './card';

const humanise = (value: string) => value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Who prepares the order. Parcel orders have no store. */
export function StoreBlock({ store }: { store: OrderTrack['store'] }) {
  const { t } = useTranslation();
  if (!store) return null;
  return (
    <Card title={t('orders.store')} testId="order-store">
      <div className="flex items-center gap-3">
        <Image src={store.logo_full_url} alt="" className="size-12 shrink-0 rounded-xl object-cover" />
        <div className="min-w-0 text-sm">
          <p className="font-semibold break-words text-ink">{store.name}</p>
          {store.address && <p className="text-muted">{store.address}</p>}
        </div>
      </div>
    </Card>
  );
}

/** Where it goes, or that the customer collects it. */
export function AddressBlock({ order }: { order: OrderTrack }) {
  const { t } = useTranslation();
  const address = order.delivery_address;
  if (order.order_type === 'take_away' || !address) {
    return (
      <Card title={t('orders.delivery_address')} testId="order-address">
        <p className="text-sm font-semibold text-ink">{t('orders.take_away')}</p>
        <p className="text-sm text-muted">{t('orders.take_away_hint')}</p>
      </Card>
    );
  }
  const extra = [
    address.road && t('orders.road', { value: address.road }),
    address.house && t('orders.house', { value: address.house }),
    address.floor && t('orders.floor', { value: address.floor }),
  ].filter(Boolean);
  return (
    <Card title={t('orders.delivery_address')} testId="order-address">
      <div className="space-y-0.5 text-sm">
        {address.contact_person_name && <p className="font-semibold text-ink">{address.contact_person_name}</p>}
        {address.contact_person_number && <p dir="ltr" className="text-muted rtl:text-end">{address.contact_person_number}</p>}
        <p className="text-ink">{address.address}</p>
        {extra.length > 0 && <p className="text-muted">{extra.join(' · ')}</p>}
      </div>
    </Card>
  );
}

/** How it is paid, with the order's note and why it was canceled. */
export function PaymentBlock({ order }: { order: OrderTrack }) {
  const { t } = useTranslation();
  const canceled = order.order_status === 'canceled' && order.cancellation_reason;
  return (
    <Card title={t('orders.payment')} testId="order-payment">
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('orders.payment_method')}</dt>
          <dd className="text-end font-semibold text-ink">{t(`orders.payment_methods.${order.payment_method}`, { defaultValue: humanise(order.payment_method) })}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('orders.payment_status')}</dt>
          <dd className="text-end font-semibold text-ink">{t(`orders.payment_statuses.${order.payment_status}`, { defaultValue: humanise(order.payment_status) })}</dd>
        </div>
        {order.coupon_code && (
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{t('orders.coupon_code')}</dt>
            <dd className="text-end font-semibold text-ink">{order.coupon_code}</dd>
          </div>
        )}
      </dl>
      {order.order_note && (
        <div className="mt-4 border-t border-line pt-3 text-sm">
          <p className="font-semibold text-ink">{t('orders.order_note')}</p>
          <p className="mt-0.5 break-words whitespace-pre-line text-muted" data-testid="order-note">{order.order_note}</p>
        </div>
      )}
      {canceled && (
        <div className="mt-4 rounded-xl bg-red-500/10 p-3 text-sm" data-testid="cancellation-reason">
          <p className="font-semibold text-red-700 dark:text-red-400">{t('orders.cancellation_reason')}</p>
          <p className="mt-0.5 break-words text-ink">{order.cancellation_reason}</p>
        </div>
      )}
    </Card>
  );
}
