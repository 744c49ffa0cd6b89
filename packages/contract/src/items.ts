import { Type, type Static } from 'typebox';
import { PageQuery } from './common.js';

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
