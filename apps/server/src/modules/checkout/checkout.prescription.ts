import { MAX_PRESCRIPTION_IMAGES, ORDER_TEXTS, orderTotal, PRESCRIPTION_TEXTS, type PrescriptionPlace } from '@storefront/contract';
import { invalid, rule } from '../../lib/errors.js';
import { isOpenAt } from '../../lib/schedule.js';
import type { SignedInCustomer } from '../auth/auth.tokens.js';
import { ownerKey, type CartOwner } from '../cart/cart.owner.js';
import type { OrderAmounts } from '../orders/orders.mapper.js';
import { deliveryAddress } from './checkout.address.js';
import { checkOrdering, checkPayment } from './checkout.payment.js';
import { deliveryFee, listedStore, serviceFee, tipsOf, zoneTerms } from './checkout.prepare.js';
import { schedulesOfStore } from './checkout.repository.js';
import type { CheckoutDeps, PrescriptionDraft } from './checkout.types.js';

export interface PrescriptionRequest {
  owner: CartOwner;
  customer: SignedInCustomer | null;
  body: PrescriptionPlace;
  /** How many photos came; they are stored only once the order is ready to be written. */
  imageCount: number;
}

/**
 * A prescription's checks and price, by the steps an order's take (store, zone terms, delivery fee by
 * distance, service fee, tip, payment): no items yet, so the order owes its delivery, fees and tip, in
 * cash on delivery; the store adds the medicines. The photos are added to the draft once stored.
 */
export async function preparePrescription(deps: CheckoutDeps, req: PrescriptionRequest): Promise<Omit<PrescriptionDraft, 'attachments'>> {
  const { owner, customer, body } = req;
  if (req.imageCount === 0) throw invalid(PRESCRIPTION_TEXTS.none, 'order_attachment');
  if (req.imageCount > MAX_PRESCRIPTION_IMAGES) throw invalid(PRESCRIPTION_TEXTS.too_many, 'order_attachment');
  const config = await deps.config.config();
  checkOrdering(customer, config);
  const store = await listedStore(deps, body.store_id);
  if (!config.prescription_order_status || !store.prescription_order) throw rule(PRESCRIPTION_TEXTS.not_taken);
  const schedules = await schedulesOfStore(deps.db, store.id);
  if (!store.active || !isOpenAt(schedules, store.time_zone, deps.clock.now())) throw rule(ORDER_TEXTS.store_closed);
  const address = await deliveryAddress(deps, {
    address: { address: body.address, latitude: body.latitude, longitude: body.longitude, contact_person_name: body.contact_person_name, contact_person_number: body.contact_person_number },
  }, customer, store);
  if (!address.contact_person_name || !address.contact_person_number) throw invalid(ORDER_TEXTS.contact_required, 'contact');
  const terms = await zoneTerms(deps, store, address);
  const { delivery, distance } = await deliveryFee(deps, store, terms, address, store.free_delivery === 1);
  const additional = serviceFee(config);
  const tips = tipsOf(config, body.dm_tips, true);
  const amounts: OrderAmounts = {
    itemAmount: 0, itemDiscount: 0, couponDiscount: 0, referralDiscount: 0, cashback: 0, deliveryCharge: delivery.charge, originalDeliveryCharge: delivery.original,
    additionalCharge: additional, taxAmount: 0, tips, walletAmount: 0,
    total: orderTotal({ subtotal: 0, couponDiscount: 0, tax: 0, delivery: delivery.charge, serviceFee: additional, tips }),
  };
  checkPayment(deps, 'cash_on_delivery', customer, config, terms, amounts);
  return { owner, key: ownerKey(owner), customer, store, amounts, address, distance, note: body.order_note?.trim() || null, now: deps.clock.now() };
}
