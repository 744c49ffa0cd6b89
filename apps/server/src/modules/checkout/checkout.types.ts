import type { OrderPlace, PricedLine } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import type { SignedInCustomer } from '../auth/auth.tokens.js';
import type { CampaignsService } from '../campaigns/campaigns.service.js';
import type { CartOwner } from '../cart/cart.owner.js';
import type { CartService, CheckoutLine } from '../cart/cart.service.js';
import type { ConfigService } from '../config/config.service.js';
import type { LocationService } from '../location/location.service.js';
import type { OffersService } from '../offers/offers.service.js';
import type { OrderAmounts } from '../orders/orders.mapper.js';
import type { OrderCancelService } from '../orders/orders.cancel.js';
import type { MapChange } from '../orders/orders.dispatch.changes.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { ZonesService } from '../zones/zones.service.js';
import type { CouponRow, OrderStoreRow } from './checkout.repository.js';

export interface CheckoutDeps {
  db: Db;
  cart: CartService;
  campaigns: Pick<CampaignsService, 'orderable'>;
  offers: Pick<OffersService, 'cashbackFor'>;
  config: ConfigService;
  location: LocationService;
  zones: Pick<ZonesService, 'zoneIdsAt' | 'deliveryTerms' | 'deliveryTermsTo'>;
  payments: PaymentsService;
  /** Cancels an order whose payment could not even start, giving back what it took. */
  cancel: Pick<OrderCancelService, 'cancel'>;
  clock: Clock;
  /** Where uploads are kept (prescription photos). */
  storageDir: string;
  /** After an order's commit: its store's staff hear of it at once (the push outbox's wake-up). */
  announce?: () => void;
  /** After an order's commit: the business's dispatch maps hear of it. */
  mapChanged?: (change: MapChange) => void;
}

/** The address and contact an order goes to, as stored on the order. */
export interface OrderAddress {
  address: string;
  latitude: number;
  longitude: number;
  address_type: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
  road: string | null;
  house: string | null;
  floor: string | null;
}

/**
 * Everything an order needs to be written, every check passed and every amount worked out; resolved
 * from the request body once, so that nothing after preparing reads the body.
 */
export interface OrderDraft {
  owner: CartOwner;
  key: string;
  idempotencyKey: string | null;
  /** The body's hash kept with an Idempotency-Key, so that the key sent again with another body is refused. */
  idempotencyHash: string | null;
  orderType: OrderPlace['order_type'];
  paymentMethod: OrderPlace['payment_method'];
  /** The customer's note, trimmed; null when empty. */
  note: string | null;
  customer: SignedInCustomer | null;
  store: OrderStoreRow;
  lines: CheckoutLine[];
  priced: PricedLine[];
  lineTaxes: number[];
  amounts: OrderAmounts;
  coupon: CouponRow | null;
  address: OrderAddress;
  addressId: number | null;
  distance: number;
  scheduleAt: Date | null;
  source: 'cart' | 'buy_now' | 'campaign';
  cartIds: number[];
  /** The item campaign of a campaign Order Now. */
  campaignId: number | null;
  /** JSON of the offline payment's method and fields. */
  offline: string | null;
  /** The cashback offer the order earns on delivery (amounts.cashback). */
  cashbackId: number | null;
  now: Date;
}

export interface PrescriptionDraft {
  owner: CartOwner;
  key: string;
  customer: SignedInCustomer | null;
  store: OrderStoreRow;
  amounts: OrderAmounts;
  address: OrderAddress;
  distance: number;
  note: string | null;
  attachments: string[];
  now: Date;
}
