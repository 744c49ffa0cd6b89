import { useTranslation } from 'react-i18next';
import type { OrderTrack } from '@storefront/contract';
import { PinIcon, StoreIcon, UserIcon } from '@storefront/ui/icons';
import { Party } from '@/components/orders/party';

/** The sender (the store) and the receiver (the delivery address's contact). */
export function OrderParties({ order }: { order: OrderTrack }) {
  const { t } = useTranslation();
  const { store, receiver_details: receiver, delivery_address: address } = order;
  const takeAway = order.order_type === 'take_away';
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {store && (
        <Party testId="track-sender" icon={<StoreIcon className="size-4" />} label={t('tracking.sender')}>
          <p className="font-semibold">{store.name}</p>
          {store.address && <p className="text-muted">{store.address}</p>}
        </Party>
      )}
      <Party testId="track-receiver" icon={<UserIcon className="size-4" />} label={t('tracking.receiver')}>
        {receiver?.name && <p className="font-semibold">{receiver.name}</p>}
        {receiver?.phone && (
          <p dir="ltr" className="text-muted rtl:text-end">
            {receiver.phone}
          </p>
        )}
        {takeAway ? (
          <p className="text-muted">{t('tracking.take_away')}</p>
        ) : (
          address && (
            <p className="flex gap-1 text-muted">
              <PinIcon className="mt-0.5 size-3.5 shrink-0" />
              <span>{address.address}</span>
            </p>
          )
        )}
      </Party>
    </dl>
  );
}

