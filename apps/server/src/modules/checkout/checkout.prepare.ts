import {
  couponDiscount, deliveryCharge, fillText, itemTotals, ORDER_TEXTS, orderTotal, referralDiscount, type Config, type DeliveryRate, type ItemTotals,
  type OrderPlace, type PricedLine,
} from '@storefront/contract';
import { AppError, invalid, rule } from '../../lib/errors.js';
import { moneyText, toMinor } from '../../lib/money.js';
import { requestHash } from '../../lib/request-hash.js';
import { isOpenAt } from '../../lib/schedule.js';
import type { SignedInCustomer } from '../auth/auth.tokens.js';
import type { CampaignPrice } from '../campaigns/campaigns.service.js';
import { linePrice } from '../cart/cart.lines.js';
import { ownerKey, type CartOwner } from '../cart/cart.owner.js';
import type { CheckoutLine } from '../cart/cart.service.js';
import type { CatalogView } from '../catalog/catalog.view.js';
import { newCustomerDiscount } from '../profile/profile.mapper.js';
import { placedOrderCount } from '../profile/profile.repository.js';
import type { OrderAmounts } from '../orders/orders.mapper.js';
import type { DeliveryTerms } from '../zones/zones.mapper.js';
import { deliveryAddress, deliveryDistance, orderContact } from './checkout.address.js';
import { applicableCoupon } from './checkout.coupon.js';
import { checkOrdering, checkPayment, offlinePayment, walletPart } from './checkout.payment.js';
import { storeForOrder, type CouponRow, type OrderStoreRow } from './checkout.repository.js';
import type { CheckoutDeps, OrderAddress, OrderDraft } from './checkout.types.js';

export interface CheckoutRequest {
  owner: CartOwner;
  customer: SignedInCustomer | null;
  body: OrderPlace;
  view: CatalogView;
  idempotencyKey: string | null;
  /**
   * Only the amounts are wanted (a preview): who to call and the offline payment's inputs change no
   * amount, so a guest sees the fees as soon as the address is known, before typing a contact.
   */
  amountsOnly?: boolean;
}

/**
 * Every check and amount of an order, ready to be written: the same steps answer a preview and a
 * placement, so what the preview shows is what placing the order charges.
 */
export async function prepareOrder(deps: CheckoutDeps, req: CheckoutRequest): Promise<OrderDraft> {
  const { owner, customer, body, view } = req;
  const config = await deps.config.config();
  checkOrdering(customer, config);
  const { lines, cartIds, campaign } = await orderLines(deps, req);
  const store = await orderStore(deps, lines);
  checkOrderType(body.order_type, config, store);
  const scheduleAt = scheduleTime(deps, body.schedule_at ?? null, config, store, lines);
  const address = body.order_type === 'delivery' ? await deliveryAddress(deps, body, customer, store) : null;
  const contact = orderContact(body, customer, address, !req.amountsOnly);

  const { priced, items, subtotal } = priceLines(lines, view.now, config.default_tax);
  if (subtotal < store.minimum_order) throw rule(fillText(ORDER_TEXTS.minimum_order, { amount: moneyText(store.minimum_order, config) }));
  const coupon = body.coupon_code?.trim()
    ? await applicableCoupon(deps, body.coupon_code.trim(), customer, store, subtotal, view.now, config)
    : null;
  const terms = await zoneTerms(deps, store, address);
  const { delivery, distance } = await deliveryFee(deps, store, terms, address, freeDelivery(store, subtotal, coupon, config));
  const referral = await referralTerms(deps, customer, config);
  const amounts = await orderAmounts(deps, body, customer, config, { items, subtotal, coupon, referral, delivery, tipped: address !== null });
  checkPayment(deps, body.payment_method, customer, config, terms, amounts);
  const offline = body.payment_method === 'offline_payment' && !req.amountsOnly ? await offlinePayment(deps, body) : null;
  return {
    offline, owner, key: ownerKey(owner), idempotencyKey: req.idempotencyKey, idempotencyHash: req.idempotencyKey ? requestHash(body) : null,
    orderType: body.order_type, paymentMethod: body.payment_method, note: body.order_note?.trim() || null, customer, store, lines, priced, lineTaxes: items.lineTaxes, amounts,
    coupon, address: address ?? contact, addressId: body.address_id ?? null, distance, scheduleAt, source: campaign ? 'campaign' : body.source ?? 'cart',
    cartIds, campaignId: campaign?.id ?? null, cashbackId: amounts.cashback > 0 ? amounts.cashbackId : null, now: deps.clock.now(),
  };
}

