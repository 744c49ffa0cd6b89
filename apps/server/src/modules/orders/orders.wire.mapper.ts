import type {
  OrderAddress, OrderDetailLine, OrderOfflinePayment, OrderReceiver, OrderTrackWireFields, ParcelOrderDetailsFields, StatusChange,
} from '@storefront/contract';
import type { Static, TObject } from 'typebox';
import { parseJson } from '../../lib/json.js';
import { toMajor } from '../../lib/money.js';
import { storageName, storageUrl } from '../../lib/images.js';
import { boughtLine, lineChoices, type BoughtLine, type KeptItem } from './orders.kept-item.js';
import type { OrderLineRow, OrderSummaryRow } from './orders.tracking.repository.js';

/** The product's client reads orders under its own names (6amMart's); these map our rows onto them. */

type WireTrack = Static<TObject<typeof OrderTrackWireFields>>;
type ParcelDetails = Static<TObject<typeof ParcelOrderDetailsFields>>;

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown) => (v === undefined || v === null || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

/**
 * Who receives the order: a parcel's receiver, else the delivery address's contact (a take-away order
 * has a contact but nowhere to go).
 */
export function toReceiver(row: OrderSummaryRow): OrderReceiver {
  const a = parseJson<Partial<OrderAddress>>(row.order_type === 'parcel' ? row.receiver_details : row.delivery_address, {});
  const name = text(a.contact_person_name);
  const phone = text(a.contact_person_number);
  const email = text(a.contact_person_email);
  const goes = row.order_type !== 'take_away';
  return {
    name, phone, email, contact_person_name: name, contact_person_number: phone, contact_person_email: email,
    address: goes ? text(a.address) : null, latitude: goes ? num(a.latitude) : null, longitude: goes ? num(a.longitude) : null,
  };
}

export interface WireExtras {
  history: StatusChange[];
  /** What flash-sale prices saved on the lines, minor units. */
  flashDiscount: number;
  /** The offline method's account details, when the order is paid offline. */
  offlineFields: { input_name: string; input_data: string }[];
  /** The prescription's photos by storage path, to those who may see them; [] otherwise. */
  attachments: string[];
}

function offlinePaymentOf(row: OrderSummaryRow, methodFields: WireExtras['offlineFields']): OrderOfflinePayment | null {
  if (row.payment_method !== 'offline_payment') return null;
  const given = parseJson<{ method_id?: number; method_name?: string; fields?: Record<string, string> }>(row.offline_payment, {});
  return {
    data: { method_id: given.method_id ?? 0, method_name: given.method_name ?? '', status: row.payment_status === 'paid' ? 'verified' : 'pending', customer_note: null },
    method_fields: methodFields,
    input: Object.entries(given.fields ?? {}).map(([user_input, user_data]) => ({ user_input, user_data })),
  };
}

/** The amounts, state times, module and payment parts the product's client reads from customer/order/track. */
export function wireTrackFields(row: OrderSummaryRow, x: WireExtras): WireTrack {
  const times: Record<string, string> = {};
  for (const change of x.history) times[change.status] = change.created_at;
  const at = (status: string) => times[status] ?? null;
  // Split: the wallet paid part, the order's own method the rest.
  const split = row.wallet_amount > 0 && row.payment_method !== 'wallet';
  return {
    delivery_charge: toMajor(row.delivery_charge),
    coupon_discount_amount: toMajor(row.coupon_discount),
    total_tax_amount: toMajor(row.tax_amount),
    store_discount_amount: toMajor(row.item_discount - x.flashDiscount),
    flash_admin_discount_amount: toMajor(x.flashDiscount),
    flash_store_discount_amount: 0,
    ref_bonus_amount: toMajor(row.referral_discount),
    additional_charge: toMajor(row.additional_charge),
    dm_tips: toMajor(row.dm_tips),
    partially_paid_amount: split ? toMajor(row.wallet_amount) : 0,
    payments: split
      ? [
        { payment_method: 'wallet', amount: toMajor(row.wallet_amount), payment_status: 'paid' },
        { payment_method: row.payment_method, amount: toMajor(row.order_amount - row.wallet_amount), payment_status: row.payment_status === 'paid' ? 'paid' : 'unpaid' },
      ]
      : [],
    module: row.module_type === null || row.module_name === null ? null : { id: row.module_id, module_name: row.module_name, module_type: row.module_type },
    offline_payment: offlinePaymentOf(row, x.offlineFields),
    delivery_instruction: row.delivery_instruction,
    order_attachment: x.attachments,
    pending: at('pending'), confirmed: at('confirmed'), processing: at('processing'), handover: at('handover'), picked_up: at('picked_up'),
    delivered: at('delivered'), canceled: at('canceled'), failed: at('failed'), refund_requested: at('refund_requested'), refunded: at('refunded'),
  };
}


/** The item as sold: kept with the line; the tax rate of lines kept before it was is worked back from the line's tax. */
function soldItem(row: OrderLineRow, kept: KeptItem, line: BoughtLine): OrderDetailLine['item_details'] {
  const paid = row.price * row.quantity + row.add_ons_price;
  const tax = kept.tax ?? (paid > 0 ? Math.round((row.tax_amount / paid) * 10000) / 100 : 0);
  // Assigned, not spread: see toOrderTrack.
  return Object.assign({}, kept, {
    id: kept.id ?? row.item_id ?? 0,
    name: line.name,
    image: line.image,
    image_full_url: line.image_full_url,
    price: toMajor(row.original_price),
    tax,
    tax_type: kept.tax_type ?? 'percent',
    unit_type: kept.unit_type ?? null,
  });
}

/** One line of customer/order/details: the unit price before discounts, the discount on each unit, and the line's add-ons and tax. */
export function toDetailLine(row: OrderLineRow, publicUrl: string): OrderDetailLine {
  const { item, line } = boughtLine(row, publicUrl);
  return {
    ...line,
    order_id: row.order_id,
    item_details: soldItem(row, item, line),
    price: toMajor(row.original_price),
    discount_on_item: toMajor(row.original_price - row.price),
    tax_amount: toMajor(row.tax_amount),
    total_add_on_price: toMajor(row.add_ons_price),
    variation: parseJson<unknown[]>(row.variation, []),
    choices: lineChoices(row),
    created_at: row.created_at,
  };
}

/** What a parcel's details add to the order: its category and who pays. */
export function parcelDetailsFields(row: OrderSummaryRow, publicUrl: string): ParcelDetails {
  return {
    parcel_category: {
      id: row.parcel_category_id ?? 0,
      name: row.parcel_category_name ?? '',
      description: row.parcel_category_description ?? null,
      image: storageName(publicUrl, row.parcel_category_image),
      image_full_url: storageUrl(publicUrl, row.parcel_category_image),
    },
    charge_payer: row.charge_payer ?? 'sender',
  };
}
