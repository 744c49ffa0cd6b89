import {
  fillText, MAX_PRESCRIPTION_IMAGES, ORDER_TEXTS, PRESCRIPTION_TEXTS, type Config, type OrderPlace, type OrderPlaced, type OrderTotals, type PrescriptionPlace,
} from '@storefront/contract';
import { withStoredImages } from '../../lib/images.js';
import type { Db } from '../../db/connection.js';
import type { Row } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { parseJson } from '../../lib/json.js';
import { toMajor, toMinor } from '../../lib/money.js';
import { isOpenAt, localDate, localTime, withinDailyRange } from '../../lib/schedule.js';
import { runningItemCampaigns, type ItemCampaignRow } from '../campaigns/campaigns.repository.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { SignedInCustomer } from '../auth/auth.tokens.js';
import { linePrice } from '../cart/cart.lines.js';
import { ownerKey, type CartOwner } from '../cart/cart.repository.js';
import type { CartService, CheckoutLine } from '../cart/cart.service.js';
import type { CatalogView } from '../catalog/catalog.view.js';
import type { ConfigService } from '../config/config.service.js';
import type { GeoService } from '../geo/geo.service.js';
import type { ZonesService } from '../zones/zones.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { OrderChangesService } from './orders.changes.js';
import { couponDiscount, deliveryCharge, itemTotals, moneyText, type DeliveryRate, type PricedLine } from './orders.totals.js';
import {
  couponByCode, customerAddress, findByIdempotencyKey, offlineMethod, placedOrderCount, schedulesOfStore, storeForOrder, zoneRate,
} from './orders.repository.js';
import { writeOrder, writePrescription, type OrderDraft } from './orders.write.js';

export interface OrdersDeps {
  cart: CartService;
  catalog: CatalogService;
  config: ConfigService;
  geo: GeoService;
  zones: Pick<ZonesService, 'zonesAt'>;
  payments: PaymentsService;
  /** Cancels an order whose payment could not even start, giving back what it took. */
  changes: Pick<OrderChangesService, 'cancel'>;
  clock: Clock;
  /** Where uploads are kept (prescription photos). */
  storageDir: string;
}

const rule = (message: string) => new AppError('business_rule', message);
const invalid = (message: string, code = 'validation_error') => new AppError('validation_error', message, [{ code, message }]);

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

/** Every amount of an order, in minor units. */
export interface OrderAmounts {
  itemAmount: number;
  itemDiscount: number;
  couponDiscount: number;
  deliveryCharge: number;
  originalDeliveryCharge: number;
  additionalCharge: number;
  taxAmount: number;
  tips: number;
  total: number;
  walletAmount: number;
}

/**
 * Checkout: turns a cart (or one Buy Now item) into an order. The checks and every amount are
 * worked out first; then one transaction takes the stock, the coupon use and the wallet amount,
 * each by a conditional statement, writes the order and empties the cart.
 */
export class OrdersService {
  constructor(
    private readonly db: Db,
    private readonly deps: OrdersDeps,
  ) {}

  async place(owner: CartOwner, customer: SignedInCustomer | null, body: OrderPlace, view: CatalogView, idempotencyKey: string | null): Promise<OrderPlaced> {
    const key = ownerKey(owner);
    if (idempotencyKey) {
      const earlier = await findByIdempotencyKey(this.db, key, idempotencyKey);
      if (earlier) return this.answer(earlier, body, owner);
    }
    const draft = await this.prepare(owner, customer, body, view, idempotencyKey);
    try {
      return await this.answer(await writeOrder(this.db, draft), body, owner);
    } catch (err) {
      // The same request sent twice at once: the second finds the first's order.
      if (idempotencyKey && isUniqueViolation(err)) {
        const earlier = await findByIdempotencyKey(this.db, key, idempotencyKey);
        if (earlier) return this.answer(earlier, body, owner);
      }
      throw err;
    }
  }

  /** What the order would cost, by the very checks and arithmetic that placing it uses, without placing it. */
  async preview(owner: CartOwner, customer: SignedInCustomer | null, body: OrderPlace, view: CatalogView): Promise<OrderTotals> {
    const { amounts } = await this.prepare(owner, customer, body, view, null);
    return totalsOf(amounts);
  }

