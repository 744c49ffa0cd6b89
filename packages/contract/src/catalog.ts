import { Type, type Static } from 'typebox';
import { Flag, Page, PageQuery } from './common.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const DiscountType = Type.Union([Type.Literal('percent'), Type.Literal('amount')]);

/** An item as the client reads it. Prices are major units; `discounted_price` is the one to charge now. */
export const Item = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  image: Type.String(), image_full_url: Type.String(),
  images: Type.Array(Type.String()), images_full_url: Type.Array(Type.String()),
  price: Type.Number(),
  /** The effective discount: a running flash sale's, else a running store discount, else the item's own. */
  discount: Type.Number(),
  discount_type: DiscountType,
  /** The running store discount (percent, or major units for amount); 0 when none runs. */
  store_discount: Type.Number(),
  discounted_price: Type.Number(),
  unit_type: Nullable(Type.String()),
  store_id: Type.Integer(),
  store_name: Type.String(),
  /** Names the store's page (storePagePath). */
  store_slug: Type.String(),
  zone_id: Type.Integer(),
  module_id: Type.Integer(),
  module_type: Type.String(),
  stock: Type.Integer(),
  maximum_cart_quantity: Nullable(Type.Integer()),
  is_prescription_required: Flag,
  veg: Flag,
  recommended: Flag,
  organic: Flag,
  halal_tag_status: Flag,
  is_halal: Flag,
  avg_rating: Type.Number(),
  rating_count: Type.Integer(),
  /** How many customers keep it in their wishlist. */
  wishlist_count: Type.Integer(),
  available_time_starts: Type.String(),
  available_time_ends: Type.String(),
  schedule_order: Flag,
  variations: Type.Array(Type.Object({ type: Type.String(), price: Type.Number(), stock: Type.Integer() })),
  choice_options: Type.Array(Type.Object({ name: Type.String(), title: Type.String(), options: Type.Array(Type.String()) })),
  food_variations: Type.Array(Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    type: Type.Union([Type.Literal('single'), Type.Literal('multi')]),
    min: Type.Integer(),
    max: Type.Integer(),
    required: Type.Union([Type.Literal('on'), Type.Literal('off')]),
    values: Type.Array(Type.Object({
      label: Type.String(), optionPrice: Type.Number(), stock: Nullable(Type.Integer()),
      /** In a cart line's item only: whether the line chose this value. */
      isSelected: Type.Optional(Type.Boolean()),
    })),
  })),
  add_ons: Type.Array(Type.Object({
    id: Type.Integer(), name: Type.String(), price: Type.Number(),
    /** In a cart line's item only (an add-on): the store, whether the line chose it, and how many. */
    store_id: Type.Optional(Type.Integer()), checked: Type.Optional(Type.Boolean()), quantity: Type.Optional(Type.Integer()),
  })),
  tags: Type.Array(Type.String()),
  /** The item's own category (a sub-category when it has one): the new-arrival tabs filter on it. */
  category_id: Type.Integer(),
  /** The item's category and its parent: position 1 is the root, 2 the sub-category. */
  category_ids: Type.Array(Type.Object({ id: Type.Integer(), position: Type.Integer() })),
  brand_id: Nullable(Type.Integer()),
  generic_name: Nullable(Type.String()),
  /** 1 when it can be ordered now: store active and open, and inside the item's daily hours (and campaign dates). */
  available: Flag,
  /** Campaign items only: the item campaign's id and dates (YYYY-MM-DD). */
  campaign_id: Type.Optional(Type.Integer()),
  available_date_starts: Type.Optional(Type.String()),
  available_date_ends: Type.Optional(Type.String()),
});
export type Item = Static<typeof Item>;

export const StoreDiscount = Type.Object({
  discount: Type.Number(),
  discount_type: DiscountType,
  min_purchase: Type.Number(),
  max_discount: Type.Number(),
  start_date: Nullable(Type.String()),
  end_date: Nullable(Type.String()),
});

export const StoreSchedule = Type.Object({ day: Type.Integer(), opening_time: Type.String(), closing_time: Type.String() });

/**
 * A store. `distance` is metres from the latitude/longitude headers (null without them). A store's
 * details asked for without a zone (a shared link opened cold) leave out `distance` and `delivery_time`.
 */
