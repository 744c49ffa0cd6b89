import { useTranslation } from 'react-i18next';
import type { CourierTrip } from '@storefront/contract';
import { ApiError, errorMessage } from '@storefront/ui/api-error';
import { toast } from '@storefront/ui/toast';
import { useAcceptOffer } from '../api/accept-offer';

/**
 * Taking an offer, from the list of offers or from the offer's own page. A 409 (another courier came
 * first, or the courier is offline) is news rather than a fault: it is said in an information toast;
 * any other refusal in an error toast.
 */
export function useTakeOffer() {
  const { t } = useTranslation();
  const accept = useAcceptOffer();
  const take = (orderId: number, onTaken?: (trip: CourierTrip) => void) =>
    accept.mutate(orderId, {
      onSuccess: (trip) => onTaken?.(trip),
      onError: (error) => {
        const message = errorMessage(error) ?? t('errors.generic');
        if (error instanceof ApiError && error.status === 409) toast.info(message);
        else toast.error(message);
      },
    });
  return { take, busy: accept.isPending };
}