  /** Every check and amount of an order, ready to be written. */
  private async prepare(owner: CartOwner, customer: SignedInCustomer | null, body: OrderPlace, view: CatalogView, idempotencyKey: string | null): Promise<OrderDraft> {
    const key = ownerKey(owner);
    const config = await this.deps.config.config();
    checkGuestCheckout(customer, config);
    const moduleId = view.moduleId;
    if (moduleId === null) throw new AppError('module_required', 'moduleId header is required');

    const source = body.source ?? 'cart';
    const campaign = source === 'buy_now' && body.buy_now?.model === 'ItemCampaign' ? await this.campaign(body.buy_now, customer, view) : null;
    const { cartIds, lines } = source === 'buy_now'
      ? { cartIds: [], lines: [campaign ? campaignLine(await this.deps.cart.buyNowLine(requireBuyNow(body), view), campaign) : await this.deps.cart.buyNowLine(requireBuyNow(body), view)] }
      : await this.deps.cart.checkoutLines(owner, moduleId, view);
    if (lines.length === 0) throw rule(ORDER_TEXTS.cart_empty);
    const storeId = lines[0]!.item.card.store_id;
    const store = await storeForOrder(this.db, storeId);
    if (!store || store.status !== 1) throw new AppError('not_found', 'Store not found');

    this.checkOrderType(body.order_type, config, store);
    const scheduleAt = await this.scheduleTime(body.schedule_at ?? null, config, store, lines);
    const address = body.order_type === 'delivery' ? await this.deliveryAddress(body, customer, store) : null;
    const contact = this.contact(body, customer, address);

    const priced: PricedLine[] = lines.map((l) => ({
      ...linePrice(l.item.source, l.choice, view.now),
      quantity: l.quantity,
      tax: { type: l.item.source.row.tax_type as 'percent' | 'amount', value: l.item.source.row.tax },
    }));
    const items = itemTotals(priced);
    const subtotal = items.itemAmount - items.itemDiscount;
    if (subtotal < store.minimum_order) throw rule(fillText(ORDER_TEXTS.minimum_order, { amount: moneyText(store.minimum_order, config) }));

    const coupon = body.coupon_code?.trim() ? await this.coupon(body.coupon_code.trim(), key, customer, store, subtotal, view.now, config) : null;
    const rate = await zoneRate(this.db, store.module_id, store.zone_id);
    if (!rate) throw rule(ORDER_TEXTS.payment_not_allowed);
    let delivery = { charge: 0, original: 0 };
    let distance = 0;
    if (address) {
      distance = await this.distance(store, address);
      const freeOver = config.free_delivery_over_status && config.free_delivery_over !== null && subtotal >= toMinor(config.free_delivery_over);
      const free = store.free_delivery === 1 || !!freeOver || coupon?.coupon_type === 'free_delivery';
      delivery = deliveryCharge(distance, deliveryRate(store, rate), free);
    }
    const discount = coupon ? couponDiscount(coupon, subtotal) : 0;
    const additional = config.additional_charge_status ? toMinor(config.additional_charge) : 0;
    const tips = address && config.dm_tips_status ? toMinor(body.dm_tips ?? 0) : 0;
    const total = subtotal - discount + items.taxAmount + delivery.charge + additional + tips;
    const amounts: OrderAmounts = {
      itemAmount: items.itemAmount, itemDiscount: items.itemDiscount, couponDiscount: discount, deliveryCharge: delivery.charge,
      originalDeliveryCharge: delivery.original, additionalCharge: additional, taxAmount: items.taxAmount, tips, total,
      walletAmount: this.walletPart(body, customer, config, total),
    };
    this.checkPayment(body, customer, config, rate, amounts);
    const offline = body.payment_method === 'offline_payment' ? await this.offlinePayment(body) : null;
    return {
      offline,
      owner, key, idempotencyKey, body, customer, store, lines, priced, lineTaxes: items.lineTaxes, amounts, coupon,
      address: address ?? contact, addressId: body.address_id ?? null, distance, scheduleAt, source: campaign ? 'campaign' : source, cartIds,
      campaignId: campaign?.id ?? null, now: this.deps.clock.now(),
    };
  }

