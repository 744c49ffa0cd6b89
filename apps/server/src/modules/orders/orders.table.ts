import type { Generated } from 'kysely';
import type { Flag, Json, Minor, Timestamp } from '../../db/columns.js';

export type OrderStatus = 'pending' | 'confirmed' | 'processing' | 'handover' | 'picked_up' | 'delivered' | 'canceled' | 'failed' | 'refund_requested' | 'refunded';

export type PaymentStatus = 'unpaid' | 'paid' | 'partially_paid';

export interface OrdersTable {
  id: Generated<number>;
  user_id: number | null;
  guest_id: string | null;
  owner: string;
  idempotency_key: string | null;
  /** With idempotency_key: the request body's hash (lib/request-hash), so that a key reused for another request is refused. */
  idempotency_hash: string | null;
  /** None for a parcel: it goes from its sender to its receiver. */
  store_id: number | null;
  module_id: number;
  zone_id: number;
  order_type: 'delivery' | 'take_away' | 'parcel';
  order_status: OrderStatus;
  payment_method: 'cash_on_delivery' | 'wallet' | 'digital_payment' | 'offline_payment';
  payment_status: PaymentStatus;
  item_amount: Minor;
  item_discount: Minor;
  coupon_code: string | null;
  coupon_discount: Minor;
  delivery_charge: Minor;
  original_delivery_charge: Minor;
  additional_charge: Minor;
  tax_amount: Minor;
  dm_tips: Minor;
  order_amount: Minor;
  wallet_amount: Minor;
  distance: number;
  delivery_address: Json;
  delivery_address_id: number | null;
  scheduled: Flag;
  schedule_at: Timestamp;
  order_note: string | null;
  source: 'cart' | 'buy_now' | 'campaign' | 'prescription' | 'parcel';
  cancellation_reason: string | null;
  /** Minutes the store said it needs, when it accepted the order. */
  processing_time: Generated<number | null>;
  canceled_by: string | null;
  payment_reference: string | null;
  /** JSON: storage paths of a prescription order's photos. */
  order_attachment: Generated<Json>;
  /** JSON: {method_id, method_name, fields} a customer gave for an offline payment. */
  offline_payment: Generated<Json | null>;
  /** The new customer's referral discount this order took. */
  referral_discount: Generated<Minor>;
  /** The cashback offer this order earns on delivery, and how much. */
  cashback_id: Generated<number | null>;
  cashback_amount: Generated<Minor>;
  /** The courier delivering it, once one has taken it. */
  delivery_man_id: Generated<number | null>;
  /** A parcel's category, receiver (JSON of the same shape as delivery_address, which holds its sender), who pays and the sender's instruction. */
  parcel_category_id: Generated<number | null>;
  receiver_details: Generated<Json | null>;
  charge_payer: Generated<'sender' | 'receiver' | null>;
  delivery_instruction: Generated<string | null>;
  /** Four digits the customer gives the courier at the door, asked for when the business verifies deliveries. */
  delivery_code: Generated<string | null>;
  /** Wrong codes entered so far; DELIVERY_CODE_TRIES of them lock the step until staff clear it (back to 0). */
  delivery_code_tries: Generated<number>;
  /** When the courier said it had arrived at the store (or the parcel's sender), and at the customer (or receiver). */
  arrived_at_pickup_at: Generated<Timestamp | null>;
  arrived_at_dropoff_at: Generated<Timestamp | null>;
  /** The photo the courier took at the door, a path in the private 'delivery' folder; null when none. */
  delivery_photo: Generated<string | null>;
  /** Cash the courier collected at the door (what was due), and when the business settled it with the courier. */
  cash_collected: Generated<Minor | null>;
  cash_settled_at: Generated<Timestamp | null>;
  /** A guest's contact from checkout (its delivery address), for the console's search by it; null on a customer's order. */
  guest_name: Generated<string | null>;
  guest_phone: Generated<string | null>;
  guest_email: Generated<string | null>;
  /** 1: written by the demo seed to show a lived-in account; the demo autopilot leaves it as it is. */
  showcase: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type StatusActor = 'customer' | 'guest' | 'store' | 'courier' | 'system';

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: OrderStatus;
  actor: StatusActor;
  actor_id: number | null;
  note: string | null;
  created_at: Timestamp;
}

export interface RefundRequestsTable {
  id: Generated<number>;
  order_id: number;
  reason: string;
  note: string | null;
  /** JSON: storage paths of the photos. */
  images: Json;
  status: 'pending' | 'approved' | 'rejected';
  decision_note: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  /** Where an approved refund was paid back: the customer's wallet, or the payment gateway (an order paid online). */
  destination: Generated<'wallet' | 'gateway' | null>;
}

export interface OrderDetailsTable {
  id: Generated<number>;
  order_id: number;
  item_id: number | null;
  item_campaign_id: number | null;
  item_details: Json;
  quantity: number;
  price: Minor;
  original_price: Minor;
  variation: Json;
  add_ons: Json;
  add_ons_price: Minor;
  tax_amount: Minor;
  /** The flash sale the line was bought in, at its price. */
  flash_sale_id: Generated<number | null>;
  created_at: Timestamp;
}

export interface CancellationReasonsTable {
  id: Generated<number>;
  reason: string;
  translations: Json;
  user_type: 'customer' | 'store' | 'delivery_man';
  status: Flag;
}

export interface RefundReasonsTable {
  id: Generated<number>;
  reason: string;
  translations: Json;
  status: Flag;
}

/** Every change of an order's payment status, written by the state machine's payment twin. */
export interface OrderPaymentHistoryTable {
  id: Generated<number>;
  order_id: number;
  payment_status: PaymentStatus;
  actor: StatusActor;
  actor_id: number | null;
  /** The gateway's payment attempt, where one settled it. */
  reference: string | null;
  created_at: Timestamp;
}

/** The tables the orders feature owns, by name. */
export interface OrdersTables {
  orders: OrdersTable;
  order_details: OrderDetailsTable;
  order_status_history: OrderStatusHistoryTable;
  order_payment_history: OrderPaymentHistoryTable;
  refund_requests: RefundRequestsTable;
  cancellation_reasons: CancellationReasonsTable;
  refund_reasons: RefundReasonsTable;
}
