import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { OrderPlaced } from '@storefront/contract';
import { toast } from '@storefront/ui/toast';
import { PageHeader } from '@/components/page-header';
import { openAddressForm, openSavedAddresses } from '@/features/addresses/address-request';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { useCart } from '@/features/cart/api/get-cart';
import { CART_ROOT } from '@/features/cart/api/cart-owner';
import { readBuyNow } from '@/features/cart/buy-now';
import { buyNowOrder, cartOrder } from '@/features/checkout/checkout-order';
import type { AddressDialogs } from '@/features/checkout/checkout-settings';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { OrderSuccessDialog, type PlacedOrder } from '@/features/checkout/components/order-success-dialog';
import { useConfig } from '@/features/config/api/get-config';
import { useZoneId } from '@/features/location/api/get-zone-id';
import { useCustomer } from '@/features/profile/api/get-customer-info';
import { useCoupons } from '@/features/offers/api/get-coupons';
import { useMostTips } from '@/features/offers/api/get-most-tips';
import { getSavedLocation, homePath, useToken } from '@/lib/session';
import { STORAGE_KEYS, useStoredItem } from '@/lib/storage';
import { CheckoutEmpty, CheckoutLoading } from './checkout-states';
import { PaymentFailed } from './payment-failed';

const PAGES = ['cart', 'buy_now', 'campaign'] as const;

/** The address feature's dialogs, opened from the checkout form's Delivery Addresses. */
const addressDialogs: AddressDialogs = {
  chooseSaved: (onPick) => openSavedAddresses({ onSelect: onPick }),
  addNew: (onPick) => openAddressForm({ onSaved: onPick }),
};

/** When the payment page sent the customer back with success, the order is known by its number only. */
function returned(flag: string | null, orderId: number): PlacedOrder | null {
  return flag === 'success' && orderId > 0 ? { orderId, status: 'pending', paymentStatus: 'paid', placedAt: new Date() } : null;
}

/** /checkout (page=cart, buy_now or campaign), and the way back from the payment page. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const page = PAGES.find((p) => p === params.get('page')) ?? 'cart';
  const flag = params.get('flag');
  const orderId = Number(params.get('order_id'));
  const signedIn = Boolean(useToken());
  const guestId = useStoredItem(STORAGE_KEYS.guestId);
  const config = useConfig().data;
  const cart = useCart();
  const addresses = useAddresses().data;
  const coupons = useCoupons().data;
  const mostTips = useMostTips().data?.most_tips_amount;
  const customer = useCustomer().data;
  const walletBalance = customer?.wallet_balance;
  const [buyNow] = useState(() => (page === 'cart' ? null : buyNowOrder(readBuyNow())));
  const [placed, setPlaced] = useState(() => returned(flag, orderId));
  const [saved] = useState(getSavedLocation);
  const guestLocation = saved && { address: saved.address, latitude: saved.latLng.lat, longitude: saved.latLng.lng };
  // The zones of the delivery location carry their payment switches (zone_data[0].cash_on_delivery).
  const zoneData = useZoneId(saved?.latLng).data?.zone_data ?? [];

  const refreshCart = () => client.invalidateQueries({ queryKey: [CART_ROOT] });
  const goHome = () => {
    void refreshCart();
    navigate(homePath());
  };
  const onPlaced = (answer: OrderPlaced, contactNumber?: string) => {
    void refreshCart();
    if (signedIn) toast.success(answer.message);
    setPlaced({ orderId: answer.order_id, status: answer.order_status, paymentStatus: answer.payment_status, placedAt: new Date(), totals: answer.totals, contactNumber });
  };

  const title = t('checkout.title');
  const failed = (flag === 'fail' || flag === 'cancel') && orderId > 0;
  if (!signedIn && config?.guest_checkout_status === 0 && !failed && !placed) {
    return <Navigate replace to={`/auth/sign-in?from=${encodeURIComponent(`/checkout?page=${page}`)}`} />;
  }
  const order = page === 'cart' ? cartOrder(cart.lines) : buyNow;
  const zone = zoneData.find((z) => z.id === order?.store.zone_id) ?? zoneData[0] ?? null;
  const loading = !config || (page === 'cart' && cart.isPending && cart.fetchStatus !== 'idle');

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageHeader title={title} />
      {failed ? (
        <PaymentFailed orderId={orderId} cashAllowed={!!config?.cash_on_delivery && zone?.cash_on_delivery !== 0} guestId={signedIn ? null : guestId} onDone={goHome} />
      ) : loading ? (
        <CheckoutLoading />
      ) : !order || placed ? (
        <CheckoutEmpty />
      ) : (
        <CheckoutForm
          page={page}
          order={order}
          config={config}
          zone={zone}
          signedIn={signedIn}
          addresses={addresses ?? []}
          guestLocation={guestLocation}
          coupons={coupons ?? []}
          mostTips={mostTips}
          walletBalance={walletBalance}
          guestId={guestId}
          addressDialogs={addressDialogs}
          onPlaced={onPlaced}
        />
      )}
      <OrderSuccessDialog order={placed} guest={!signedIn} onClose={goHome} />
    </div>
  );
}
