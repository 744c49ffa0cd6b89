import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { OrderPlaced } from '@storefront/contract';
import { buttonClasses } from '@storefront/ui/button';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { TruckIcon } from '@storefront/ui/icons';
import { PageHeader } from '@/components/page-header';
import { openSavedAddresses } from '@/features/addresses/address-request';
import { paymentMethods } from '@/features/checkout/checkout-body';
import { OrderSuccessDialog, type PlacedOrder } from '@/features/checkout/components/order-success-dialog';
import { TipsPicker } from '@/features/checkout/components/tips-picker';
import { dialCode as dialCodeOf } from '@/features/checkout/dial-code';
import { useConfig } from '@/features/config/api/get-config';
import { useZoneId } from '@/features/location/api/get-zone-id';
import { useParcelCategories } from '@/features/parcel/api/get-parcel-categories';
import { ParcelSendForm, type SavedPoint } from '@/features/parcel/components/parcel-send-form';
import { useMostTips } from '@/features/offers/api/get-most-tips';
import { customerName, useCustomer } from '@/features/profile/api/get-customer-info';
import { getSavedLocation, homePath, useToken } from '@/lib/session';
import { STORAGE_KEYS, useStoredItem } from '@/lib/storage';
import { CheckoutLoading } from '../checkout/checkout-states';
import { ParcelMap } from './parcel-map';

/** Signed in: the address feature's Saved Addresses dialog answers with the sender's address. */
const chooseSaved = (onPick: (address: SavedPoint) => void) => openSavedAddresses({ onSelect: onPick });

/** /parcel-delivery-info?category=<id>: send a parcel from door to door. */
export function ParcelDeliveryInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const categoryId = Number(params.get('category'));
  const signedIn = Boolean(useToken());
  const guestId = useStoredItem(STORAGE_KEYS.guestId);
  const configQuery = useConfig();
  const config = configQuery.data;
  const categories = useParcelCategories();
  const customerQuery = useCustomer();
  const customer = customerQuery.data;
  // The sender starts with the customer's name and phone: wait for them (a failure starts empty).
  const customerLoading = signedIn && customerQuery.isPending && customerQuery.fetchStatus !== 'idle';
  const mostTips = useMostTips().data?.most_tips_amount;
  const [saved] = useState(getSavedLocation);
  // The sender's zone carries the payment switches (zone_data[0]), as at checkout.
  const zone = useZoneId(saved?.latLng).data?.zone_data?.[0] ?? null;
  // Back from the payment page (digital payment): the order is known by its number only.
  const [placed, setPlaced] = useState<PlacedOrder | null>(() => {
    const orderId = Number(params.get('order_id'));
    return params.get('flag') === 'success' && orderId > 0 ? { orderId, status: 'pending', paymentStatus: 'paid', placedAt: new Date() } : null;
  });

  if (config && !signedIn && config.guest_checkout_status === 0 && !placed) {
    return <Navigate replace to={`/auth/sign-in?from=${encodeURIComponent(`/parcel-delivery-info?${params.toString()}`)}`} />;
  }
  const category = categories.data?.find((c) => c.id === categoryId);
  const dialCode = dialCodeOf(config?.country);
  const onPlaced = (answer: OrderPlaced) =>
    setPlaced({ orderId: answer.order_id, status: answer.order_status, paymentStatus: answer.payment_status, placedAt: new Date(), totals: answer.totals });

  let body;
  if (categories.isError || configQuery.isError) {
    body = <ErrorState message={t('errors.generic')} onRetry={() => void Promise.all([categories.refetch(), configQuery.refetch()])} retrying={categories.isFetching} />;
  } else if (!config || categories.isPending || customerLoading) {
    // The same two columns as the checkout's: the form, then its summary.
    body = <CheckoutLoading />;
  } else if (!category) {
    body = (
      <EmptyState
        icon={<TruckIcon className="size-8" />}
        title={t('parcel.no_category_title')}
        description={t('parcel.no_category_description')}
        action={<Link to={homePath()} className={buttonClasses('primary', 'md', 'mt-2')}>{t('parcel.choose_category')}</Link>}
      />
    );
  } else {
    const settings = { defaultCenter: config.default_location, tileUrl: config.map_tile_url, attribution: config.map_attribution };
    body = (
      <ParcelSendForm
        key={category.id}
        category={category}
        dialCode={dialCode}
        senderStart={{
          ...(saved ? { address: saved.address, point: saved.latLng } : {}),
          ...(customer ? { contact_person_name: customerName(customer), contact_person_number: customer.phone || dialCode } : {}),
        }}
        senderMethods={paymentMethods(config, signedIn, zone)}
        guestId={signedIn ? null : guestId}
        renderMap={(props) => <ParcelMap {...props} settings={settings} />}
        renderTips={config.dm_tips_status === 1 ? (value, onChange) => <TipsPicker value={value} mostTips={mostTips} onChange={onChange} /> : undefined}
        chooseSaved={signedIn ? chooseSaved : undefined}
        onPlaced={onPlaced}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageHeader title={t('parcel.send_title')} />
      {body}
      <OrderSuccessDialog order={placed} guest={!signedIn} onClose={() => navigate(homePath())} />
    </div>
  );
}
