import type {
  DeliveryMan, OperatorOrderChanged, OrderAddress, OrderLine, OrderStatusName, OrderSummary, OrderTotals, OrderTrack, ParcelInfo, ParcelParty, StatusChange,
} from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import { toMajor } from '../../lib/money.js';
import { pictureName, storageName, storageUrl } from '../../lib/images.js';
import { signedList, type FileSigner } from '../files/files.service.js';
import type { CourierRow, OrderLineRow, OrderListRow, OrderSummaryRow } from './orders.tracking.repository.js';
import { toReceiver, wireTrackFields, type WireExtras } from './orders.wire.mapper.js';
import { boughtLine, lineChoices } from './orders.kept-item.js';

export { keptImageUrl, keptItem, type KeptItem } from './orders.kept-item.js';

/** Every amount of an order, in minor units. */
export interface OrderAmounts {
  itemAmount: number;
  itemDiscount: number;
  couponDiscount: number;
  referralDiscount: number;
  deliveryCharge: number;
  originalDeliveryCharge: number;
  additionalCharge: number;
  taxAmount: number;
  tips: number;
  total: number;
  walletAmount: number;
  /** Paid into the wallet on delivery. */
  cashback: number;
}

/** The amounts in major units, as the API shows money. */
export function totalsOf(a: OrderAmounts): OrderTotals {
  return {
    item_amount: toMajor(a.itemAmount),
    item_discount: toMajor(a.itemDiscount),
    coupon_discount: toMajor(a.couponDiscount),
    referral_discount: toMajor(a.referralDiscount),
    delivery_charge: toMajor(a.deliveryCharge),
    original_delivery_charge: toMajor(a.originalDeliveryCharge),
    additional_charge: toMajor(a.additionalCharge),
    tax_amount: toMajor(a.taxAmount),
    dm_tips: toMajor(a.tips),
    order_amount: toMajor(a.total),
    wallet_amount: toMajor(a.walletAmount),
    cashback_amount: toMajor(a.cashback),
  };
}

/** The stored amounts of an order, in major units. */
export function rowTotals(order: Row<'orders'>): OrderTotals {
  return totalsOf({
    itemAmount: order.item_amount, itemDiscount: order.item_discount, couponDiscount: order.coupon_discount, referralDiscount: order.referral_discount,
    deliveryCharge: order.delivery_charge, originalDeliveryCharge: order.original_delivery_charge, additionalCharge: order.additional_charge,
    taxAmount: order.tax_amount, tips: order.dm_tips, total: order.order_amount, walletAmount: order.wallet_amount, cashback: order.cashback_amount,
  });
}

export function toOrderSummary(row: OrderListRow, publicUrl: string): OrderSummary {
  return {
    id: row.id,
    order_status: row.order_status,
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    order_type: row.order_type,
    module_id: row.module_id,
    module_type: row.module_type ?? '',
    order_amount: toMajor(row.order_amount),
    item_count: Number(row.item_count),
    details_count: Number(row.details_count),
    scheduled: row.scheduled ? 1 : 0,
    schedule_at: row.schedule_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    parcel: toParcelInfo(row, publicUrl),
    store: row.store_name === null || row.store_id === null ? null : {
      id: row.store_id,
      name: row.store_name,
      logo: storageName(publicUrl, row.store_logo), logo_full_url: storageUrl(publicUrl, row.store_logo),
      address: row.store_address ?? null,
      phone: row.store_phone ?? null,
      latitude: Number(row.store_latitude),
      longitude: Number(row.store_longitude),
    },
  };
}

/** One end of a parcel's ride as kept (an OrderAddress as JSON). */
function toParcelParty(stored: string | null): ParcelParty {
  const a = parseJson<Partial<ParcelParty>>(stored, {});
  return {
    address: a.address ?? '', latitude: Number(a.latitude), longitude: Number(a.longitude), contact_person_name: a.contact_person_name ?? '',
    contact_person_number: a.contact_person_number ?? '', contact_person_email: a.contact_person_email ?? null,
    road: a.road ?? null, house: a.house ?? null, floor: a.floor ?? null,
  };
}

/** A parcel's category, sender (the order's delivery_address), receiver and who pays; null for other orders. */
export function toParcelInfo(row: OrderListRow, publicUrl: string): ParcelInfo | null {
  if (row.order_type !== 'parcel') return null;
  return {
    category: { id: row.parcel_category_id ?? 0, name: row.parcel_category_name ?? '', image: storageName(publicUrl, row.parcel_category_image), image_full_url: storageUrl(publicUrl, row.parcel_category_image) },
    sender: toParcelParty(row.delivery_address),
    receiver: toParcelParty(row.receiver_details),
    charge_payer: row.charge_payer ?? 'sender',
    distance: Math.round(row.distance / 100) / 10,
    delivery_instruction: row.delivery_instruction,
  };
}

