import { Type, type Static } from 'typebox';
import { PageQuery } from './common.js';
import { ErrorItem } from './errors.js';

/**
 * The admin's items over every store (`/api/v1/console/items...`): a list with filters and sorts, a CSV
 * export, and a CSV import that creates and updates items across stores, all or nothing. Items are
 * edited one by one in their store's panel; a file names each item by its store and its key (`key`,
 * unique within the store, kept through renames).
 */

export const CATALOGUE_SORTS = ['newest', 'name', 'price', 'stock', 'changed'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** The filters of the list and of the export. */
const filters = {
  module_id: Type.Optional(Type.Integer({ minimum: 1 })),
  store_id: Type.Optional(Type.Integer({ minimum: 1 })),
  /** The category, its sub-categories included. */
  category_id: Type.Optional(Type.Integer({ minimum: 1 })),
  state: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('inactive'), Type.Literal('out_of_stock')])),
  /** Words of the item's name in any language; the last one may be the start of a word. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
};

export const ConsoleCatalogueFilter = Type.Object(filters, { additionalProperties: false });
export type ConsoleCatalogueFilter = Static<typeof ConsoleCatalogueFilter>;

export const ConsoleCatalogueQuery = Type.Object(
  {
    ...PageQuery.properties,
    ...filters,
    /** newest first (default), name A to Z, price low to high, stock low to high, last changed first. */
    sort: Type.Optional(Type.Union([Type.Literal('newest'), Type.Literal('name'), Type.Literal('price'), Type.Literal('stock'), Type.Literal('changed')])),
  },
  { additionalProperties: false },
);
export type ConsoleCatalogueQuery = Static<typeof ConsoleCatalogueQuery>;

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ConsoleCatalogueRow = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  /** In the language asked for (X-localization), else English. */
  name: Type.String(),
  /** The languages the name is not translated into yet. */
  missing_languages: Type.Array(Type.Union([Type.Literal('ar'), Type.Literal('fr')])),
  store: Named,
  module: Named,
  category: Named,
  price: Type.Number(),
  stock: Type.Integer(),
  active: Type.Boolean(),
  out_of_stock: Type.Boolean(),
  /** False for food items: they keep no stock. */
  stock_kept: Type.Boolean(),
  updated_at: Type.String(),
});
export type ConsoleCatalogueRow = Static<typeof ConsoleCatalogueRow>;

export const ConsoleCataloguePage = Type.Object({
  /** Matching items, counted up to ITEM_COUNT_CAP (SEARCH_COUNT_CAP with a search). */
  total_size: Type.Integer(),
  /** False when the count stopped at the cap: there are at least total_size. */
  total_exact: Type.Boolean(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  items: Type.Array(ConsoleCatalogueRow),
});
export type ConsoleCataloguePage = Static<typeof ConsoleCataloguePage>;

/**
 * The columns of an items file, in the export's order. An import reads them by name, in any order:
 * `store_id` and `key` name the item; `store` and `category` are there for people and are not read.
 * Flags are 1 or 0; state is active or inactive; unit may be empty.
 */
export const ITEM_CSV_COLUMNS = [
  'key', 'store_id', 'store', 'category_id', 'category', 'name_en', 'name_ar', 'name_fr', 'description_en', 'description_ar', 'description_fr',
  'price', 'discount', 'discount_type', 'unit', 'stock', 'state', 'veg', 'recommended', 'organic', 'halal', 'prescription',
] as const;
export type ItemCsvColumn = (typeof ITEM_CSV_COLUMNS)[number];

/** Rows an import may hold. */
export const MAX_IMPORT_ROWS = 10_000;
/** Longest key. */
export const MAX_ITEM_KEY = 64;

const Cell = Type.Optional(Type.String({ maxLength: 5000 }));

/** One row of a file as read (every cell text); the server checks and converts each cell, reporting what it refuses by row. */
export const ConsoleItemImportRow = Type.Object(
  Object.fromEntries(ITEM_CSV_COLUMNS.map((column) => [column, Cell])) as Record<ItemCsvColumn, typeof Cell>,
  { additionalProperties: false },
);
export type ConsoleItemImportRow = Static<typeof ConsoleItemImportRow>;

export const ConsoleItemsImport = Type.Object(
  { rows: Type.Array(ConsoleItemImportRow, { minItems: 1, maxItems: MAX_IMPORT_ROWS }) },
  { additionalProperties: false },
);
export type ConsoleItemsImport = Static<typeof ConsoleItemsImport>;

/** Why one row was refused: `row` counts the rows sent from 1 (the file's header not counted), as BulkRefusal does. */
export const ImportRefusal = Type.Object({
  row: Type.Integer(),
  key: Type.Union([Type.String(), Type.Null()]),
  field: Type.String(),
  message: Type.String(),
});
export type ImportRefusal = Static<typeof ImportRefusal>;

/** 422: nothing was changed; every refused row is in the report. */
export const ConsoleItemsImportRefused = Type.Object({ errors: Type.Array(ErrorItem), report: Type.Array(ImportRefusal) });
export type ConsoleItemsImportRefused = Static<typeof ConsoleItemsImportRefused>;

export const ConsoleItemsImported = Type.Object({
  rows: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  /** Rows that named values their items already had. */
  unchanged: Type.Integer(),
});
export type ConsoleItemsImported = Static<typeof ConsoleItemsImported>;
