import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Conventions shared by SQLite and PostgreSQL so that one query serves both:
 * booleans are integers 0/1, money is an integer in minor units, timestamps are
 * ISO-8601 UTC strings (they sort as text), structured values are JSON text.
 */
type Flag = number;
type Minor = number;
type Json = string;
type Timestamp = string;

export interface SettingsTable {
  key: string;
  value: Json;
}

export interface ZonesTable {
  id: Generated<number>;
  name: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  /** JSON [[lat, lng], ...], the ring of the zone. */
  polygon: Json;
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
  /** Planar area in square degrees, used to order nested zones smallest first. */
  area: number;
  status: Flag;
  cash_on_delivery: Flag;
  digital_payment: Flag;
  offline_payment: Flag;
  increased_delivery_fee: number;
  increased_delivery_fee_status: Flag;
  increase_delivery_charge_message: string | null;
  created_at: Timestamp;
}

export interface ModulesTable {
  id: Generated<number>;
  module_name: string;
  module_type: string;
  slug: string;
  icon: string | null;
  thumbnail: string | null;
  theme_id: number;
  description: string | null;
  translations: ColumnType<Json, Json | undefined, Json>;
  status: Flag;
  all_zone_service: Flag;
  position: number;
  created_at: Timestamp;
}

export interface ModuleZonesTable {
  module_id: number;
  zone_id: number;
  per_km_shipping_charge: Minor;
  minimum_shipping_charge: Minor;
  maximum_shipping_charge: Minor | null;
  maximum_cod_order_amount: Minor | null;
}

