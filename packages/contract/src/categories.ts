import { Type, type Static } from 'typebox';
import { Flag } from './common.js';
import { IdListText, IdOrSlugParams, ItemListQuery, StoreListQuery } from './catalog.js';

const CategoryFields = {
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  image: Type.String(), image_full_url: Type.String(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  /** 0 for a root category, 1 for a sub-category. */
  position: Type.Integer(),
  priority: Type.Integer(),
  module_id: Type.Integer(),
  featured: Flag,
};

export const SubCategory = Type.Object(CategoryFields);
export type SubCategory = Static<typeof SubCategory>;
/** A category: a root with its sub-categories (`childes`, the client's spelling). */
export const Category = Type.Object({ ...CategoryFields, childes: Type.Array(SubCategory) });
export type Category = Static<typeof Category>;
export const CategoryList = Type.Array(Category);
export const SubCategoryList = Type.Array(SubCategory);

export const CategoriesQuery = Type.Object(
  { featured: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])) },
  { additionalProperties: false },
);
export type CategoriesQuery = Static<typeof CategoriesQuery>;

/** A brand; items_count counts the items the caller's zones and module can see. */
export const Brand = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  image: Type.String(), image_full_url: Type.String(),
  module_id: Type.Integer(),
  items_count: Type.Integer(),
});
export type Brand = Static<typeof Brand>;
export const BrandList = Type.Array(Brand);

export const CommonCondition = Type.Object({ id: Type.Integer(), name: Type.String() });
export type CommonCondition = Static<typeof CommonCondition>;
export const CommonConditionList = Type.Array(CommonCondition);

export const ConditionIdQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    offset: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    condition_id: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type ConditionIdQuery = Static<typeof ConditionIdQuery>;

/** A category's items or stores: the category's id or slug, in the path or as `id` in the query. */
export const CategoryItemsQuery = Type.Object({ ...ItemListQuery.properties, id: IdOrSlugParams.properties.id }, { additionalProperties: false });
export type CategoryItemsQuery = Static<typeof CategoryItemsQuery>;
export const CategoryStoresQuery = Type.Object({ ...StoreListQuery.properties, id: IdOrSlugParams.properties.id }, { additionalProperties: false });
export type CategoryStoresQuery = Static<typeof CategoryStoresQuery>;

/**
 * Several categories at once, each with its sub-categories: `category_ids` as "[3,7]", "3,7" or "3". A client
 * that has not chosen any yet sends "[]", "undefined" or "null", which name none.
 */
const CategoryIdList = Type.Union([IdListText, Type.Literal('undefined'), Type.Literal('null')]);
export const CategoriesItemsQuery = Type.Object({ ...ItemListQuery.properties, category_ids: CategoryIdList }, { additionalProperties: false });
export type CategoriesItemsQuery = Static<typeof CategoriesItemsQuery>;
export const CategoriesStoresQuery = Type.Object({ ...StoreListQuery.properties, category_ids: CategoryIdList }, { additionalProperties: false });
export type CategoriesStoresQuery = Static<typeof CategoriesStoresQuery>;
