import type { Config, CustomerAddress, OrderPlace, ZoneData } from '@storefront/contract';
import type { CheckoutOrder } from './checkout-order';
import { offlinePaymentBody, type OfflineChoice } from './offline-payment';

export type PaymentMethod = OrderPlace['payment_method'];
export type OrderType = OrderPlace['order_type'];
export type GuestContact = NonNullable<OrderPlace['contact']>;

/** Where the order goes: a saved address (with its id) or a point the guest picked. */
export type DeliveryTarget = Pick<CustomerAddress, 'address' | 'latitude' | 'longitude'> &
  Partial<Pick<CustomerAddress, 'id' | 'zone_ids' | 'road' | 'house' | 'floor' | 'contact_person_name' | 'contact_person_number'>>;

export interface CheckoutChoices {
  orderType: OrderType;
  address: DeliveryTarget | null;
  contact: GuestContact | null;
  paymentMethod: PaymentMethod | null;
  partial: boolean;
  couponCode: string;
  tips: number;
  note: string;
  scheduleAt: string | null;
  /** With offline payment: the chosen method and the customer's inputs. */
  offline?: OfflineChoice | null;
}

/** The payment switches of a zone (config/get-zone-id's zone_data); unknown zones switch nothing off. */
export type ZonePayments = Pick<ZoneData, 'cash_on_delivery' | 'digital_payment' | 'offline_payment'>;

/** Only the payment methods config and the zone allow; the wallet only for a signed-in customer. */
export function paymentMethods(config: Config | undefined, signedIn: boolean, zone?: ZonePayments | null): PaymentMethod[] {
  if (!config) return [];
  const all: Array<[PaymentMethod, boolean]> = [
    ['cash_on_delivery', config.cash_on_delivery && zone?.cash_on_delivery !== 0],
    ['digital_payment', config.digital_payment && zone?.digital_payment !== 0],
    ['offline_payment', config.offline_payment_status === 1 && zone?.offline_payment !== 0],
    ['wallet', signedIn && config.customer_wallet_status === 1],
  ];
  return all.filter(([, on]) => on).map(([method]) => method);
}

/** Partial payment pays with the wallet first, then with a method config names ('both', 'cod' or one method). */
export function partialAllowed(config: Config | undefined, signedIn: boolean, method: PaymentMethod | null): boolean {
  if (!config || !signedIn || !config.partial_payment_status || !config.customer_wallet_status || !method || method === 'wallet') return false;
  const second = method === 'cash_on_delivery' ? 'cod' : method;
  return config.partial_payment_method === 'both' || config.partial_payment_method === second;
}

/** The body of POST customer/order/place; the server prices everything. */
export function orderBody(order: CheckoutOrder, c: CheckoutChoices, page: string, guestId: string | null): OrderPlace {
  const delivery = c.orderType === 'delivery';
  const body: OrderPlace = {
    order_type: c.orderType,
    payment_method: c.paymentMethod ?? 'cash_on_delivery',
    source: order.source,
    payment_return_path: `/checkout?page=${page}&from=payment`,
  };
  if (order.buyNow) body.buy_now = order.buyNow;
  if (c.partial) body.partial_payment = 1;
  if (guestId) body.guest_id = guestId;
  if (c.contact) body.contact = c.contact;
  if (delivery && c.address) {
    const a = c.address;
    if (a.id) body.address_id = a.id;
    else {
      body.address = { address: a.address, latitude: a.latitude, longitude: a.longitude, road: a.road ?? null, house: a.house ?? null, floor: a.floor ?? null };
      if (c.contact) Object.assign(body.address, c.contact);
    }
  }
  if (delivery && c.tips > 0) body.dm_tips = c.tips;
  if (c.couponCode.trim()) body.coupon_code = c.couponCode.trim();
  if (c.note.trim()) body.order_note = c.note.trim();
  if (c.scheduleAt) body.schedule_at = c.scheduleAt;
  if (body.payment_method === 'offline_payment' && c.offline) body.offline_payment = offlinePaymentBody(c.offline);
  return body;
}