export interface StoresTable {
  id: Generated<number>;
  slug: string;
  name: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  phone: string;
  email: string;
  address: string;
  logo: string | null;
  cover_photo: string | null;
  latitude: number;
  longitude: number;
  module_id: number;
  zone_id: number;
  /** IANA time zone of the store's weekly schedule. */
  time_zone: string;
  minimum_order: Minor;
  delivery_time_min: number;
  delivery_time_max: number;
  delivery_time_unit: string;
  per_km_shipping_charge: Minor | null;
  minimum_shipping_charge: Minor | null;
  maximum_shipping_charge: Minor | null;
  free_delivery: Flag;
  self_delivery_system: Flag;
  /** Approved and listed (0 hides the store and its items everywhere). */
  status: Flag;
  /** The store's own switch: 0 means temporarily closed whatever the schedule says. */
  active: Flag;
  featured: Flag;
  veg: Flag;
  non_veg: Flag;
  avg_rating: number;
  rating_count: number;
  delivery: Flag;
  take_away: Flag;
  schedule_order: Flag;
  prescription_order: Flag;
  cutlery: Flag;
  halal_tag_status: Flag;
  /** Store-wide discount; overrides item discounts while it runs. */
  discount_type: 'percent' | 'amount' | null;
  discount: number | null;
  discount_min_purchase: Minor | null;
  discount_max: Minor | null;
  discount_start: Timestamp | null;
  discount_end: Timestamp | null;
  tax: number;
  announcement: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StoreSchedulesTable {
  id: Generated<number>;
  store_id: number;
  /** 0 = Sunday ... 6 = Saturday, in the store's time zone. */
  day: number;
  opening_time: string;
  closing_time: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  /** Depth in the tree: 0 for a root category. */
  position: number;
  name: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  slug: string;
  image: string | null;
  module_id: number;
  featured: Flag;
  priority: number;
  status: Flag;
  created_at: Timestamp;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  slug: string;
  image: string | null;
  module_id: number;
  status: Flag;
  created_at: Timestamp;
}

export interface CommonConditionsTable {
  id: Generated<number>;
  name: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  status: Flag;
}

export interface ItemsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** JSON {"ar": {"name", "description"}, "fr": {...}}. */
  translations: ColumnType<Json, Json | undefined, Json>;
  description: string | null;
  image: string | null;
  images: ColumnType<Json, Json | undefined, Json>;
  store_id: number;
  /** Copied from the store so that zone and module lists need no join. */
  module_id: number;
  zone_id: number;
  category_id: number;
  brand_id: number | null;
  common_condition_id: number | null;
  price: Minor;
  tax: number;
  tax_type: 'percent' | 'amount';
  /** A percentage when discount_type is percent, minor units when amount. */
  discount: number;
  discount_type: 'percent' | 'amount';
  unit_type: string | null;
  stock: number;
  maximum_cart_quantity: number | null;
  is_prescription_required: Flag;
  veg: Flag;
  recommended: Flag;
  organic: Flag;
  is_halal: Flag;
  available_time_starts: string;
  available_time_ends: string;
  /** JSON [{name, title, options: string[]}] for non-food variation choices. */
  choice_options: ColumnType<Json, Json | undefined, Json>;
  tags: ColumnType<Json, Json | undefined, Json>;
  generic_name: string | null;
  status: Flag;
  avg_rating: number;
  rating_count: number;
  order_count: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A priced, stocked combination of a non-food item's choices, e.g. "Red-XL". */
export interface ItemVariationsTable {
  id: Generated<number>;
  item_id: number;
  type: string;
  price: Minor;
  stock: number;
}

/** A food item's option group (size, toppings...). */
export interface ItemFoodVariationsTable {
  id: Generated<number>;
  item_id: number;
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: Flag;
  position: number;
}

export interface ItemFoodVariationValuesTable {
  id: Generated<number>;
  food_variation_id: number;
  item_id: number;
  label: string;
  option_price: Minor;
  /** null means unlimited. */
  stock: number | null;
  position: number;
}

export interface AddOnsTable {
  id: Generated<number>;
  store_id: number;
  name: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  price: Minor;
  status: Flag;
}

export interface ItemAddOnsTable {
  item_id: number;
  add_on_id: number;
}

export interface UsersTable {
  id: Generated<number>;
  f_name: string;
  l_name: string;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  image: string | null;
  status: Flag;
  login_medium: string;
  social_id: string | null;
  is_phone_verified: Flag;
  is_email_verified: Flag;
  ref_code: string;
  ref_by: number | null;
  interest: ColumnType<Json, Json | undefined, Json>;
  wallet_balance: Minor;
  loyalty_point: number;
  cm_firebase_token: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface GuestsTable {
  /** Random, at least 128 bits: a guest id is a bearer credential for the guest's cart and orders. */
  id: string;
  created_at: Timestamp;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  created_at: Timestamp;
}

/** A gazetteer entry of the embedded geo provider. */
export interface PlacesTable {
  id: Generated<number>;
  kind: 'street' | 'landmark' | 'neighbourhood';
  name: string;
  /** The neighbourhood a street or landmark lies in, or the district around a neighbourhood ('' if none). */
  area: string;
  city: string;
  latitude: number;
  longitude: number;
  /** JSON [[lat, lng], ...] along a long road, so that reverse geocoding finds it anywhere on its length. */
  path: Json | null;
  /** Higher ranks first among equally good matches. */
  priority: number;
  /** JSON {"ar": {"name", "area", "city"}, "fr": {...}}. */
  translations: ColumnType<Json, Json | undefined, Json>;
  status: Flag;
  created_at: Timestamp;
}

/** A customer's rating of an item; a store's rating is the sum of its items' reviews. */
export interface ReviewsTable {
  id: Generated<number>;
  item_id: number;
  store_id: number;
  user_id: number | null;
  customer_name: string;
  /** 1 to 5. */
  rating: number;
  comment: string | null;
  reply: string | null;
  status: Flag;
  created_at: Timestamp;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  type: 'default' | 'store_wise' | 'item_wise';
  image: string;
  short_description: string | null;
  module_id: number;
  zone_id: number;
  store_id: number | null;
  item_id: number | null;
  featured: Flag;
  status: Flag;
  created_at: Timestamp;
}

/** A module's promotional banner, video content or why-choose entry (the parcel home's). */
export interface ModuleBannersTable {
  id: Generated<number>;
  module_id: number;
  kind: 'promotional' | 'video' | 'why_choose';
  title: string;
  sub_title: string | null;
  image: string | null;
  /** Kind-specific JSON, e.g. {banner_type, banner_video, banner_contents} for video content. */
  data: ColumnType<Json, Json | undefined, Json>;
  position: number;
  status: Flag;
  created_at: Timestamp;
}

/** A basic campaign: stores join it; dates are the stores' calendar days, times their wall clock. */
export interface CampaignsTable {
  id: Generated<number>;
  title: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  description: string | null;
  image: string | null;
  module_id: number;
  /** YYYY-MM-DD, both included. */
  start_date: string;
  end_date: string;
  /** HH:mm daily window. */
  start_time: string;
  end_time: string;
  status: Flag;
  created_at: Timestamp;
}

export interface CampaignStoresTable {
  campaign_id: number;
  store_id: number;
}

/** An item sold at a campaign price between two dates. */
export interface ItemCampaignsTable {
  id: Generated<number>;
  item_id: number;
  store_id: number;
  module_id: number;
  zone_id: number;
  title: string;
  price: Minor;
  discount: number;
  discount_type: 'percent' | 'amount';
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  status: Flag;
  created_at: Timestamp;
}

export interface FlashSalesTable {
  id: Generated<number>;
  title: string;
  module_id: number;
  start_date: Timestamp;
  end_date: Timestamp;
  status: Flag;
  created_at: Timestamp;
}

export interface FlashSaleItemsTable {
  id: Generated<number>;
  flash_sale_id: number;
  item_id: number;
  stock: number;
  sold: number;
  discount: number;
  discount_type: 'percent' | 'amount';
  /** The flash price, which overrides every other discount while the sale runs. */
  price: Minor;
  status: Flag;
}

export interface CouponsTable {
  id: Generated<number>;
  title: string;
  code: string;
  coupon_type: 'default' | 'first_order' | 'free_delivery' | 'store_wise' | 'zone_wise';
  module_id: number;
  store_id: number | null;
  /** Zone-wise coupons: the zone they apply in; null for every zone. */
  zone_id: number | null;
  discount: number;
  discount_type: 'percent' | 'amount';
  min_purchase: Minor;
  max_discount: Minor;
  /** Uses per customer. */
  usage_limit: number | null;
  /** Uses in total; null for no limit. */
  total_limit: Generated<number | null>;
  total_uses: Generated<number>;
  start_date: string;
  expire_date: string;
  status: Flag;
  created_at: Timestamp;
}

export interface CashbacksTable {
  id: Generated<number>;
  title: string;
  cashback_type: 'percentage' | 'amount';
  /** A percentage, or minor units for amount. */
  cashback_amount: number;
  min_purchase: Minor;
  max_discount: Minor;
  start_date: string;
  end_date: string;
  same_user_limit: number;
  status: Flag;
  created_at: Timestamp;
}

export interface ParcelCategoriesTable {
  id: Generated<number>;
  module_id: number;
  name: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  description: string | null;
  image: string | null;
  parcel_per_km_shipping_charge: Minor;
  parcel_minimum_shipping_charge: Minor;
  position: number;
  status: Flag;
  created_at: Timestamp;
}

/** A signed-in customer opening a store page, for "visit again". */
export interface VisitsTable {
  id: Generated<number>;
  user_id: number;
  store_id: number;
  visited_at: Timestamp;
}

/** An opaque bearer token, kept as the SHA-256 of its text so that a database leak reveals no usable token. */
export interface PersonalAccessTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** The guest id the visitor had when signing in, for moving the guest's cart to the customer. */
  guest_id: string | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface CustomerAddressesTable {
  id: Generated<number>;
  user_id: number;
  /** home, office, other or the customer's own label. */
  address_type: string;
  address: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
  additional_information: string | null;
  latitude: number;
  longitude: number;
  road: string | null;
  house: string | null;
  floor: string | null;
  /** The smallest zone holding the point, and JSON of every zone holding it, smallest first. */
  zone_id: number;
  zone_ids: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The pending one-time code for a phone: hashed, short-lived, with a count of wrong guesses. */
export interface PhoneVerificationsTable {
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** One cart per owner and module; every line is from `store_id`. */
export interface CartsTable {
  id: Generated<number>;
  user_id: number | null;
  guest_id: string | null;
  /** "user:<id>" or "guest:<id>". */
  owner: string;
  module_id: number;
  store_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  item_id: number;
  line_key: string;
  quantity: number;
  /** JSON: food [{name, values: {label: [...]}}] or non-food [{type}]. */
  variation: Json;
  /** JSON: [{id, quantity}]. */
  add_ons: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type OrderStatus = 'pending' | 'confirmed' | 'processing' | 'handover' | 'picked_up' | 'delivered' | 'canceled' | 'failed' | 'refund_requested' | 'refunded';
export type PaymentStatus = 'unpaid' | 'paid' | 'partially_paid';

export interface OrdersTable {
  id: Generated<number>;
  user_id: number | null;
  guest_id: string | null;
  owner: string;
  idempotency_key: string | null;
  store_id: number;
  module_id: number;
  zone_id: number;
  order_type: 'delivery' | 'take_away';
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
  source: 'cart' | 'buy_now' | 'campaign' | 'prescription';
  cancellation_reason: string | null;
  canceled_by: string | null;
  payment_reference: string | null;
  /** JSON: storage paths of a prescription order's photos. */
  order_attachment: Generated<Json>;
  /** JSON: {method_id, method_name, fields} a customer gave for an offline payment. */
  offline_payment: Generated<Json | null>;
  /** The courier delivering it, once one has taken it. */
  delivery_man_id: Generated<number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type OperatorRoleName = 'store' | 'courier';

/** Store staff and couriers: they sign in under /api/v1/operator with tokens of their own. */
export interface OperatorsTable {
  id: Generated<number>;
  role: OperatorRoleName;
  store_id: number | null;
  zone_id: number | null;
  f_name: string;
  l_name: string;
  email: string;
  phone: string;
  password_hash: string;
  image: string | null;
  lat: number | null;
  lng: number | null;
  location_updated_at: Timestamp | null;
  avg_rating: Generated<number>;
  rating_count: Generated<number>;
  demo: Generated<Flag>;
  status: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OperatorTokensTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
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

export interface CouponRedemptionsTable {
  coupon_id: number;
  owner: string;
  uses: number;
}

export interface WalletTransactionsTable {
  id: Generated<number>;
  user_id: number;
  transaction_type: string;
  credit: Minor;
  debit: Minor;
  balance: Minor;
  reference: string | null;
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

export interface ParcelInstructionsTable {
  id: Generated<number>;
  instruction: string;
  translations: Json;
  status: Flag;
}

export interface OfflinePaymentMethodsTable {
  id: Generated<number>;
  method_name: string;
  method_fields: Json;
  method_informations: Json;
  status: Flag;
}

export interface PaymentSessionsTable {
  id: string;
  order_id: number;
  gateway: string;
  amount: Minor;
  currency: string;
  status: 'open' | 'paid' | 'failed' | 'canceled';
  external_id: string | null;
  return_path: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  payment_sessions: PaymentSessionsTable;
  cancellation_reasons: CancellationReasonsTable;
  refund_reasons: RefundReasonsTable;
  parcel_instructions: ParcelInstructionsTable;
  offline_payment_methods: OfflinePaymentMethodsTable;
  orders: OrdersTable;
  order_details: OrderDetailsTable;
  operators: OperatorsTable;
  operator_tokens: OperatorTokensTable;
  order_status_history: OrderStatusHistoryTable;
  refund_requests: RefundRequestsTable;
  coupon_redemptions: CouponRedemptionsTable;
  wallet_transactions: WalletTransactionsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  settings: SettingsTable;
  zones: ZonesTable;
  modules: ModulesTable;
  module_zones: ModuleZonesTable;
  stores: StoresTable;
  store_schedules: StoreSchedulesTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  common_conditions: CommonConditionsTable;
  items: ItemsTable;
  item_variations: ItemVariationsTable;
  item_food_variations: ItemFoodVariationsTable;
  item_food_variation_values: ItemFoodVariationValuesTable;
  add_ons: AddOnsTable;
  item_add_ons: ItemAddOnsTable;
  users: UsersTable;
  guests: GuestsTable;
  places: PlacesTable;
  personal_access_tokens: PersonalAccessTokensTable;
  customer_addresses: CustomerAddressesTable;
  phone_verifications: PhoneVerificationsTable;
  reviews: ReviewsTable;
  banners: BannersTable;
  module_banners: ModuleBannersTable;
  campaigns: CampaignsTable;
  campaign_stores: CampaignStoresTable;
  item_campaigns: ItemCampaignsTable;
  flash_sales: FlashSalesTable;
  flash_sale_items: FlashSaleItemsTable;
  coupons: CouponsTable;
  cashbacks: CashbacksTable;
  parcel_categories: ParcelCategoriesTable;
  visits: VisitsTable;
}

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;
