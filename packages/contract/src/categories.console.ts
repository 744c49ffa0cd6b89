import { Type, type Static } from 'typebox';
import { Texts, TextsInput } from './common.js';
import { ErrorItem } from './errors.js';

/** The longest category or brand name, in any language. */
export const CATEGORY_NAME_MAX = 100;
export const BRAND_NAME_MAX = 100;
/** A category's priority: higher comes first in the storefront's chooser. */
export const CATEGORY_PRIORITY_MAX = 1_000_000;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Page = { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })), offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })) };
const Search = Type.Optional(Type.String({ maxLength: 100 }));

/** A category as the console edits it: its name in every language, where it sits in its module's two-level tree. */
export const ConsoleCategory = Type.Object({
  id: Type.Integer(),
  /** Named by every save: a save of an older version is refused (409). */
  version: Type.Integer(),
  name: Texts,
  module_id: Type.Integer(),
  /** null: a root category; otherwise the root it sits under. */
  parent_id: Nullable(Type.Integer()),
  /** Depth in the tree: 0 for a root, 1 for a sub-category. */
  position: Type.Integer(),
  /** Made from the English name when the category is created, and kept: links to it stay valid. */
  slug: Type.String(),
  /** Featured roots show in the storefront's featured list. */
  featured: Type.Boolean(),
  /** Higher first in the storefront's chooser. */
  priority: Type.Integer(),
  /** Off: no storefront call shows it, nor (for a root) its sub-categories. */
  on: Type.Boolean(),
  image_full_url: Type.String(),
  /** Items filed directly under it, on or off. */
  items_count: Type.Integer(),
  created_at: Type.String(),
});
export type ConsoleCategory = Static<typeof ConsoleCategory>;

export const ConsoleCategoryPage = Type.Object({ total: Type.Integer(), categories: Type.Array(ConsoleCategory) });
export type ConsoleCategoryPage = Static<typeof ConsoleCategoryPage>;

export const ConsoleCategoryQuery = Type.Object({
  module_id: Type.Optional(Type.Integer({ minimum: 1 })),
  /** 0: roots only; a root's id: its sub-categories. */
  parent_id: Type.Optional(Type.Integer({ minimum: 0 })),
  /** A part of the name, in any language. */
  search: Search,
  on: Type.Optional(Type.Boolean()),
  ...Page,
});
export type ConsoleCategoryQuery = Static<typeof ConsoleCategoryQuery>;

const Priority = Type.Integer({ minimum: -CATEGORY_PRIORITY_MAX, maximum: CATEGORY_PRIORITY_MAX });

/** A new category: its name (English required), module, and the root it sits under (none: a root itself). */
export const ConsoleCategoryCreate = Type.Object({
  name: TextsInput(CATEGORY_NAME_MAX),
  module_id: Type.Integer({ minimum: 1 }),
  parent_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  featured: Type.Optional(Type.Boolean()),
  priority: Type.Optional(Priority),
  on: Type.Optional(Type.Boolean()),
});
export type ConsoleCategoryCreate = Static<typeof ConsoleCategoryCreate>;

/** A save: the version read, and the fields to change (those left out stay). */
export const ConsoleCategoryUpdate = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  name: Type.Optional(TextsInput(CATEGORY_NAME_MAX)),
  module_id: Type.Optional(Type.Integer({ minimum: 1 })),
  parent_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  featured: Type.Optional(Type.Boolean()),
  priority: Type.Optional(Priority),
  on: Type.Optional(Type.Boolean()),
});
export type ConsoleCategoryUpdate = Static<typeof ConsoleCategoryUpdate>;

export const CategoryParams = Type.Object({ categoryId: Type.Integer({ minimum: 1 }) });
export type CategoryParams = Static<typeof CategoryParams>;

/** A refused save (409): the category as it is now and the fields changed since the version the save named. */
export const ConsoleCategoryConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleCategory, changed: Type.Array(Type.String()) });
export type ConsoleCategoryConflict = Static<typeof ConsoleCategoryConflict>;

/** A brand as the console edits it. */
export const ConsoleBrand = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  name: Texts,
  module_id: Type.Integer(),
  /** Made from the English name when the brand is created, and kept. */
  slug: Type.String(),
  /** Off: the storefront lists neither the brand nor its items' page. */
  on: Type.Boolean(),
  image_full_url: Type.String(),
  items_count: Type.Integer(),
  created_at: Type.String(),
});
export type ConsoleBrand = Static<typeof ConsoleBrand>;

export const ConsoleBrandPage = Type.Object({ total: Type.Integer(), brands: Type.Array(ConsoleBrand) });
export type ConsoleBrandPage = Static<typeof ConsoleBrandPage>;

export const ConsoleBrandQuery = Type.Object({ module_id: Type.Optional(Type.Integer({ minimum: 1 })), search: Search, on: Type.Optional(Type.Boolean()), ...Page });
export type ConsoleBrandQuery = Static<typeof ConsoleBrandQuery>;

export const ConsoleBrandCreate = Type.Object({
  name: TextsInput(BRAND_NAME_MAX),
  module_id: Type.Integer({ minimum: 1 }),
  on: Type.Optional(Type.Boolean()),
});
export type ConsoleBrandCreate = Static<typeof ConsoleBrandCreate>;

export const ConsoleBrandUpdate = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  name: Type.Optional(TextsInput(BRAND_NAME_MAX)),
  module_id: Type.Optional(Type.Integer({ minimum: 1 })),
  on: Type.Optional(Type.Boolean()),
});
export type ConsoleBrandUpdate = Static<typeof ConsoleBrandUpdate>;

export const BrandParams = Type.Object({ brandId: Type.Integer({ minimum: 1 }) });
export type BrandParams = Static<typeof BrandParams>;

export const ConsoleBrandConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleBrand, changed: Type.Array(Type.String()) });
export type ConsoleBrandConflict = Static<typeof ConsoleBrandConflict>;

/** A new picture for a category or a brand (multipart/form-data), with the version read. */
export const ConsoleCatalogueImage = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  image: Type.Unknown({ description: 'a JPG, PNG or GIF file, at most 2 MB; kept as a WebP at most 600 px wide' }),
});
export type ConsoleCatalogueImage = Static<typeof ConsoleCatalogueImage>;