  /** The offline method chosen and what the customer filled in: every required field, nothing unknown kept. */
  private async offlinePayment(body: OrderPlace): Promise<string> {
    const given = body.offline_payment;
    if (!given) throw invalid(ORDER_TEXTS.offline_method_required, 'offline_payment');
    const method = await offlineMethod(this.db, given.method_id);
    if (!method) throw invalid(ORDER_TEXTS.offline_method_required, 'offline_payment');
    const inputs = parseJson<{ customer_input: string; customer_placeholder: string; is_required: number }[]>(method.method_informations, []);
    const fields: Record<string, string> = {};
    for (const input of inputs) {
      const value = given.fields[input.customer_input]?.trim() ?? '';
      if (input.is_required && !value) throw invalid(fillText(ORDER_TEXTS.offline_field_required, { field: input.customer_placeholder }), input.customer_input);
      if (value) fields[input.customer_input] = value;
    }
    return JSON.stringify({ method_id: method.id, method_name: method.method_name, fields });
  }

  /** Spec §4/§5: campaign items only through Order Now, signed in, while the campaign runs. */
  private async campaign(line: NonNullable<OrderPlace['buy_now']>, customer: SignedInCustomer | null, view: CatalogView): Promise<ItemCampaignRow> {
    if (!customer) throw new AppError('unauthenticated', ORDER_TEXTS.campaign_sign_in);
    const running = await runningItemCampaigns(this.db, view, await this.deps.catalog.timeZones());
    const found = running.find((c) => c.item_id === line.item_id && (line.campaign_id === undefined || c.id === line.campaign_id));
    if (!found || !withinDailyRange(found.start_time, found.end_time, localTime(view.now, found.time_zone).minutes)) throw rule(ORDER_TEXTS.campaign_over);
    return found;
  }

  /** The answer to a placement; an order still to be paid online comes with a gateway page to pay it on. */
  private async answer(order: Row<'orders'>, body: OrderPlace, owner: CartOwner): Promise<OrderPlaced> {
    const owes = order.payment_method === 'digital_payment' && order.payment_status !== 'paid' && order.order_status === 'pending';
    if (!owes) return placedAnswer(order);
    try {
      return { ...placedAnswer(order), payment_url: await this.deps.payments.start(order, body.payment_return_path ?? '/') };
    } catch {
      // No payment page to go to: the order must not keep its stock, coupon use or wallet money.
      await this.deps.changes.cancel(owner, { order_id: order.id, reason: ORDER_TEXTS.payment_unavailable }, 'system');
      throw new AppError('upstream_error', ORDER_TEXTS.payment_unavailable);
    }
  }

