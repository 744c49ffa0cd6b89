import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { useTakeOffer } from './use-take-offer';

/** The button that takes an offer, named with its order for screen readers. */
export function AcceptButton({ orderId, onAccept, busy }: { orderId: number; onAccept: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Button size="lg" className="w-full" onClick={onAccept} disabled={busy} aria-label={t('couriers.accept_order', { id: orderId })}>
      {t('couriers.accept')}
    </Button>
  );
}

/** An offer opened on its own page: taking it puts the trip in place of the offer, with its first step. */
export function AcceptOffer({ orderId }: { orderId: number }) {
  const { take, busy } = useTakeOffer();
  return <AcceptButton orderId={orderId} busy={busy} onAccept={() => take(orderId)} />;
}
