/** A's values for the ids and fields the authorization matrix fills in, and the operations that need others. */

/** Parameters and body fields that name a row. guest_id is not one: it is who the caller is. */
export const ID_LIKE = /^(id|.+_id|.+_ids)$/;
export const CALLER_FIELD = 'guest_id';

export interface Owned {
  /** Pending, paid in cash: to cancel, track, talk about. */
  orderId: number;
  /** Pending, an unpaid digital payment: the only kind that may switch to cash. */
  unpaidOrderId: number;
  /** Delivered: to review and ask a refund for. */
  deliveredOrderId: number;
  addressId: number;
  cartLineId: number;
  conversationId: number;
  itemId: number;
  storeId: number;
  /** The delivered order's courier. */
  courierId: number;
  pharmacyId: number;
  /** A point in A's delivery zone, for the fields an address needs; and one near the pharmacy. */
  spot: { latitude: number; longitude: number };
  pharmacySpot: { latitude: number; longitude: number };
}

export interface IdValue { value: (a: Owned) => unknown; owned: boolean }

/** A's value for each id-like parameter; `owned` names rows of A's, which no other caller may reach at all. */
export const ID_VALUES: Record<string, IdValue> = {
  order_id: { value: (a) => a.orderId, owned: true },
  address_id: { value: (a) => a.addressId, owned: true },
  cart_id: { value: (a) => a.cartLineId, owned: true },
  conversation_id: { value: (a) => a.conversationId, owned: true },
  // Catalog rows A used (wish-listed, carted, chatted with, delivered by): others may use them for themselves.
  item_id: { value: (a) => a.itemId, owned: false },
  store_id: { value: (a) => a.storeId, owned: false },
  receiver_id: { value: (a) => a.storeId, owned: false },
  delivery_man_id: { value: (a) => a.courierId, owned: false },
  add_on_ids: { value: () => [], owned: false },
};

const delivered: IdValue = { value: (a) => a.deliveredOrderId, owned: true };
const unpaid: IdValue = { value: (a) => a.unpaidOrderId, owned: true };

/**
 * Operations whose ids or fields differ from the defaults, so that A's own request succeeds: a path
 * parameter called plain `id`, an order in another state, another module.
 */
export const ROUTES: Record<string, { ids?: Record<string, IdValue>; fields?: Record<string, (a: Owned) => unknown>; module?: string }> = {
  'PUT /api/v1/customer/address/update/{id}': { ids: { id: { value: (a) => a.addressId, owned: true } } },
  'POST /api/v1/customer/order/payment-method': { ids: { order_id: unpaid } },
  // PUT cancels the cash order; its POST form gets the other pending one.
  'POST /api/v1/customer/order/cancel': { ids: { order_id: unpaid } },
  'POST /api/v1/customer/order/refund-request': { ids: { order_id: delivered } },
  'POST /api/v1/customer/items/reviews/submit': { ids: { order_id: delivered } },
  'POST /api/v1/customer/delivery-man/reviews/submit': { ids: { order_id: delivered } },
  'POST /api/v1/customer/review-reminder-cancel': { ids: { order_id: delivered } },
  'GET /api/v1/customer/order-reviews': { ids: { order_id: delivered } },
  // A saved address goes by its id alone: coordinates beside it would be taken for an address sent in the flat form.
  'POST /api/v1/customer/order/place': { fields: { latitude: () => undefined, longitude: () => undefined } },
  'POST /api/v1/customer/order/preview': { fields: { latitude: () => undefined, longitude: () => undefined } },
  'POST /api/v1/customer/order/prescription/place': {
    module: 'pharmacy',
    ids: { store_id: { value: (a) => a.pharmacyId, owned: false } },
    fields: { latitude: (a) => a.pharmacySpot.latitude, longitude: (a) => a.pharmacySpot.longitude },
  },
};

/** Non-id fields that need a value that fits A's rows for the call to reach them. */
export const FIELD_VALUES: Record<string, (a: Owned) => unknown> = {
  receiver_type: () => 'vendor',
  payment_method: () => 'cash_on_delivery',
  contact_person_number: () => '+971551234567',
  // A's order's contact number: a guest who knows it and the order id must still not reach a customer's order.
  contact_number: () => '+971551234567',
  message: () => 'Matrix probe',
  latitude: (a) => a.spot.latitude,
  longitude: (a) => a.spot.longitude,
  // An order placed for one item, leaving A's cart as it is.
  source: () => 'buy_now',
  buy_now: (a) => ({ item_id: a.itemId, quantity: 1 }),
};

/** A's value for one id of one operation: the operation's own when it has one, else the default. */
export const idValue = (operation: string, name: string): IdValue | undefined => ROUTES[operation]?.ids?.[name] ?? ID_VALUES[name];
