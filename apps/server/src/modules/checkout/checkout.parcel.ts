import { type Config, type ParcelOrderPlace, type ParcelQuote } from '@storefront/contract';
import { requestHash } from '../../lib/request-hash.js';
import type { SignedInCustomer } from '../auth/auth.tokens.js';
import { ownerKey, type CartOwner } from '../cart/cart.owner.js';
import type { OrderAmounts } from '../orders/orders.mapper.js';
import { toParcelQuote } from '../parcel/parcel.mapper.js';
import { priceParcel } from '../parcel/parcel.pricing.js';
import type { ParcelCategoryRow } from '../parcel/parcel.repository.js';
import type { DeliveryTerms } from '../zones/zones.mapper.js';
import { checkOrdering, checkPayment, paymentAllowed, walletPart } from './checkout.payment.js';
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
 * A parcel as an order: the guest rule, the parcel's own checks and price (the parcel module's),
 * then the payment rules as for any order. Preview and placing share it.
 */
export async function prepareParcel(deps: CheckoutDeps, req: ParcelRequest): Promise<ParcelDraft> {
  const { body, customer } = req;
  const config = await deps.config.config();
  checkOrdering(customer, config);
  const price = await priceParcel(deps, body, config);
  const amounts: OrderAmounts = {
    itemAmount: 0, itemDiscount: 0, couponDiscount: 0, referralDiscount: 0, cashback: 0, deliveryCharge: price.delivery.charge, originalDeliveryCharge: price.delivery.original,
    additionalCharge: 0, taxAmount: 0, tips: price.tips, total: price.total, walletAmount: walletPart({ payment_method: body.payment_method }, customer, config, price.total),
  };
  checkPayment(deps, body.payment_method, customer, config, price.terms, amounts);
  const quote = toParcelQuote(price, body.charge_payer, payerMethods(deps, body.charge_payer, customer, config, price.terms));
  return {
    owner: req.owner, key: ownerKey(req.owner), idempotencyKey: req.idempotencyKey, idempotencyHash: req.idempotencyKey ? requestHash(body) : null,
    paymentMethod: body.payment_method, chargePayer: body.charge_payer, deliveryInstruction: body.delivery_instruction?.trim() || null, customer,
    category: price.category, zoneId: price.zoneId, sender: price.sender, receiver: price.receiver, distance: price.distance, amounts, quote, now: deps.clock.now(),
  };
}

/** The receiver pays cash at the door; the sender as the business and the zone allow. */
function payerMethods(deps: CheckoutDeps, payer: ParcelOrderPlace['charge_payer'], customer: SignedInCustomer | null, config: Config, terms: DeliveryTerms): string[] {
  const methods = payer === 'receiver' ? (['cash_on_delivery'] as const) : (['cash_on_delivery', 'wallet', 'digital_payment'] as const);
  return methods.filter((m) => paymentAllowed(deps, m, customer, config, terms));
}
