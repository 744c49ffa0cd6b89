import { Type, type Static } from 'typebox';
import { OrNull, PageQuery, Texts } from './common.js';
import { ErrorItem } from './errors.js';

/**
 * The store panel's menu: a store's items as its staff list and edit them in the console
 * (`/api/v1/console/stores/:storeId/items...`). Money is in major units, as everywhere in the API.
 */

/** Highest price, variation or option price an item may have, in major units. */
export const MAX_ITEM_PRICE = 1_000_000;
/** Highest stock a row may hold. */
export const MAX_ITEM_STOCK = 1_000_000;
/** A list counts its matches up to this many; beyond it the page says "at least" (total_exact false). */
export const ITEM_COUNT_CAP = 1000;
/** A search counts its matches up to this many: each is looked up among the store's items, and a longer search is refined rather than paged through. */
export const SEARCH_COUNT_CAP = 250;

export const StoreItemParams = Type.Object({ storeId: Type.Integer({ minimum: 1 }), id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type StoreItemParams = Static<typeof StoreItemParams>;

export const CONSOLE_ITEM_STATES = ['active', 'inactive', 'out_of_stock'] as const;
export type ConsoleItemState = (typeof CONSOLE_ITEM_STATES)[number];

export const ConsoleItemsQuery = Type.Object(
  {
    ...PageQuery.properties,
    /** Words of the item's name in any language; the last one may be the start of a word. */
    search: Type.Optional(Type.String({ maxLength: 100 })),
    /** The category, its sub-categories included. */
    category_id: Type.Optional(Type.Integer({ minimum: 1 })),
    state: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('inactive'), Type.Literal('out_of_stock')])),
  },
  { additionalProperties: false },
);
export type ConsoleItemsQuery = Static<typeof ConsoleItemsQuery>;

const DiscountType = Type.Union([Type.Literal('percent'), Type.Literal('amount')]);

/** One row of the menu list. */
export const ConsoleItemRow = Type.Object({
  id: Type.Integer(),
  /** In the language asked for (X-localization), else English. */
  name: Type.String(),
  /** The main picture's URL, null without one. */
  image: Type.Union([Type.String(), Type.Null()]),
  category: Type.Object({ id: Type.Integer(), name: Type.String() }),
  price: Type.Number(),
  discount: Type.Number(),
  discount_type: DiscountType,
  stock: Type.Integer(),
  active: Type.Boolean(),
  /** Variations or food option groups: the stock of such an item is set per variation, in the editor. */
  has_variations: Type.Boolean(),
  version: Type.Integer(),
});
export type ConsoleItemRow = Static<typeof ConsoleItemRow>;

export const ConsoleItemPage = Type.Object({
  /** Matching items, counted up to ITEM_COUNT_CAP (SEARCH_COUNT_CAP with a search). */
  total_size: Type.Integer(),
  /** False when the count stopped at the cap: there are at least total_size. */
  total_exact: Type.Boolean(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  /** False for a food store: its items keep no stock (only food options may). */
  stock_kept: Type.Boolean(),
  items: Type.Array(ConsoleItemRow),
});
export type ConsoleItemPage = Static<typeof ConsoleItemPage>;

const Name = Type.String({ maxLength: 255 });
/** Names in each language; English is required, an empty Arabic or French one shows the English. */
export const ConsoleItemNames = Type.Object({ en: Type.String({ minLength: 1, maxLength: 255 }), ar: Name, fr: Name }, { additionalProperties: false });
const Description = Type.String({ maxLength: 5000 });
export const ConsoleItemDescriptions = Type.Object({ en: Description, ar: Description, fr: Description }, { additionalProperties: false });

const Price = Type.Number({ minimum: 0, maximum: MAX_ITEM_PRICE });
const Stock = Type.Integer({ minimum: 0, maximum: MAX_ITEM_STOCK });
/** A time of day, HH:mm. */
const TimeOfDay = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });

/** A priced, stocked variation of a non-food item ("Red-XL"). */
export const ConsoleVariation = Type.Object({ type: Type.String({ minLength: 1, maxLength: 100 }), price: Price, stock: Stock }, { additionalProperties: false });
export type ConsoleVariation = Static<typeof ConsoleVariation>;

/**
 * A non-food item's choice, e.g. Colour: Red, Blue. Its title is one of the business's attributes (or the
 * item's own text); each variation's type is one option of each choice, joined by "-" ("Red-XL").
 */
export const ConsoleChoice = Type.Object(
  { title: Type.String({ minLength: 1, maxLength: 40 }), options: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 30 }) },
  { additionalProperties: false },
);
export type ConsoleChoice = Static<typeof ConsoleChoice>;

/** One option of a food group; stock null is unlimited. */
export const ConsoleFoodOption = Type.Object(
  { label: Type.String({ minLength: 1, maxLength: 100 }), price: Price, stock: Type.Optional(OrNull(Stock)) },
  { additionalProperties: false },
);
export type ConsoleFoodOption = Static<typeof ConsoleFoodOption>;

