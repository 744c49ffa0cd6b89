import { Type, type Static } from 'typebox';
import { FilterText, StoreTabParam, StoreType } from './catalog.js';
import { PageQuery } from './common.js';

export const StoreTabParams = Type.Object({ type: StoreTabParam });
export type StoreTabParams = Static<typeof StoreTabParams>;

/** get-stores/{tab}: `type` narrows to a delivery type (All, Delivery, Take Away) or veg / non-veg. */
export const StoreTabQuery = Type.Object(
  { ...PageQuery.properties, type: Type.Optional(StoreType), filter: Type.Optional(FilterText) },
  { additionalProperties: false },
);
export type StoreTabQuery = Static<typeof StoreTabQuery>;

/** GET stores: the tab is the `type` query value. */
export const StoresQuery = Type.Object(
  { ...PageQuery.properties, type: Type.Optional(StoreTabParam), filter: Type.Optional(FilterText) },
  { additionalProperties: false },
);
export type StoresQuery = Static<typeof StoresQuery>;

export const StoreIdQuery = Type.Object(
  { ...PageQuery.properties, store_id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type StoreIdQuery = Static<typeof StoreIdQuery>;
