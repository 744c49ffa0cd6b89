import { ORDER_TEXTS } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Row } from '../../db/database.js';
import { rule } from '../../lib/errors.js';
import { deleteCarts } from '../cart/cart.repository.js';
import type { CheckoutLine } from '../cart/cart.service.js';
import { keptItem } from '../orders/orders.mapper.js';
import { openOrder } from '../orders/orders.states.js';
import { takeReferralDiscount } from '../profile/profile.repository.js';
import { debitWallet } from '../wallet/wallet.repository.js';
import { lockItems, takeFlashSales, takeStock, type FlashLine, type StockLine } from '../inventory/inventory.stock.js';
import { insertDetails } from '../orders/orders.repository.js';
import { redeemCouponForOwner, redeemCouponTotal } from '../offers/offers.repository.js';
import { couponRefused } from './checkout.coupon.js';
import type { ParcelDraft } from './checkout.parcel.js';
import type { OrderDraft, PrescriptionDraft } from './checkout.types.js';

/**
 * Writes the order inside the caller's transaction; any condition that fails throws, and the caller's
 * transaction rolls all of it back. What it takes, it takes in the global lock order (see
 * inventory.stock): items by id, then flash sales, the coupon, the referral discount and the wallet.
 */
export async function writeOrder(trx: Db, d: OrderDraft): Promise<Row<'orders'>> {
  const now = d.now.toISOString();
  const a = d.amounts;
  const paid = a.walletAmount >= a.total;
  const stock = d.lines.map(stockLine);
  const flash = d.lines.flatMap(flashLine);
  await lockItems(trx, stock.map((l) => l.itemId));
  const order = await openOrder(trx, {
    user_id: d.customer?.id ?? null,
    guest_id: d.owner.guestId,
    owner: d.key,
    idempotency_key: d.idempotencyKey,
    idempotency_hash: d.idempotencyHash,
    store_id: d.store.id,
    module_id: d.store.module_id,
    zone_id: d.store.zone_id,
    order_type: d.orderType,
    payment_method: d.paymentMethod,
    item_amount: a.itemAmount,
    item_discount: a.itemDiscount,
    coupon_code: d.coupon?.code ?? null,
    coupon_discount: a.couponDiscount,
    referral_discount: a.referralDiscount,
    cashback_id: d.cashbackId,
    cashback_amount: a.cashback,
    delivery_charge: a.deliveryCharge,
    original_delivery_charge: a.originalDeliveryCharge,
    additional_charge: a.additionalCharge,
    tax_amount: a.taxAmount,
    dm_tips: a.tips,
    order_amount: a.total,
    wallet_amount: a.walletAmount,
    distance: d.distance,
    delivery_address: JSON.stringify(d.address),
    delivery_address_id: d.addressId,
    scheduled: d.scheduleAt ? 1 : 0,
    schedule_at: (d.scheduleAt ?? d.now).toISOString(),
    order_note: d.note,
    source: d.source,
    cancellation_reason: null,
    canceled_by: null,
    payment_reference: null,
    offline_payment: d.offline,
    created_at: now,
    updated_at: now,
  }, paid ? 'paid' : a.walletAmount > 0 ? 'partially_paid' : 'unpaid', d.source === 'cart' && d.cartIds.length > 0);
  await insertDetails(trx, d.lines.map((l, i) => ({
    order_id: order.id,
    item_id: l.item.card.id,
    item_campaign_id: d.campaignId,
    item_details: keptItem(l.item.card, l.item.source.row.image, d.priced[i]!.tax),
    quantity: l.quantity,
    price: d.priced[i]!.unit,
    original_price: d.priced[i]!.original,
    variation: JSON.stringify(l.choice.variation),
    add_ons: JSON.stringify(l.choice.addOns),
    add_ons_price: d.priced[i]!.addOns,
    tax_amount: d.lineTaxes[i] ?? 0,
    flash_sale_id: d.campaignId === null ? l.item.source.flash?.flash_sale_id ?? null : null,
    created_at: now,
  })));
  if (!(await takeStock(trx, stock))) throw rule(ORDER_TEXTS.out_of_stock);
  // Bought at a flash price: the sale's own stock must hold it too (flash stock 0 is Out of Stock).
  if (!(await takeFlashSales(trx, flash))) throw rule(ORDER_TEXTS.out_of_stock);
  if (d.coupon) {
    const perOwner = d.coupon.usage_limit && d.coupon.usage_limit > 0 ? d.coupon.usage_limit : null;
    if (!(await redeemCouponForOwner(trx, d.coupon.id, d.key, perOwner))) throw couponRefused(ORDER_TEXTS.coupon_used_up, 'coupon_used_up');
    if (!(await redeemCouponTotal(trx, d.coupon.id))) throw couponRefused(ORDER_TEXTS.coupon_exhausted, 'coupon_exhausted');
  }
  // The new customer's discount goes with one order at a time.
  if (a.referralDiscount > 0 && (!d.customer || !(await takeReferralDiscount(trx, d.customer.id, order.id)))) throw rule(ORDER_TEXTS.referral_used);
  if (a.walletAmount > 0) {
    if (!d.customer || (await debitWallet(trx, { userId: d.customer.id, amount: a.walletAmount, type: 'order_place', reference: `order:${order.id}`, now })) === null) {
      throw rule(ORDER_TEXTS.insufficient_wallet);
    }
  }
  if (d.source === 'cart') await deleteCarts(trx, d.cartIds);
  return order;
}