  /**
   * A prescription for a pharmacy to price: no items yet, so the order owes its delivery, fees and tip,
   * in cash on delivery; the store adds the medicines. The photos are checked and stored re-encoded.
   */
  async placePrescription(owner: CartOwner, customer: SignedInCustomer | null, body: PrescriptionPlace, images: Buffer[]): Promise<OrderPlaced> {
    const storageDir = this.deps.storageDir;
    if (images.length === 0) throw invalid(PRESCRIPTION_TEXTS.none, 'order_attachment');
    if (images.length > MAX_PRESCRIPTION_IMAGES) throw invalid(PRESCRIPTION_TEXTS.too_many, 'order_attachment');
    const config = await this.deps.config.config();
    checkGuestCheckout(customer, config);
    const store = await storeForOrder(this.db, body.store_id);
    if (!store || store.status !== 1) throw new AppError('not_found', 'Store not found');
    if (!config.prescription_order_status || !store.prescription_order) throw rule(PRESCRIPTION_TEXTS.not_taken);
    const schedules = await schedulesOfStore(this.db, store.id);
    if (!store.active || !isOpenAt(schedules, store.time_zone, this.deps.clock.now())) throw rule(ORDER_TEXTS.store_closed);
    const address = await this.deliveryAddress({
      order_type: 'delivery', payment_method: 'cash_on_delivery',
      address: { address: body.address, latitude: body.latitude, longitude: body.longitude, contact_person_name: body.contact_person_name, contact_person_number: body.contact_person_number },
    }, customer, store);
    if (!address.contact_person_name || !address.contact_person_number) throw invalid(ORDER_TEXTS.contact_required, 'contact');
    const rate = await zoneRate(this.db, store.module_id, store.zone_id);
    if (!rate) throw rule(ORDER_TEXTS.payment_not_allowed);
    const distance = await this.distance(store, address);
    const delivery = deliveryCharge(distance, deliveryRate(store, rate), store.free_delivery === 1);
    const additional = config.additional_charge_status ? toMinor(config.additional_charge) : 0;
    const tips = config.dm_tips_status ? toMinor(body.dm_tips ?? 0) : 0;
    const amounts: OrderAmounts = {
      itemAmount: 0, itemDiscount: 0, couponDiscount: 0, deliveryCharge: delivery.charge, originalDeliveryCharge: delivery.original,
      additionalCharge: additional, taxAmount: 0, tips, total: delivery.charge + additional + tips, walletAmount: 0,
    };
    this.checkPayment({ order_type: 'delivery', payment_method: 'cash_on_delivery' }, customer, config, rate, amounts);
    return withStoredImages(images, storageDir, 'prescription', { maxSide: 2000 }, async (stored) => placedAnswer(await writePrescription(this.db, {
      owner, key: ownerKey(owner), customer, store, amounts, address, distance, note: body.order_note?.trim() || null,
      attachments: stored, now: this.deps.clock.now(),
    })));
  }

  private checkOrderType(type: OrderPlace['order_type'], config: Config, store: Row<'stores'>): void {
    const allowed = type === 'delivery' ? config.home_delivery_status === 1 && store.delivery === 1 : config.takeaway_status === 1 && store.take_away === 1;
    if (!allowed) throw rule(fillText(ORDER_TEXTS.order_type_not_allowed, { type: type === 'delivery' ? 'home delivery' : 'take away' }));
  }

  /** As soon as possible while the store is open, or a later time when it is open then and takes scheduled orders. */
  private async scheduleTime(at: string | null, config: Config, store: Row<'stores'>, lines: CheckoutLine[]): Promise<Date | null> {
    const now = this.deps.clock.now();
    const schedules = await schedulesOfStore(this.db, store.id);
    if (!at) {
      if (!store.active || lines.some((l) => !l.item.card.available)) throw rule(ORDER_TEXTS.store_closed);
      return null;
    }
    if (!config.schedule_order || !store.schedule_order) throw rule(ORDER_TEXTS.schedule_not_allowed);
    const when = new Date(at);
    // A minute's grace for a slot chosen just before it began.
    if (when.getTime() < now.getTime() - 60_000 || !store.active || !isOpenAt(schedules, store.time_zone, when)) {
      throw rule(ORDER_TEXTS.schedule_outside_hours);
    }
    return when;
  }

  private async deliveryAddress(body: Pick<OrderPlace, 'address' | 'address_id' | 'contact' | 'order_type' | 'payment_method'>, customer: SignedInCustomer | null, store: Row<'stores'>): Promise<OrderAddress> {
    let address: OrderAddress;
    if (body.address_id !== undefined) {
      if (!customer) throw invalid('Guests send the address itself.', 'address_id');
      const saved = await customerAddress(this.db, customer.id, body.address_id);
      if (!saved) throw new AppError('not_found', 'Address not found');
      address = { ...saved, contact_person_email: saved.contact_person_email };
    } else if (body.address) {
      const a = body.address;
      address = {
        address: a.address.trim(), latitude: a.latitude, longitude: a.longitude, address_type: a.address_type?.trim() || 'home',
        contact_person_name: a.contact_person_name?.trim() || body.contact?.contact_person_name.trim() || customerName(customer),
        contact_person_number: a.contact_person_number?.trim() || body.contact?.contact_person_number.trim() || customer?.user.phone || '',
        contact_person_email: a.contact_person_email?.trim() || body.contact?.contact_person_email.trim() || customer?.user.email || null,
        road: a.road ?? null, house: a.house ?? null, floor: a.floor ?? null,
      };
    } else {
      throw invalid(ORDER_TEXTS.address_required, 'address');
    }
    if (!address.address) throw invalid(ORDER_TEXTS.address_required, 'address');
    const zones = await this.deps.zones.zonesAt(address.latitude, address.longitude);
    if (!zones.some((z) => z.id === store.zone_id)) throw rule(ORDER_TEXTS.address_outside_zone);
    return address;
  }