/** A food item's option group: one choice (single) or several (multi), between min and max of them. */
export const ConsoleFoodGroup = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    type: Type.Union([Type.Literal('single'), Type.Literal('multi')]),
    min: Type.Integer({ minimum: 0, maximum: 50 }),
    max: Type.Integer({ minimum: 1, maximum: 50 }),
    required: Type.Boolean(),
    options: Type.Array(ConsoleFoodOption, { minItems: 1, maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type ConsoleFoodGroup = Static<typeof ConsoleFoodGroup>;

/** What the editor sets of an item. */
const fields = {
  name: ConsoleItemNames,
  description: ConsoleItemDescriptions,
  category_id: Type.Integer({ minimum: 1 }),
  price: Price,
  /** A percentage (at most 100) for percent, major units (at most the price) for amount. */
  discount: Type.Number({ minimum: 0, maximum: MAX_ITEM_PRICE }),
  discount_type: DiscountType,
  maximum_cart_quantity: Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()]),
  /** What one is sold by: a business unit's English name (catalog.terms), or the item's own text; null for none. */
  unit_type: OrNull(Type.String({ maxLength: 40 })),
  available_time_starts: TimeOfDay,
  available_time_ends: TimeOfDay,
  veg: Type.Boolean(),
  is_halal: Type.Boolean(),
  organic: Type.Boolean(),
  /** The item's own stock; with variations it is their sum, whatever is sent. Food items keep none. */
  stock: Stock,
  active: Type.Boolean(),
  variations: Type.Array(ConsoleVariation, { maxItems: 100 }),
  /** The choices the storefront offers the variations by; kept only while every variation is one of their combinations. */
  choices: Type.Array(ConsoleChoice, { maxItems: 5 }),
  food_variations: Type.Array(ConsoleFoodGroup, { maxItems: 30 }),
  /** Add-ons of the store that go with the item. */
  add_on_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 }),
};

/** The fields a save may change, by name: a 409's `changed` names these. */
export const CONSOLE_ITEM_FIELDS: readonly (keyof typeof fields | 'images')[] = [...(Object.keys(fields) as (keyof typeof fields)[]), 'images'];

export const ConsoleItemCreate = Type.Object(
  {
    ...fields,
    description: Type.Optional(fields.description),
    discount: Type.Optional(fields.discount),
    discount_type: Type.Optional(fields.discount_type),
    maximum_cart_quantity: Type.Optional(fields.maximum_cart_quantity),
    unit_type: Type.Optional(fields.unit_type),
    available_time_starts: Type.Optional(fields.available_time_starts),
    available_time_ends: Type.Optional(fields.available_time_ends),
    veg: Type.Optional(fields.veg),
    is_halal: Type.Optional(fields.is_halal),
    organic: Type.Optional(fields.organic),
    stock: Type.Optional(fields.stock),
    active: Type.Optional(fields.active),
    variations: Type.Optional(fields.variations),
    choices: Type.Optional(fields.choices),
    food_variations: Type.Optional(fields.food_variations),
    add_on_ids: Type.Optional(fields.add_on_ids),
  },
  { additionalProperties: false },
);
export type ConsoleItemCreate = Static<typeof ConsoleItemCreate>;

/**
 * A save of an existing item: the version the editor read, and only the fields it changes (a field
 * left out keeps its value, so a stock that orders took meanwhile is not written back). `images`
 * names the item's own pictures to keep, in order: the first is the main one.
 */
export const ConsoleItemUpdate = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    ...Type.Partial(Type.Object(fields)).properties,
    images: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 255 }), { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type ConsoleItemUpdate = Static<typeof ConsoleItemUpdate>;

export const ConsoleItemImage = Type.Object({ name: Type.String(), url: Type.String() });

/** An item as the editor shows it. */
export const ConsoleItem = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  store_id: Type.Integer(),
  ...fields,
  /** The pictures, the main one first. */
  images: Type.Array(ConsoleItemImage),
  updated_at: Type.String(),
});
export type ConsoleItem = Static<typeof ConsoleItem>;

/** 409: the item changed since the version the save names. `current` is the item now; `changed`, the fields saved since then. */
export const ConsoleItemConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleItem, changed: Type.Array(Type.String()) });
export type ConsoleItemConflict = Static<typeof ConsoleItemConflict>;

export const ConsoleStockChange = Type.Object({ stock: Stock, version: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type ConsoleStockChange = Static<typeof ConsoleStockChange>;

export const ConsoleActiveChange = Type.Object({ active: Type.Boolean(), version: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type ConsoleActiveChange = Static<typeof ConsoleActiveChange>;

/** What the editor picks from: the store's module, categories and add-ons. */
export const ConsoleMenuChoices = Type.Object({
  module_type: Type.String(),
  stock_kept: Type.Boolean(),
  categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), parent_id: Type.Union([Type.Integer(), Type.Null()]) })),
  add_ons: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), price: Type.Number() })),
  /** The business's units and attributes switched on (catalog.terms), each named in every language; an item keeps the English. */
  units: Type.Array(Texts),
  attributes: Type.Array(Texts),
});
export type ConsoleMenuChoices = Static<typeof ConsoleMenuChoices>;

/** Pictures added to an item (multipart/form-data): JPG, PNG or GIF files, kept as WebP; `version` as for a save. */
export const ConsoleItemPictures = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    image: Type.Optional(Type.Unknown({ description: 'one or more JPG, PNG or GIF files, at most 2 MB each' })),
    'image[]': Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type ConsoleItemPictures = Static<typeof ConsoleItemPictures>;
