import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCouponRefusalCode, ORDER_TEXTS } from '@storefront/contract';
import { toast } from '@storefront/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useFormatMoney } from '@/lib/money-format';
import { useOfflineMethods } from '../api/get-offline-methods';
import { useIdempotencyKey, usePlaceOrder } from '../api/place-order';
import { usePreviewOrder } from '../api/preview-order';
import { orderBody, partialAllowed, paymentMethods, type CheckoutChoices, type DeliveryTarget } from '../checkout-body';
import { couponEstimate, exactEstimate } from '../checkout-estimate';
import { inZone, orderTypes, type CheckoutProps } from '../checkout-settings';
import { missingOfflineField, type OfflineChoice } from '../offline-payment';

/** Where the summary's figures stand: no address yet, asked, shown (or being updated), or refused. */
export type Pricing = 'waiting' | 'loading' | 'exact' | 'updating' | 'failed';

/** The server refused the coupon: told by the refusal's detail code (COUPON_REFUSALS), whatever its text or language. */
export const isCouponRefusal = (error: unknown): boolean => error instanceof ApiError && error.errors.some((e) => isCouponRefusalCode(e.code));

/** The checkout form's choices, its estimate and Place Order. */
export function useCheckout(props: CheckoutProps) {
  const { order, config, zone, signedIn, addresses, guestLocation, coupons, guestId, page, addressDialogs } = props;
  const { t } = useTranslation();
  const money = useFormatMoney();
  const zoneId = order.store.zone_id;
  const types = orderTypes(config);
  const methods = paymentMethods(config, signedIn, zone);
  const [choices, setChoices] = useState<Omit<CheckoutChoices, 'address'>>({
    orderType: types[0]!, contact: null, paymentMethod: methods[0] ?? null, partial: false, couponCode: '', tips: 0, note: '', scheduleAt: null,
  });
  const [chosenAddress, setChosenAddress] = useState<DeliveryTarget | null>(null);
  const [problem, setProblem] = useState<string>();
  const [couponRefusal, setCouponRefusal] = useState<string>();
  const [contactOpen, setContactOpen] = useState(false);
  const [offlineInput, setOfflineInput] = useState<OfflineChoice | null>(null);
  /** Place Order was pressed with a required offline input empty: each one says so. */
  const [offlineChecked, setOfflineChecked] = useState(false);
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
  const changeAddress = () => (signedIn ? addressDialogs.chooseSaved(pick) : addressDialogs.addNew(pick));
  const addAddress = () => addressDialogs.addNew(pick);

  // Offline payment: the methods are asked for once chosen; the first is taken until the customer picks one.
  const offlineChosen = choices.paymentMethod === 'offline_payment';
  const offlineMethods = useOfflineMethods(offlineChosen);
  const offlineList = offlineChosen ? (offlineMethods.data ?? []) : [];
  const offlineMethod = offlineList.find((m) => m.id === offlineInput?.methodId) ?? offlineList[0];
  const offline: OfflineChoice | null = offlineMethod
    ? { methodId: offlineMethod.id, fields: offlineInput?.methodId === offlineMethod.id ? offlineInput.fields : {} }
    : null;
  const offlineEmpty = offlineMethod && offline ? missingOfflineField(offlineMethod, offline.fields) : undefined;
  const offlineMissing = !offlineChosen
    ? undefined
    : !offline
      ? t('checkout.offline_method_required')
      : offlineEmpty && t('checkout.offline_field_required', { field: offlineEmpty });
  const setOffline = (next: OfflineChoice) => {
    setOfflineInput(next);
    setProblem(undefined);
  };

  const missing = delivery && !address ? t('checkout.no_address') : !signedIn && !choices.contact ? t('checkout.no_contact') : !choices.paymentMethod ? t('checkout.no_payment_method') : offlineMissing || undefined;
  const body = () => orderBody(order, { ...choices, address, offline, partial: choices.partial && partialAllowed(config, signedIn, choices.paymentMethod) }, page, signedIn ? null : guestId);
  /**
   * The server prices the order as soon as it knows where it goes (an address or the guest's location
   * for delivery) and how it is paid: a guest's contact and the offline inputs change no amount.
   */
  const priceable = (signedIn || !!guestId) && (!delivery || !!address) && !!choices.paymentMethod;
  const preview = usePreviewOrder(priceable ? body() : null);
  const previewProblem = preview.error ? (errorMessage(preview.error) ?? t('errors.generic')) : undefined;

  const subtotal = order.lines.reduce((sum, l) => sum + l.total, 0);
  const coupon = couponEstimate(coupons.find((c) => c.code.toLowerCase() === choices.couponCode.toLowerCase()), subtotal, config);
  const minPurchase = coupon.minPurchase !== undefined && !preview.current ? t('checkout.coupon_min_purchase', { amount: money(coupon.minPurchase) }) : undefined;
  const serverCouponRefusal = couponRefusal ?? (previewProblem && isCouponRefusal(preview.error) ? previewProblem : undefined);
  const couponProblem = serverCouponRefusal ?? minPurchase;
  // Only the server's figures are shown; until they come, the summary says why there are none yet.
  const totals = preview.totals ? exactEstimate(preview.totals) : null;
  const pricing: Pricing = !priceable ? 'waiting' : totals ? (preview.current ? 'exact' : 'updating') : preview.error ? 'failed' : 'loading';

  const submit = () => {
    if (missing) {
      setProblem(missing);
      if (!signedIn && !choices.contact) setContactOpen(true);
      if (missing === offlineMissing) setOfflineChecked(true);
      return;
    }
    place.mutate(
      { body: body(), idempotencyKey: idempotency.key() },
      {
        onSuccess: (placed) => {
          idempotency.renew();
          if (placed.payment_url) return window.location.assign(placed.payment_url);
          props.onPlaced(placed, choices.contact?.contact_person_number);
        },
        onError: (error) => {
          const message = errorMessage(error) ?? t('errors.generic');
          setProblem(message);
          if (choices.couponCode && isCouponRefusal(error)) setCouponRefusal(message);
        },
      },
    );
  };

  return {
    choices, set, types, methods, address, delivery, totals, pricing, problem, couponProblem, busy: place.isPending,
    /** Why the server would refuse the order as it stands (the preview's answer); the summary shows it. */
    previewProblem: problem === previewProblem ? undefined : previewProblem,
    partialShown: partialAllowed(config, signedIn, choices.paymentMethod),
    applyCoupon: (code: string) => {
      setCouponRefusal(undefined);
      set({ couponCode: code });
    },
    changeAddress, addAddress: signedIn ? addAddress : undefined, submit, contactOpen, setContactOpen,
    offline: {
      shown: offlineChosen,
      methods: offlineMethods.data,
      loading: offlineMethods.isPending,
      failed: offlineMethods.isError,
      method: offlineMethod,
      fields: offline?.fields ?? {},
      showErrors: offlineChecked,
      choose: (methodId: number) => setOffline({ methodId, fields: {} }),
      change: (name: string, value: string) => offline && setOffline({ methodId: offline.methodId, fields: { ...offline.fields, [name]: value } }),
    },
  };
}