export const Store = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  logo: Type.String(), logo_full_url: Type.String(),
  cover_photo: Type.String(), cover_photo_full_url: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  total_items: Type.Integer(),
  module_id: Type.Integer(),
  module_type: Type.String(),
  zone_id: Type.Integer(),
  featured: Flag,
  avg_rating: Type.Number(),
  rating_count: Type.Integer(),
  /** Reviews per star, 5 stars first. */
  ratings: Type.Array(Type.Integer()),
  /** The share of its published reviews rating 4 stars or more, in percent, rounded (0 without reviews). */
  positive_rating: Type.Integer({ minimum: 0, maximum: 100 }),
  distance: Type.Optional(Nullable(Type.Number())),
  /** The delivery estimate, such as "30-40 min". */
  delivery_time: Type.Optional(Type.String()),
  minimum_order: Type.Number(),
  free_delivery: Flag,
  /** The store's own switch. */
  active: Flag,
  /** Active and open now by its weekly schedule, in its time zone. */
  open: Flag,
  schedule_order: Flag,
  delivery: Flag,
  take_away: Flag,
  veg: Flag,
  non_veg: Flag,
  halal_tag_status: Flag,
  prescription_order: Flag,
  discount: Nullable(StoreDiscount),
  announcement: Nullable(Type.String()),
  created_at: Type.String(),
  schedules: Type.Array(StoreSchedule),
  /** Details only: the categories its items belong to. */
  category_ids: Type.Optional(Type.Array(Type.Integer())),
});
export type Store = Static<typeof Store>;

/** One item's page: the item and the card of the store selling it (its item count and rating figures). */
export const ItemDetails = Type.Object({ ...Item.properties, store_details: Store });
export type ItemDetails = Static<typeof ItemDetails>;

export const Review = Type.Object({
  id: Type.Integer(),
  item_id: Type.Integer(),
  item_name: Type.String(),
  item_image: Type.String(), item_image_full_url: Type.String(),
  store_id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  /** The reviewer's first name. */
  customer_name: Type.String(),
  /** 1 to 5 in half steps. */
  rating: Type.Number(),
  comment: Nullable(Type.String()),
  reply: Nullable(Type.String()),
  /** The reviewer's photos. */
  attachment: Type.Array(Type.String()), attachment_full_url: Type.Array(Type.String()),
  created_at: Type.String(),
});
export type Review = Static<typeof Review>;

export const ItemPage = Page('products', Item);
export type ItemPage = Static<typeof ItemPage>;
export const StorePage = Page('stores', Store);
export type StorePage = Static<typeof StorePage>;
export const ReviewPage = Page('reviews', Review);
export type ReviewPage = Static<typeof ReviewPage>;
export const ItemList = Type.Array(Item);
export const StoreList = Type.Array(Store);

/** "[1,2]", "1,2" or "1": how the client sends id lists in query strings. */
export const IdListText = Type.String({ pattern: '^\\[?\\s*(\\d{1,9}\\s*(,\\s*\\d{1,9}\\s*)*)?\\]?$', maxLength: 2000 });

export const LIST_FILTERS = ['all', 'nearby', 'currently_open', 'top_rated', 'discounted', 'popular'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
const filterWord = `"?(${LIST_FILTERS.join('|')})"?`;
/** One filter or several, as "a,b" or a JSON array. */
export const FilterText = Type.String({ pattern: `^\\[?\\s*(${filterWord}\\s*(,\\s*${filterWord}\\s*)*)?\\]?$`, maxLength: 200 });

export const ItemType = Type.Union([Type.Literal('all'), Type.Literal('veg'), Type.Literal('non_veg')]);
export type ItemType = Static<typeof ItemType>;

export const ItemListQuery = Type.Object(
  { ...PageQuery.properties, type: Type.Optional(ItemType), filter: Type.Optional(FilterText), category_id: Type.Optional(Type.Integer({ minimum: 0 })), store_id: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type ItemListQuery = Static<typeof ItemListQuery>;

export const StoreType = Type.Union([Type.Literal('all'), Type.Literal('delivery'), Type.Literal('take_away'), Type.Literal('veg'), Type.Literal('non_veg')]);
export type StoreType = Static<typeof StoreType>;

export const StoreListQuery = Type.Object(
  { ...PageQuery.properties, type: Type.Optional(StoreType), filter: Type.Optional(FilterText) },
  { additionalProperties: false },
);
export type StoreListQuery = Static<typeof StoreListQuery>;

/** The store list tabs: All, Newly Joined, Popular, Top Rated (plus discounted and the delivery types). */
export const STORE_TABS = ['all', 'latest', 'newly_joined', 'popular', 'top_rated', 'discounted', 'delivery', 'take_away'] as const;
export type StoreTab = (typeof STORE_TABS)[number];
export const StoreTabParam = Type.Union([
  Type.Literal('all'), Type.Literal('latest'), Type.Literal('newly_joined'), Type.Literal('popular'), Type.Literal('top_rated'),
  Type.Literal('discounted'), Type.Literal('delivery'), Type.Literal('take_away'),
]);

export const IdOrSlugParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9-]+$' }) });
export type IdOrSlugParams = Static<typeof IdOrSlugParams>;
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof IdParams>;
export const PageOnlyQuery = Type.Object({ ...PageQuery.properties }, { additionalProperties: false });
export type PageOnlyQuery = Static<typeof PageOnlyQuery>;
