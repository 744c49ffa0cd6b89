import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderTrack } from '@storefront/contract';
import { PinIcon, StoreIcon, UserIcon } from '@/components/ui/icons';

/** Spec §2: the sender (the store) and the receiver (the delivery address's contact). */
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

export function Party({ testId, icon, label, children }: { testId: string; icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div data-testid={testId} className="rounded-2xl bg-surface-2 p-3 text-sm">
      <dt className="mb-1 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted uppercase">
        {icon}
        {label}
      </dt>
      <dd className="space-y-0.5">{children}</dd>
    </div>
  );
}