export function toDeliveryMan(row: CourierRow, publicUrl: string): DeliveryMan {
  return {
    id: row.id,
    f_name: row.f_name,
    l_name: row.l_name,
    image: storageName(publicUrl, row.image),
    image_full_url: storageUrl(publicUrl, row.image),
    avg_rating: Math.round(Number(row.avg_rating) * 10) / 10,
    rating_count: row.rating_count,
    phone: row.phone,
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    location_updated_at: row.location_updated_at,
  };
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** The address kept with the order (parsed once by the caller); a take-away order has none to deliver to. */
function deliveryAddress(order: Row<'orders'>, a: Partial<OrderAddress>): OrderAddress | null {
  if (order.order_type === 'take_away' || !a.address) return null;
  return {
    address: a.address, latitude: Number(a.latitude), longitude: Number(a.longitude), address_type: text(a.address_type),
    contact_person_name: text(a.contact_person_name), contact_person_number: text(a.contact_person_number), contact_person_email: text(a.contact_person_email),
    road: text(a.road), house: text(a.house), floor: text(a.floor),
  };
}

export interface TrackExtras extends Omit<WireExtras, 'attachments'> {
  history: StatusChange[];
  courier: CourierRow | null;
  refund: Row<'refund_requests'> | null;
  canCancel: boolean;
  canRequestRefund: boolean;
  /** Signs private picture links; null when the viewer may not see them. */
  sign: FileSigner | null;
}

export function toOrderTrack(row: OrderSummaryRow, x: TrackExtras, publicUrl: string): OrderTrack {
  // A parcel's delivery_address is its sender, where the courier picks it up; its receiver is receiver_details.
  const timestamps: Record<string, string> = {};
  for (const change of x.history) timestamps[change.status] = change.created_at;
  const attachments = x.sign ? parseJson<string[]>(row.order_attachment, []) : [];
  const wire = wireTrackFields(row, { history: x.history, flashDiscount: x.flashDiscount, offlineFields: x.offlineFields, attachments });
  // Assigned, not spread: a literal that spreads a second object of many properties, then adds more,
  // takes V8's slow path for each of them (measured at several times the cost of the rest of the mapping).
  return Object.assign(toOrderSummary(row, publicUrl), wire, {
    totals: rowTotals(row),
    delivery_address: deliveryAddress(row, parseJson<Partial<OrderAddress>>(row.delivery_address, {})),
    receiver_details: toReceiver(row),
    delivery_man: x.courier ? toDeliveryMan(x.courier, publicUrl) : null,
    status_history: x.history,
    timestamps,
    order_note: row.order_note,
    coupon_code: row.coupon_code,
    cancellation_reason: row.cancellation_reason,
    canceled_by: row.canceled_by,
    processing_time: row.processing_time,
    can_cancel: x.canCancel,
    can_request_refund: x.canRequestRefund,
    refund: x.refund && {
      reason: x.refund.reason,
      note: x.refund.note,
      images: signedList(parseJson<string[]>(x.refund.images, []), x.sign),
      status: x.refund.status,
      created_at: x.refund.created_at,
    },
    // By name under base_urls.order_attachment_url: the signed link's part after the signed-file route.
    order_attachment: signedList(attachments, x.sign).map((url) => pictureName(publicUrl, url)),
    order_attachment_full_url: signedList(attachments, x.sign),
  });
}

export const toStatusChange = (row: { status: OrderStatusName; created_at: string }): StatusChange => ({ status: row.status, created_at: row.created_at });

/** A line as bought: the item as it was shown then (kept with the order), its choices in words. */
export function toOrderLine(row: OrderLineRow, publicUrl: string): OrderLine {
  return {
    ...boughtLine(row, publicUrl).line,
    price: toMajor(row.price),
    original_price: toMajor(row.original_price),
    variation: lineChoices(row),
    add_ons_price: toMajor(row.add_ons_price),
  };
}

/** The answer to a staff member's move of an order (operator API and console alike). */
export const toOrderChanged = (orderId: number, status: OrderStatusName): OperatorOrderChanged => ({ message: 'Order status updated', order_id: orderId, order_status: status });
