import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourierTrip } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { useMoveTrip } from '../api/move-trip';
import { DeliveryForm } from './delivery-form';
import { nextStep, type NextStep } from './trip-steps';

/** The text of the button for a step: arriving names the place (a store, a parcel's sender, the customer). */
const labelKey = (step: NextStep, trip: CourierTrip) => {
  if (step === 'arrived_at_pickup') return trip.order_type === 'parcel' ? 'couriers.next.arrived_at_sender' : 'couriers.next.arrived_at_store';
  return `couriers.next.${step}`;
};

/** The one thing to do next on the trip; delivering opens the proof-of-delivery form. */
export function StepButton({ trip }: { trip: CourierTrip }) {
  const { t } = useTranslation();
  const move = useMoveTrip(trip.order_id);
  const [delivering, setDelivering] = useState(false);
  const step = nextStep(trip.step);
  if (!step) return null;
  if (step === 'delivered' && delivering) return <DeliveryForm trip={trip} onCancel={() => setDelivering(false)} />;
  const go = () => (step === 'delivered' ? setDelivering(true) : move.mutate({ step }));
  return (
    <div className="flex flex-col gap-2">
      {move.isError && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">{errorMessage(move.error) ?? t('errors.generic')}</p>}
      <Button size="lg" className="h-14 w-full text-lg" onClick={go} disabled={move.isPending}>{t(labelKey(step, trip))}</Button>
    </div>
  );
}