  /** Who to call about the order: the delivery contact, else the guest's contact, else the customer. */
  private contact(body: OrderPlace, customer: SignedInCustomer | null, address: OrderAddress | null): OrderAddress {
    const c = body.contact;
    const name = address?.contact_person_name || c?.contact_person_name.trim() || customerName(customer);
    const phone = address?.contact_person_number || c?.contact_person_number.trim() || customer?.user.phone || '';
    const email = address?.contact_person_email || c?.contact_person_email.trim() || customer?.user.email || null;
    if (!customer && (!name || !phone || !email)) throw invalid(ORDER_TEXTS.contact_required, 'contact');
    return address ?? {
      address: '', latitude: 0, longitude: 0, address_type: 'take_away', contact_person_name: name, contact_person_number: phone,
      contact_person_email: email, road: null, house: null, floor: null,
    };
  }

  private async distance(store: Row<'stores'>, to: OrderAddress): Promise<number> {
    const d = await this.deps.geo.distance({ origin_lat: store.latitude, origin_lng: store.longitude, destination_lat: to.latitude, destination_lng: to.longitude, mode: 'driving' });
    return d.distance.value;
  }

  /** A coupon that applies to this order; its uses are counted when the order is written. */
  private async coupon(code: string, owner: string, customer: SignedInCustomer | null, store: Row<'stores'>, subtotal: number, now: Date, config: Config) {
    const coupon = await couponByCode(this.db, code);
    if (!coupon || coupon.status !== 1) throw rule(ORDER_TEXTS.coupon_not_found);
    const today = localDate(now, store.time_zone);
    if (coupon.expire_date < today) throw rule(ORDER_TEXTS.coupon_expired);
    if (coupon.start_date > today || coupon.module_id !== store.module_id) throw rule(ORDER_TEXTS.coupon_not_applicable);
    if (coupon.coupon_type === 'store_wise' && coupon.store_id !== store.id) throw rule(ORDER_TEXTS.coupon_not_applicable);
    if (coupon.coupon_type === 'zone_wise' && coupon.zone_id !== null && coupon.zone_id !== store.zone_id) throw rule(ORDER_TEXTS.coupon_not_applicable);
    if (coupon.coupon_type === 'first_order' && (!customer || (await placedOrderCount(this.db, owner)) > 0)) throw rule(ORDER_TEXTS.coupon_first_order);
    if (subtotal < coupon.min_purchase) throw rule(fillText(ORDER_TEXTS.coupon_min_purchase, { amount: moneyText(coupon.min_purchase, config) }));
    return coupon;
  }

  /** What the wallet pays: all of it, a partial payment's share, or nothing. */
  private walletPart(body: OrderPlace, customer: SignedInCustomer | null, config: Config, total: number): number {
    if (body.payment_method === 'wallet') return total;
    if (!body.partial_payment) return 0;
    if (!customer || !config.customer_wallet_status || !config.partial_payment_status) throw rule(ORDER_TEXTS.payment_not_allowed);
    const method = config.partial_payment_method;
    const second = body.payment_method === 'cash_on_delivery' ? 'cod' : body.payment_method;
    if (method !== 'both' && method !== second) throw rule(ORDER_TEXTS.payment_not_allowed);
    return Math.min(customer.user.wallet_balance, total);
  }