const stockLine = (l: CheckoutLine): StockLine => ({ itemId: l.item.card.id, quantity: l.quantity, food: l.item.card.module_type === 'food', variation: l.choice.variation });

const flashLine = (l: CheckoutLine): FlashLine[] => {
  const sale = l.item.source.flash;
  return sale ? [{ flashSaleId: sale.flash_sale_id, itemId: l.item.card.id, quantity: l.quantity }] : [];
};

/** A prescription order: no items or stock yet, only what delivering it costs. */
export async function writePrescription(trx: Db, d: PrescriptionDraft): Promise<Row<'orders'>> {
  const now = d.now.toISOString();
  const a = d.amounts;
  return openOrder(trx, {
    user_id: d.customer?.id ?? null, guest_id: d.owner.guestId, owner: d.key, idempotency_key: null, idempotency_hash: null,
    store_id: d.store.id, module_id: d.store.module_id, zone_id: d.store.zone_id, order_type: 'delivery',
    payment_method: 'cash_on_delivery', item_amount: 0, item_discount: 0, coupon_code: null, coupon_discount: 0,
    delivery_charge: a.deliveryCharge, original_delivery_charge: a.originalDeliveryCharge, additional_charge: a.additionalCharge, tax_amount: 0,
    dm_tips: a.tips, order_amount: a.total, wallet_amount: 0, distance: d.distance, delivery_address: JSON.stringify(d.address),
    delivery_address_id: null, scheduled: 0, schedule_at: now, order_note: d.note, source: 'prescription', cancellation_reason: null,
    canceled_by: null, payment_reference: null, order_attachment: JSON.stringify(d.attachments), created_at: now, updated_at: now,
  }, 'unpaid');
}

/** A parcel: no store, items or stock; the sender is the address the courier goes to first, the receiver kept beside it. The wallet pays in the same transaction. */
export async function writeParcel(trx: Db, d: ParcelDraft): Promise<Row<'orders'>> {
  const now = d.now.toISOString();
  const a = d.amounts;
  const order = await openOrder(trx, {
    user_id: d.customer?.id ?? null, guest_id: d.owner.guestId, owner: d.key, idempotency_key: d.idempotencyKey, idempotency_hash: d.idempotencyHash,
    store_id: null, module_id: d.category.module_id, zone_id: d.zoneId, order_type: 'parcel', payment_method: d.paymentMethod,
    item_amount: 0, item_discount: 0, coupon_code: null, coupon_discount: 0, delivery_charge: a.deliveryCharge,
    original_delivery_charge: a.originalDeliveryCharge, additional_charge: 0, tax_amount: 0, dm_tips: a.tips, order_amount: a.total,
    wallet_amount: a.walletAmount, distance: d.distance, delivery_address: JSON.stringify(d.sender), delivery_address_id: null, scheduled: 0,
    schedule_at: now, order_note: null, source: 'parcel', cancellation_reason: null, canceled_by: null, payment_reference: null,
    parcel_category_id: d.category.id, receiver_details: JSON.stringify(d.receiver), charge_payer: d.chargePayer,
    delivery_instruction: d.deliveryInstruction, created_at: now, updated_at: now,
  }, a.walletAmount >= a.total ? 'paid' : 'unpaid');
  if (a.walletAmount > 0) {
    if (!d.customer || (await debitWallet(trx, { userId: d.customer.id, amount: a.walletAmount, type: 'order_place', reference: `order:${order.id}`, now })) === null) {
      throw rule(ORDER_TEXTS.insufficient_wallet);
    }
  }
  return order;
}
