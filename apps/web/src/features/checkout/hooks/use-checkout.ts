import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_TEXTS } from '@storefront/contract';
import { openAddressForm, openSavedAddresses } from '@/lib/address-request';
import { errorMessage } from '@/lib/api-client';
import { useFormatMoney } from '@/lib/money-format';
import { toast } from '@/lib/toast';
import { useIdempotencyKey, usePlaceOrder } from '../api/place-order';
import { orderBody, partialAllowed, paymentMethods, type CheckoutChoices, type DeliveryTarget } from '../checkout-body';
import { couponEstimate, estimate } from '../checkout-estimate';
import { inZone, orderTypes, type CheckoutProps } from '../checkout-settings';

const COUPON_TEXTS: readonly string[] = Object.entries(ORDER_TEXTS).filter(([key]) => key.startsWith('coupon')).map(([, text]) => text.split('{')[0]!);

/** The checkout form's choices, its estimate and Place Order. */
export function useCheckout(props: CheckoutProps) {
  const { order, config, signedIn, addresses, guestLocation, coupons, guestId, page } = props;
  const { t } = useTranslation();
  const money = useFormatMoney();
  const zoneId = order.store.zone_id;
  const types = orderTypes(config);
  const methods = paymentMethods(config, signedIn);
  const [choices, setChoices] = useState<Omit<CheckoutChoices, 'address'>>({
    orderType: types[0]!, contact: null, paymentMethod: methods[0] ?? null, partial: false, couponCode: '', tips: 0, note: '', scheduleAt: null,
  });
  const [chosenAddress, setChosenAddress] = useState<DeliveryTarget | null>(null);
  const [problem, setProblem] = useState<string>();
  const [couponRefusal, setCouponRefusal] = useState<string>();
  const [contactOpen, setContactOpen] = useState(false);
  const place = usePlaceOrder();
  const idempotency = useIdempotencyKey();

  const address = chosenAddress ?? (signedIn ? (addresses.find((a) => inZone(a, zoneId)) ?? null) : guestLocation);
  const delivery = choices.orderType === 'delivery';
  const set = (next: Partial<CheckoutChoices>) => {
    setChoices((current) => ({ ...current, ...next }));
    setProblem(undefined);
  };

  const pick = (next: DeliveryTarget) => {
    if (next.zone_ids && !inZone(next, zoneId)) return void toast.error(ORDER_TEXTS.address_outside_zone);
    setChosenAddress(next);
    setProblem(undefined);
  };
  const changeAddress = () => (signedIn ? openSavedAddresses({ onSelect: pick }) : openAddressForm({ onSaved: pick }));
  const addAddress = () => openAddressForm({ onSaved: pick });

  const subtotal = order.lines.reduce((sum, l) => sum + l.total, 0);
  const coupon = couponEstimate(coupons.find((c) => c.code.toLowerCase() === choices.couponCode.toLowerCase()), subtotal);
  const couponProblem = couponRefusal ?? (coupon.minPurchase !== undefined ? t('checkout.coupon_min_purchase', { amount: money(coupon.minPurchase) }) : undefined);
  const totals = estimate(order.lines, config, coupon.discount, delivery && config.dm_tips_status ? choices.tips : 0);

  const submit = () => {
    const missing = delivery && !address ? t('checkout.no_address') : !signedIn && !choices.contact ? t('checkout.no_contact') : !choices.paymentMethod ? t('checkout.no_payment_method') : undefined;
    if (missing) {
      setProblem(missing);
      if (!signedIn && !choices.contact) setContactOpen(true);
      return;
    }
    const body = orderBody(order, { ...choices, address, partial: choices.partial && partialAllowed(config, signedIn, choices.paymentMethod) }, page, signedIn ? null : guestId);
    place.mutate(
      { body, idempotencyKey: idempotency.key() },
      {
        onSuccess: (placed) => {
          idempotency.renew();
          if (placed.payment_url) return window.location.assign(placed.payment_url);
          props.onPlaced(placed);
        },
        onError: (error) => {
          const message = errorMessage(error) ?? t('errors.generic');
          setProblem(message);
          if (choices.couponCode && COUPON_TEXTS.some((text) => message.startsWith(text))) setCouponRefusal(message);
        },
      },
    );
  };

  return {
    choices, set, types, methods, address, delivery, totals, problem, couponProblem, busy: place.isPending,
    partialShown: partialAllowed(config, signedIn, choices.paymentMethod),
    applyCoupon: (code: string) => {
      setCouponRefusal(undefined);
      set({ couponCode: code });
    },
    changeAddress, addAddress: signedIn ? addAddress : undefined, submit, contactOpen, setContactOpen,
  };
}