  private checkPayment(body: Pick<OrderPlace, 'payment_method' | 'order_type'>, customer: SignedInCustomer | null, config: Config, zone: NonNullable<Awaited<ReturnType<typeof zoneRate>>>, amounts: OrderAmounts): void {
    const allowed: Record<OrderPlace['payment_method'], boolean> = {
      cash_on_delivery: config.cash_on_delivery && zone.cash_on_delivery === 1,
      digital_payment: config.digital_payment && zone.digital_payment === 1 && this.deps.payments.usable,
      offline_payment: config.offline_payment_status === 1 && zone.offline_payment === 1,
      wallet: !!customer && config.customer_wallet_status === 1,
    };
    if (!allowed[body.payment_method]) throw rule(ORDER_TEXTS.payment_not_allowed);
    const rest = amounts.total - amounts.walletAmount;
    if (body.payment_method === 'cash_on_delivery' && zone.maximum_cod_order_amount !== null && zone.maximum_cod_order_amount > 0 && rest > zone.maximum_cod_order_amount) {
      throw rule(ORDER_TEXTS.cod_ceiling);
    }
  }
}

/** A campaign line costs the campaign's price with its discount: the item's own, the store's and flash prices do not apply. */
function campaignLine(line: CheckoutLine, c: ItemCampaignRow): CheckoutLine {
  const row = { ...line.item.source.row, price: c.price, discount: c.discount, discount_type: c.discount_type, store_discount: null, store_discount_type: null };
  return { ...line, item: { ...line.item, source: { ...line.item.source, row, flash: undefined } } };
}

/** Spec §1: guests order only when guest checkout is switched on. */
function checkGuestCheckout(customer: SignedInCustomer | null, config: Config): void {
  if (!customer && config.guest_checkout_status !== 1) throw new AppError('unauthenticated', ORDER_TEXTS.guest_checkout_off);
}

/** The store's own delivery rates where it has them, else its zone's for the module, with the zone's surge. */
function deliveryRate(store: Row<'stores'>, rate: NonNullable<Awaited<ReturnType<typeof zoneRate>>>): DeliveryRate {
  return {
    perKm: store.per_km_shipping_charge ?? rate.per_km_shipping_charge,
    minimum: store.minimum_shipping_charge ?? rate.minimum_shipping_charge,
    maximum: store.maximum_shipping_charge ?? rate.maximum_shipping_charge,
    surgePercent: rate.increased_delivery_fee_status ? rate.increased_delivery_fee : 0,
  };
}

function requireBuyNow(body: OrderPlace): NonNullable<OrderPlace['buy_now']> {
  if (!body.buy_now) throw invalid('buy_now is required when source is buy_now.', 'buy_now');
  return body.buy_now;
}

const customerName = (c: SignedInCustomer | null) => (c ? `${c.user.f_name} ${c.user.l_name}`.trim() : '');

/** The amounts in major units, as the API shows money. */
export function totalsOf(a: OrderAmounts): OrderTotals {
  return {
    item_amount: toMajor(a.itemAmount),
    item_discount: toMajor(a.itemDiscount),
    coupon_discount: toMajor(a.couponDiscount),
    delivery_charge: toMajor(a.deliveryCharge),
    original_delivery_charge: toMajor(a.originalDeliveryCharge),
    additional_charge: toMajor(a.additionalCharge),
    tax_amount: toMajor(a.taxAmount),
    dm_tips: toMajor(a.tips),
    order_amount: toMajor(a.total),
    wallet_amount: toMajor(a.walletAmount),
  };
}

/** The stored amounts of an order, in major units. */
export function rowTotals(order: Row<'orders'>): OrderTotals {
  return totalsOf({
    itemAmount: order.item_amount, itemDiscount: order.item_discount, couponDiscount: order.coupon_discount,
    deliveryCharge: order.delivery_charge, originalDeliveryCharge: order.original_delivery_charge, additionalCharge: order.additional_charge,
    taxAmount: order.tax_amount, tips: order.dm_tips, total: order.order_amount, walletAmount: order.wallet_amount,
  });
}

export function placedAnswer(order: Row<'orders'>): OrderPlaced {
  return { message: ORDER_TEXTS.placed, order_id: order.id, order_status: order.order_status, payment_status: order.payment_status, totals: rowTotals(order) };
}
