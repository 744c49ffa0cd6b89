import type { OrderDetailsAnswer, OrderLine, OrderList, OrderSummary, OrderTrack, ParcelInfo } from '@storefront/contract';

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
  receiver_details: { name: 'Layla Haddad', phone: '+971501234567', email: null },
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
  order_attachment: [], order_attachment_full_url: [],
  ...overrides,
});

export const orderLineFixture = (overrides: Partial<OrderLine> = {}): OrderLine => ({
  id: 1,
  item_id: 1,
  item_campaign_id: null,
  name: 'Margherita Pizza',
  image: '/storage/product/pizza.png', image_full_url: '/storage/product/pizza.png',
  quantity: 2,
  price: 20,
  original_price: 22,
  variation: ['Size: Large'],
  add_ons: [{ id: 5, name: 'Extra Cheese', price: 1.5, quantity: 2 }],
  add_ons_price: 3,
  total: 43,
  ...overrides,
});

export const orderDetailsFixture = (order: Partial<OrderTrack> = {}, details: OrderLine[] = [orderLineFixture()]): OrderDetailsAnswer => ({
  order: orderTrackFixture(order),
  details,
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
