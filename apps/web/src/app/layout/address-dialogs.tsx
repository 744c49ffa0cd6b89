import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import type { PointPickerProps } from '@/components/map/point-picker-props';
import { closeAddressRequest, useAddressRequest } from '@/features/addresses/address-request';
import { useSelectDeliveryAddress } from '@/features/addresses/hooks/use-select-delivery-address';
import { useConfig } from '@/features/config/api/get-config';
import { customerName, useCustomer } from '@/features/profile/api/get-customer-info';
import { useToken } from '@/lib/session';

// Loaded on first use, like the location picker.
const AddressModal = lazy(async () => ({ default: (await import('@/features/addresses/components/address-modal')).AddressModal }));
const SavedAddressesDialog = lazy(async () => ({
  default: (await import('@/features/addresses/components/saved-addresses-dialog')).SavedAddressesDialog,
}));
const PointPicker = lazy(async () => ({ default: (await import('@/features/location/components/point-picker')).PointPicker }));

function MapPlaceholder() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="space-y-2.5">
      <Skeleton className="h-12 rounded-xl" />
      <Skeleton className="h-[236px] rounded-xl" />
    </LoadingRegion>
  );
}

/**
 * The address modal and Saved Addresses dialog of the app, opened through the address feature's
 * address-request. It gives the address feature the location feature's map.
 */
export function AddressDialogs() {
  const request = useAddressRequest();
  const config = useConfig().data;
  const signedIn = Boolean(useToken());
  const customer = useCustomer().data;
  const selectDeliveryAddress = useSelectDeliveryAddress();
  if (request.view === 'closed') return null;

  const renderMap = (props: PointPickerProps) =>
    config ? (
      <Suspense fallback={<MapPlaceholder />}>
        <PointPicker {...props} settings={{ defaultCenter: config.default_location, tileUrl: config.map_tile_url, attribution: config.map_attribution }} />
      </Suspense>
    ) : (
      <MapPlaceholder />
    );
  const shared = {
    signedIn,
    contact: customer && { name: customerName(customer), phone: customer.phone ?? '' },
    renderMap,
    onClose: closeAddressRequest,
  };
  return (
    <Suspense>
      {request.view === 'form' ? (
        <AddressModal key={request.id} {...shared} address={request.options.address} onSaved={request.options.onSaved} />
      ) : (
        <SavedAddressesDialog key={request.id} {...shared} onSelect={request.options.onSelect ?? selectDeliveryAddress} />
      )}
    </Suspense>
  );
}
