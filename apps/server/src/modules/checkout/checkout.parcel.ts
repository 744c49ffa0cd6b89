import { deliveryCharge, orderTotal, PARCEL_TEXTS, parcelRates, type Config, type ParcelOrderPlace, type ParcelParty, type ParcelQuote } from '@storefront/contract';
import { AppError, invalid, rule } from '../../lib/errors.js';
import { toMajor, toMinor } from '../../lib/money.js';
import { normalizePhone } from '../../lib/phone.js';
import { requestHash } from '../../lib/request-hash.js';
import type { SignedInCustomer } from '../auth/auth.tokens.js';
import { ownerKey, type CartOwner } from '../cart/cart.owner.js';
import type { OrderAmounts } from '../orders/orders.mapper.js';
import type { DeliveryTerms } from '../zones/zones.mapper.js';
import { checkGuestCheckout, checkPayment, paymentAllowed, walletPart } from './checkout.payment.js';
import { parcelCategoryForOrder, type ParcelCategoryRow } from './checkout.repository.js';
import type { CheckoutDeps, OrderAddress } from './checkout.types.js';

export interface ParcelRequest {
  owner: CartOwner;
  customer: SignedInCustomer | null;
  body: ParcelOrderPlace;
  idempotencyKey: string | null;
}

/** Everything a parcel order needs to be written, every check passed and every amount worked out. */
export interface ParcelDraft {
  owner: CartOwner;
  key: string;
  idempotencyKey: string | null;
  idempotencyHash: string | null;
  paymentMethod: ParcelOrderPlace['payment_method'];
  chargePayer: ParcelOrderPlace['charge_payer'];
  deliveryInstruction: string | null;
  customer: SignedInCustomer | null;
  category: ParcelCategoryRow;
  /** The sender's zone, where a courier takes the parcel up. */
  zoneId: number;
  sender: OrderAddress;
  receiver: OrderAddress;
  /** Metres, as other orders keep it. */
  distance: number;
  amounts: OrderAmounts;
  quote: ParcelQuote;
  now: Date;
}

/**
 * A parcel's checks and price: both points where the parcel module serves, the distance between them
 * by the geo service (never the client's), max(minimum, km × per km) by the category's rates or the
 * config's, with the sender's zone's surge, and the tip. Preview and placing share it.
 */
export async function prepareParcel(deps: CheckoutDeps, req: ParcelRequest): Promise<ParcelDraft> {
  const { body, customer } = req;
  const config = await deps.config.config();
  checkGuestCheckout(customer, config);
  const sender = party(body.address);
  const receiver = party(body.receiver_details);
  const category = await parcelCategoryForOrder(deps.db, body.parcel_category_id);
  if (!category) throw new AppError('not_found', PARCEL_TEXTS.category_not_found);
  const from = await parcelZone(deps, category.module_id, sender);
  if (!from) throw rule(PARCEL_TEXTS.sender_out_of_zone);
  if (!(await parcelZone(deps, category.module_id, receiver))) throw rule(PARCEL_TEXTS.receiver_out_of_zone);
  if (body.charge_payer === 'receiver' && body.payment_method !== 'cash_on_delivery') throw rule(PARCEL_TEXTS.receiver_pays_cash);

  const measured = await deps.location.distance({
    origin_lat: sender.latitude, origin_lng: sender.longitude, destination_lat: receiver.latitude, destination_lng: receiver.longitude, mode: 'driving',
  });
  const km = Math.round(measured.distance.value / 100) / 10;
  const rates = parcelRates(category, {
    parcel_per_km_shipping_charge: toMinor(config.parcel_per_km_shipping_charge),
    parcel_minimum_shipping_charge: toMinor(config.parcel_minimum_shipping_charge),
  });
  const delivery = deliveryCharge(km * 1000, { ...rates, maximum: null, surgePercent: from.terms.surgePercent }, false);
  const tips = config.dm_tips_status ? toMinor(body.dm_tips ?? 0) : 0;
  const total = orderTotal({ subtotal: 0, couponDiscount: 0, tax: 0, delivery: delivery.charge, serviceFee: 0, tips });
  const amounts: OrderAmounts = {
    itemAmount: 0, itemDiscount: 0, couponDiscount: 0, referralDiscount: 0, cashback: 0, deliveryCharge: delivery.charge, originalDeliveryCharge: delivery.original,
    additionalCharge: 0, taxAmount: 0, tips, total, walletAmount: walletPart({ payment_method: body.payment_method }, customer, config, total),
  };
  checkPayment(deps, body.payment_method, customer, config, from.terms, amounts);
  const quote: ParcelQuote = {
    parcel_category_id: category.id, distance: km, per_km_charge: toMajor(rates.perKm), minimum_charge: toMajor(rates.minimum),
    delivery_charge: toMajor(delivery.charge), dm_tips: toMajor(tips), order_amount: toMajor(total), charge_payer: body.charge_payer,
    payment_methods: payerMethods(deps, body.charge_payer, customer, config, from.terms),
  };
  return {
    owner: req.owner, key: ownerKey(req.owner), idempotencyKey: req.idempotencyKey, idempotencyHash: req.idempotencyKey ? requestHash(body) : null,
    paymentMethod: body.payment_method, chargePayer: body.charge_payer, deliveryInstruction: body.delivery_instruction?.trim() || null, customer, category, zoneId: from.zoneId,
    sender, receiver, distance: measured.distance.value, amounts, quote, now: deps.clock.now(),
  };
}

/** The smallest zone at the point where the parcel module serves, with its terms; null outside them all. */
async function parcelZone(deps: CheckoutDeps, moduleId: number, at: OrderAddress): Promise<{ zoneId: number; terms: DeliveryTerms } | null> {
  for (const zoneId of await deps.zones.zoneIdsAt(at.latitude, at.longitude)) {
    const terms = await deps.zones.deliveryTerms(moduleId, zoneId);
    if (terms) return { zoneId, terms };
  }
  return null;
}

/** The receiver pays cash at the door; the sender as the business and the zone allow. */
function payerMethods(deps: CheckoutDeps, payer: ParcelOrderPlace['charge_payer'], customer: SignedInCustomer | null, config: Config, terms: DeliveryTerms): string[] {
  const methods = payer === 'receiver' ? (['cash_on_delivery'] as const) : (['cash_on_delivery', 'wallet', 'digital_payment'] as const);
  return methods.filter((m) => paymentAllowed(deps, m, customer, config, terms));
}

/** One end of the ride as kept with the order: trimmed, each party named and reachable, the phone with its plus. */
function party(p: ParcelParty): OrderAddress {
  const address = p.address.trim();
  const name = p.contact_person_name.trim();
  const phone = p.contact_person_number.trim();
  if (!address) throw invalid(PARCEL_TEXTS.address_required, 'address');
  if (!name) throw invalid(PARCEL_TEXTS.name_required, 'contact_person_name');
  if (!phone) throw invalid(PARCEL_TEXTS.phone_required, 'contact_person_number');
  return {
    address, latitude: p.latitude, longitude: p.longitude, address_type: 'parcel', contact_person_name: name,
    contact_person_number: normalizePhone(phone) ?? (phone.startsWith('+') ? phone : `+${phone.replace(/^0+/, '')}`),
    contact_person_email: p.contact_person_email?.trim() || null, road: p.road?.trim() || null, house: p.house?.trim() || null, floor: p.floor?.trim() || null,
  };
}
