import { Type, type Static } from 'typebox';
import { PageQuery } from './common.js';
import { ItemPage } from './catalog.js';
import { SubCategory } from './categories.js';

export const RelatedStoreItemsQuery = Type.Object(
  { ...PageQuery.properties, item_id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type RelatedStoreItemsQuery = Static<typeof RelatedStoreItemsQuery>;

export const ConditionItemsQuery = Type.Object(
  { ...PageQuery.properties, condition_id: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type ConditionItemsQuery = Static<typeof ConditionItemsQuery>;

/** The new-arrivals page with its tabs: the categories of its items (their `category_id`), in the order they first come. */
export const NewArrivalPage = Type.Object({ ...ItemPage.properties, categories: Type.Array(SubCategory) });
export type NewArrivalPage = Static<typeof NewArrivalPage>;