/** is_valid_for_discount: a customer who signed up with a referral code has the new customer's discount on the first order. */
async function referralTerms(deps: CheckoutDeps, customer: SignedInCustomer | null, config: Config): Promise<{ type: 'percent' | 'amount'; amount: number } | null> {
  if (!customer || customer.user.ref_by === null) return null;
  const orderCount = await placedOrderCount(deps.db, customer.id);
  const terms = newCustomerDiscount(customer.user, { orderCount, config }, deps.clock.now());
  if (!terms.is_valid_for_discount) return null;
  return { type: terms.discount_amount_type, amount: terms.discount_amount_type === 'amount' ? toMinor(terms.discount_amount) : terms.discount_amount };
}

/** The cart of the module, or the one Buy Now item (at its campaign's price for a campaign's Order Now). */
async function orderLines(deps: CheckoutDeps, { owner, customer, body, view }: CheckoutRequest): Promise<{ lines: CheckoutLine[]; cartIds: number[]; campaign: CampaignPrice | null }> {
  if (view.moduleId === null) throw new AppError('module_required', 'moduleId header is required');
  let result: { lines: CheckoutLine[]; cartIds: number[]; campaign: CampaignPrice | null };
  if ((body.source ?? 'cart') === 'buy_now') {
    if (!body.buy_now) throw invalid('buy_now is required when source is buy_now.', 'buy_now');
    const campaign = body.buy_now.model === 'ItemCampaign' ? await runningCampaign(deps, body.buy_now, customer, view) : null;
    const line = await deps.cart.buyNowLine(body.buy_now, view);
    result = { lines: [campaign ? campaignLine(line, campaign) : line], cartIds: [], campaign };
  } else {
    result = { ...(await deps.cart.checkoutLines(owner, view.moduleId, view)), campaign: null };
  }
  if (result.lines.length === 0) throw rule(ORDER_TEXTS.cart_empty);
  return result;
}

/** Campaign items only through Order Now, signed in, while the campaign runs. */
async function runningCampaign(deps: CheckoutDeps, line: NonNullable<OrderPlace['buy_now']>, customer: SignedInCustomer | null, view: CatalogView): Promise<CampaignPrice> {
  if (!customer) throw new AppError('unauthenticated', ORDER_TEXTS.campaign_sign_in);
  const found = await deps.campaigns.orderable(view, line.item_id, line.campaign_id);
  if (!found) throw rule(ORDER_TEXTS.campaign_over);
  return found;
}

/** A campaign line costs the campaign's price with its discount: the item's own, the store's and flash prices do not apply. */
function campaignLine(line: CheckoutLine, c: CampaignPrice): CheckoutLine {
  const row = { ...line.item.source.row, price: c.price, discount: c.discount, discount_type: c.discountType, store_discount: null, store_discount_type: null };
  return { ...line, item: { ...line.item, source: { ...line.item.source, row, flash: undefined } } };
}

/** The store every line comes from; it must still be listed. */
async function orderStore(deps: CheckoutDeps, lines: CheckoutLine[]): Promise<OrderStoreRow> {
  return listedStore(deps, lines[0]!.item.card.store_id);
}

/** The store an order is placed with; one that is not listed is not found. */
export async function listedStore(deps: Pick<CheckoutDeps, 'db'>, storeId: number): Promise<OrderStoreRow> {
  const store = await storeForOrder(deps.db, storeId);
  if (!store || store.status !== 1 || store.module_live !== 1) throw new AppError('not_found', 'Store not found');
  return store;
}

/**
 * The delivery terms of the store's module at the drop-off: the smallest zone there, within the store's,
 * that the module serves (the store's own zone for take-away); without them the zone takes no orders of it.
 */
export async function zoneTerms(deps: Pick<CheckoutDeps, 'zones'>, store: OrderStoreRow, dropOff: OrderAddress | null): Promise<DeliveryTerms> {
  const terms = await deps.zones.deliveryTermsTo(store.module_id, store.zone_id, dropOff);
  if (!terms) throw rule(ORDER_TEXTS.payment_not_allowed);
  return terms;
}

function checkOrderType(type: OrderPlace['order_type'], config: Config, store: OrderStoreRow): void {
  const allowed = type === 'delivery' ? config.home_delivery_status === 1 && store.delivery === 1 : config.takeaway_status === 1 && store.take_away === 1;
  if (!allowed) throw rule(fillText(ORDER_TEXTS.order_type_not_allowed, { type: type === 'delivery' ? 'home delivery' : 'take away' }));
}

/**
 * As soon as possible while the store is open, or a later time when it is open then and takes scheduled
 * orders. The store's hours came with the lines' items (every line is of this store).
 */
