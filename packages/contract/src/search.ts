import { Type, type Static } from 'typebox';
import { FilterText, IdListText, Item, Store, StoreType } from './catalog.js';
import { PageQuery } from './common.js';

const Price = Type.Number({ minimum: 0, maximum: 10_000_000 });

/**
 * Search. `name` is what was typed (an empty search is ignored: an empty page), unless
 * `data_type` asks for a browse (category, brand, discounted, new) that needs no words.
 * Prices are major units, compared with the price charged now; `rating_count` is the minimum
 * average rating; `sort` orders by price.
 */
export const SearchQuery = Type.Object(
  {
    ...PageQuery.properties,
    name: Type.Optional(Type.String({ maxLength: 100 })),
    list_type: Type.Optional(Type.Union([Type.Literal('item'), Type.Literal('store')])),
    data_type: Type.Optional(Type.Union([Type.Literal('searched'), Type.Literal('category'), Type.Literal('brand'), Type.Literal('discounted'), Type.Literal('new')])),
    category_ids: Type.Optional(IdListText),
    brand_ids: Type.Optional(IdListText),
    min_price: Type.Optional(Price),
    max_price: Type.Optional(Price),
    rating_count: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
    filter: Type.Optional(FilterText),
    sort: Type.Optional(Type.Union([Type.Literal('high'), Type.Literal('low')])),
    type: Type.Optional(StoreType),
    store_id: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;

/** Items under `products`, or stores under `stores` for list_type=store. */
export const SearchPage = Type.Object({
  total_size: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  products: Type.Optional(Type.Array(Item)),
  stores: Type.Optional(Type.Array(Store)),
});
export type SearchPage = Static<typeof SearchPage>;

export const SuggestQuery = Type.Object(
  { name: Type.Optional(Type.String({ maxLength: 100 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })) },
  { additionalProperties: false },
);
export type SuggestQuery = Static<typeof SuggestQuery>;

export const Suggestions = Type.Object({
  items: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String(), image: Type.String(), image_full_url: Type.String(), store_name: Type.String() })),
  stores: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String(), logo: Type.String(), logo_full_url: Type.String() })),
});
export type Suggestions = Static<typeof Suggestions>;
