import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@storefront/ui/toast';
import { saveDeliveryLocation } from '@/lib/session';
import type { AddressPoint } from '../guest-address';

/** A saved address becomes the delivery location (zone, point, address) with 'New delivery address selected.' */
export function useSelectDeliveryAddress() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    (address: AddressPoint) => {
      saveDeliveryLocation({
        zoneId: JSON.stringify(address.zone_ids),
        latLng: { lat: address.latitude, lng: address.longitude },
        address: address.address,
      });
      // Lists and the wishlist were fetched for the old zone.
      void queryClient.invalidateQueries();
      toast.success(t('addresses.selected'));
    },
    [t, queryClient],
  );
}
