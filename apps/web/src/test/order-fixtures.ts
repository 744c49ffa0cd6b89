import type { OrderDetailLine, OrderList, OrderReceiver, OrderSummary, OrderTrack, ParcelInfo } from '@storefront/contract';

export const orderStoreFixture = (): NonNullable<OrderSummary['store']> => ({
  id: 2,
  name: 'Pizza Corner',
  logo: '/storage/store/pizza.png', logo_full_url: '/storage/store/pizza.png',
  address: '12 Harbour Road',
  phone: '+971500000002',
  latitude: 25.2,
  longitude: 55.27,
});

export const orderSummaryFixture = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id: 100001,
  order_status: 'pending',
  payment_status: 'unpaid',
  payment_method: 'cash_on_delivery',
  order_type: 'delivery',
  module_id: 1,
  module_type: 'food',
  order_amount: 54.5,
  item_count: 3,
  details_count: 1,
  scheduled: 0,
  schedule_at: '2026-11-24T12:00:00.000Z',
  created_at: '2026-11-24T12:00:00.000Z',
  updated_at: '2026-11-24T12:00:00.000Z',
  store: orderStoreFixture(),
  ...overrides,
});

export const orderPage = (orders: OrderSummary[], overrides: Partial<OrderList> = {}): OrderList => ({
  total_size: orders.length,
  limit: 10,
  offset: 1,
  orders,
  ...overrides,
});

export const orderTrackFixture = (overrides: Partial<OrderTrack> = {}): OrderTrack => ({
  ...orderSummaryFixture(),
  totals: {
    item_amount: 49,
    item_discount: 4,
    coupon_discount: 0,
    referral_discount: 0,
    delivery_charge: 5,
    original_delivery_charge: 5,
    additional_charge: 0,
    tax_amount: 2.5,
    dm_tips: 2,
    order_amount: 54.5,
    wallet_amount: 0,
    cashback_amount: 0,
  },
  delivery_address: {
    address: 'Burj Khalifa Blvd, Downtown Dubai',
    latitude: 25.1972,
    longitude: 55.2744,
    address_type: 'home',
    contact_person_name: 'Layla Haddad',
    contact_person_number: '+971501234567',
    contact_person_email: null,
    road: null,
    house: '4',
    floor: null,
  },
  receiver_details: receiverFixture({ name: 'Layla Haddad', phone: '+971501234567', address: 'Burj Khalifa Blvd, Downtown Dubai', latitude: 25.1972, longitude: 55.2744 }),
  delivery_man: null,
  status_history: [{ status: 'pending', created_at: '2026-11-24T12:00:00.000Z' }],
  timestamps: { pending: '2026-11-24T12:00:00.000Z' },
  order_note: null,
  coupon_code: null,
  cancellation_reason: null,
  canceled_by: null,
  can_cancel: false,
  can_request_refund: false,
  refund: null,
  order_attachment_full_url: [],
  ...trackWireFixture({ delivery_charge: 5, total_tax_amount: 2.5, store_discount_amount: 4, dm_tips: 2, pending: '2026-11-24T12:00:00.000Z' }),
  ...overrides,
});

/** Who receives an order, under both sets of names the server answers. */
export const receiverFixture = (who: { name: string; phone: string; address: string | null; latitude: number | null; longitude: number | null }): OrderReceiver => ({
  name: who.name, phone: who.phone, email: null,
  contact_person_name: who.name, contact_person_number: who.phone, contact_person_email: null,
  address: who.address, latitude: who.latitude, longitude: who.longitude,
});

type TrackWire = Omit<OrderTrack, keyof OrderSummary | 'totals' | 'delivery_address' | 'receiver_details' | 'delivery_man' | 'status_history' | 'timestamps'
  | 'order_note' | 'coupon_code' | 'cancellation_reason' | 'canceled_by' | 'can_cancel' | 'can_request_refund' | 'refund' | 'order_attachment_full_url'>;

/** Tracking's fields under the product client's names, all zero or empty unless given. */
export const trackWireFixture = (overrides: Partial<TrackWire> = {}): TrackWire => ({
  delivery_charge: 0, coupon_discount_amount: 0, total_tax_amount: 0, store_discount_amount: 0, flash_admin_discount_amount: 0, flash_store_discount_amount: 0,
  ref_bonus_amount: 0, additional_charge: 0, dm_tips: 0, partially_paid_amount: 0, payments: [], module: null, offline_payment: null,
  delivery_instruction: null, order_attachment: [],
  pending: null, confirmed: null, processing: null, handover: null, picked_up: null, delivered: null, canceled: null, failed: null, refund_requested: null, refunded: null,
  ...overrides,
});

/** Two large pizzas at 22.00 less 2.00 each, with two extra cheeses for the line. */
export const orderLineFixture = (overrides: Partial<OrderDetailLine> = {}): OrderDetailLine => ({
  id: 1,
  order_id: 100001,
  item_id: 1,
  item_campaign_id: null,
  item_details: {
    id: 1, name: 'Margherita Pizza', image: 'item/pizza.png', image_full_url: '/storage/item/pizza.png', price: 22, tax: 5, tax_type: 'percent', unit_type: null,
  },
  quantity: 2,
  price: 22,
  discount_on_item: 2,
  tax_amount: 2.15,
  total_add_on_price: 3,
  variation: [{ name: 'Size', values: { label: ['Large'] } }],
  add_ons: [{ id: 5, name: 'Extra Cheese', price: 1.5, quantity: 2 }],
  choices: ['Size: Large'],
  name: 'Margherita Pizza',
  image: 'item/pizza.png', image_full_url: '/storage/item/pizza.png',
  total: 43,
  created_at: '2026-11-24T12:00:00.000Z',
  ...overrides,
});

/** A parcel from Downtown Dubai to Dubai Marina, paid by the receiver. */
export const parcelInfoFixture = (overrides: Partial<ParcelInfo> = {}): ParcelInfo => ({
  category: { id: 3, name: 'Documents', image: 'http://localhost:8080/storage/placeholder.svg', image_full_url: 'http://localhost:8080/storage/placeholder.svg' },
  sender: { address: 'Downtown Dubai', latitude: 25.19, longitude: 55.27, contact_person_name: 'Sara Ali', contact_person_number: '+971501111111', house: '12', floor: null, road: null },
  receiver: { address: 'Dubai Marina Walk', latitude: 25.08, longitude: 55.14, contact_person_name: 'Omar Said', contact_person_number: '+971502222222' },
  charge_payer: 'receiver',
  distance: 24.6,
  delivery_instruction: 'Handle with care',
  ...overrides,
});
