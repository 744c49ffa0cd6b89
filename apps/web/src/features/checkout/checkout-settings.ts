import type { Config, Coupon, CustomerAddress, OrderPlaced } from '@storefront/contract';
import type { DeliveryTarget, OrderType, ZonePayments } from './checkout-body';
import type { CheckoutOrder } from './checkout-order';

export interface AddressDialogs {
  chooseSaved: (onPick: (address: DeliveryTarget) => void) => void;
  addNew: (onPick: (address: DeliveryTarget) => void) => void;
}

/** What the checkout page gives the form: features share nothing, so the route gathers it. */
export interface CheckoutProps {
  page: string;
  order: CheckoutOrder;
  config: Config;
  /** The payment switches of the store's zone, once known. */
  zone?: ZonePayments | null;
  signedIn: boolean;
  /** The signed-in customer's saved addresses; the form keeps those of the store's zone. */
  addresses: CustomerAddress[];
  /** A guest's delivery location (the saved location). */
  guestLocation: DeliveryTarget | null;
  coupons: Coupon[];
  mostTips?: number;
  walletBalance?: number;
  guestId: string | null;
  /**
   * Opens the address feature's dialogs, each answering with the address: the saved addresses to
   * choose from, or the form for a new one.
   */
  addressDialogs: AddressDialogs;
  /**
   * A cash, wallet or offline order was made; digital payments leave for the gateway instead. A guest's
   * phone comes along, so that Track Order does not ask for it again.
   */
  onPlaced: (placed: OrderPlaced, contactNumber?: string) => void;
}

export function orderTypes(config: Config): OrderType[] {
  const types: OrderType[] = [];
  if (config.home_delivery_status === 1) types.push('delivery');
  if (config.takeaway_status === 1) types.push('take_away');
  return types.length > 0 ? types : ['delivery'];
}

export const inZone = (address: { zone_ids?: number[] } | null | undefined, zoneId: number) =>
  !!address?.zone_ids?.includes(zoneId);
