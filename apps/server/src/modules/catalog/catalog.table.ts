import type { ColumnType, Generated } from 'kysely';
import type { Flag, Json, Minor, Timestamp } from '../../db/columns.js';

export interface StoresTable {
  id: Generated<number>;
  /** Raised by every console save; a save naming an older version is refused (409). */
  version: Generated<number>;
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
  /** 1 while the store's module is on, and on in the store's zone (or serves every zone): kept by refreshModuleLive. */
  module_live: ColumnType<Flag, Flag | undefined, Flag>;
  /** The store's own switch: 0 means temporarily closed whatever the schedule says. */
  active: Flag;
  featured: Flag;
  veg: Flag;
  non_veg: Flag;
  /** Kept by reviews: the mean of the visible reviews. @writer reviews */
  avg_rating: number;
  /** @writer reviews */
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
  /** The business's share of a delivered order's amount, in percent (the store's earnings show it). */
  commission_rate: Generated<number>;
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

export interface ItemsTable {
  id: Generated<number>;
  /** Raised by every console save; a save naming an older version is refused (409). */
  version: Generated<number>;
  slug: string;
  /** The item's key in its store, as CSV files name it; the database gives `item-<id>` to an item written without one. */
  sku: ColumnType<string, string | undefined, string>;
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
  /** Taken by orders, given back when they are canceled. @writer inventory */
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
  /** Kept by reviews. @writer reviews */
  avg_rating: number;
  /** @writer reviews */
  rating_count: number;
  /** Items sold: added up from order lines by the sales counter (catalog.sales), taken back on cancel. */
  order_count: number;
  /** How many customers keep it in their wishlist. @writer wishlist */
  wishlist_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A priced, stocked combination of a non-food item's choices, e.g. "Red-XL". */
export interface ItemVariationsTable {
  id: Generated<number>;
  item_id: number;
  type: string;
  price: Minor;
  /** @writer inventory */
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
  /** null means unlimited. @writer inventory */
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
  /** Raised by every console save; a save naming an older version is refused (409). */
  version: Generated<number>;
}

export interface ItemAddOnsTable {
  item_id: number;
  add_on_id: number;
}


/** One row: the last order line whose quantity the items' order counts hold (catalog.sales.ts). */
export interface ItemSalesMarkTable {
  id: number;
  counted_through: number;
}

/** The tables the catalog feature owns, by name. */
/**
 * The business's units (kg, box…) and attributes (Colour, Size…) that the item editor offers: an item
 * keeps a unit's English name as its unit_type, and an attribute's English name as a choice's title.
 */
export interface ItemTermsTable {
  id: Generated<number>;
  /** English; Arabic and French in translations ({ar: {name}, fr: {name}}). One row per name whatever its case. */
  name: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  position: number;
  status: Flag;
  /** Raised by every console save, which names the version it read. */
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CatalogTables {
  units: ItemTermsTable;
  attributes: ItemTermsTable;
  stores: StoresTable;
  store_schedules: StoreSchedulesTable;
  items: ItemsTable;
  item_variations: ItemVariationsTable;
  item_food_variations: ItemFoodVariationsTable;
  item_food_variation_values: ItemFoodVariationValuesTable;
  add_ons: AddOnsTable;
  item_add_ons: ItemAddOnsTable;
  item_sales_mark: ItemSalesMarkTable;
}