function scheduleTime(deps: CheckoutDeps, at: string | null, config: Config, store: OrderStoreRow, lines: CheckoutLine[]): Date | null {
  const now = deps.clock.now();
  const schedules = lines[0]!.item.source.schedules;
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

/**
 * Each line at the server's price now, with its tax: the item's own, else the business's default percent;
 * the subtotal is what the items cost after their discounts.
 */
export function priceLines(lines: CheckoutLine[], now: Date, defaultTax = 0): { priced: PricedLine[]; items: ItemTotals; subtotal: number } {
  const priced: PricedLine[] = lines.map((l) => ({
    ...linePrice(l.item.source, l.choice, now),
    quantity: l.quantity,
    tax: l.item.source.row.tax > 0
      ? { type: l.item.source.row.tax_type as 'percent' | 'amount', value: l.item.source.row.tax }
      : { type: 'percent' as const, value: defaultTax },
  }));
  const items = itemTotals(priced);
  return { priced, items, subtotal: items.itemAmount - items.itemDiscount };
}

/** An order's delivery is free over the business's threshold, from a free-delivery store or with a free-delivery coupon. */
function freeDelivery(store: OrderStoreRow, subtotal: number, coupon: CouponRow | null, config: Config): boolean {
  const freeOver = config.free_delivery_over_status && config.free_delivery_over !== null && subtotal >= toMinor(config.free_delivery_over);
  return store.free_delivery === 1 || !!freeOver || coupon?.coupon_type === 'free_delivery';
}

/** The delivery fee by the distance from the store (nothing without an address to deliver to), unless it is free. */
export async function deliveryFee(
  deps: Pick<CheckoutDeps, 'location'>, store: OrderStoreRow, terms: DeliveryTerms, address: OrderAddress | null, free: boolean,
): Promise<{ delivery: { charge: number; original: number }; distance: number }> {
  if (!address) return { delivery: { charge: 0, original: 0 }, distance: 0 };
  const distance = await deliveryDistance(deps, store, address);
  return { delivery: deliveryCharge(distance, deliveryRate(store, terms), free), distance };
}

/** The business's additional charge (service fee), while it is switched on. */
export const serviceFee = (config: Config): number => (config.additional_charge_status ? toMinor(config.additional_charge) : 0);

/** The courier's tip, while tips are switched on and there is a courier to tip (a delivery). */
export const tipsOf = (config: Config, dmTips: number | undefined, tipped: boolean): number => (tipped && config.dm_tips_status ? toMinor(dmTips ?? 0) : 0);

/** The store's own delivery rates where it has them, else its zone's for the module, with the zone's surge. */
export function deliveryRate(store: OrderStoreRow, terms: DeliveryTerms): DeliveryRate {
  return {
    perKm: store.per_km_shipping_charge ?? terms.perKm,
    minimum: store.minimum_shipping_charge ?? terms.minimum,
    maximum: store.maximum_shipping_charge ?? terms.maximum,
    surgePercent: terms.surgePercent,
  };
}

interface PricedOrder {
  items: ItemTotals;
  subtotal: number;
  coupon: CouponRow | null;
  referral: { type: 'percent' | 'amount'; amount: number } | null;
  delivery: { charge: number; original: number };
  /** Only a delivery has a courier to tip. */
  tipped: boolean;
}

/**
 * Every amount of the order: items after discounts, coupon, the new customer's discount, tax, delivery, the
 * service fee and tips, the wallet's part, and the cashback the items earn on delivery (into the wallet, so
 * only while the wallet is on).
 */
async function orderAmounts(
  deps: CheckoutDeps, body: OrderPlace, customer: SignedInCustomer | null, config: Config, p: PricedOrder,
): Promise<OrderAmounts & { cashbackId: number | null }> {
  const discount = p.coupon ? couponDiscount(p.coupon, p.subtotal, config.digit_after_decimal_point) : 0;
  const referral = p.referral ? referralDiscount(p.subtotal - discount, p.referral) : 0;
  const additional = serviceFee(config);
  const tips = tipsOf(config, body.dm_tips, p.tipped);
  const total = orderTotal({
    subtotal: p.subtotal, couponDiscount: discount, referralDiscount: referral, tax: p.items.taxAmount, delivery: p.delivery.charge, serviceFee: additional, tips,
  });
  const cashback = customer && config.customer_wallet_status === 1
    ? await deps.offers.cashbackFor({ userId: customer.id }, p.subtotal - discount - referral, deps.clock.now())
    : null;
  return {
    itemAmount: p.items.itemAmount, itemDiscount: p.items.itemDiscount, couponDiscount: discount, referralDiscount: referral, deliveryCharge: p.delivery.charge,
    originalDeliveryCharge: p.delivery.original, additionalCharge: additional, taxAmount: p.items.taxAmount, tips, total,
    walletAmount: walletPart(body, customer, config, total), cashback: cashback?.cashback ?? 0, cashbackId: cashback?.id ?? null,
  };
}
