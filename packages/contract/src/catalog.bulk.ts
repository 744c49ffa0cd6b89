import { Type, type Static } from 'typebox';
import { ErrorItem } from './errors.js';

/**
 * A bulk update of a store's items from a spreadsheet (CSV: columns id, price, stock, discount, and
 * optionally version; any of them but id may be left out). The console parses the file and sends its
 * rows; the server checks every row and applies all of them in one transaction, or none.
 */

/** Rows a bulk update may hold. */
export const MAX_BULK_ROWS = 5000;

/** The columns a file may have. */
export const BULK_COLUMNS = ['id', 'price', 'stock', 'discount', 'version'] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

/** One row: numbers as the file holds them, checked by the server (a wrong one refuses the whole file with a report). */
export const ConsoleBulkRow = Type.Object(
  {
    id: Type.Number(),
    price: Type.Optional(Type.Number()),
    stock: Type.Optional(Type.Number()),
    discount: Type.Optional(Type.Number()),
    /** When given, the row is refused if the item changed since (as a save of the editor would be). */
    version: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);
export type ConsoleBulkRow = Static<typeof ConsoleBulkRow>;

export const ConsoleBulkUpdate = Type.Object(
  { rows: Type.Array(ConsoleBulkRow, { minItems: 1, maxItems: MAX_BULK_ROWS }) },
  { additionalProperties: false },
);
export type ConsoleBulkUpdate = Static<typeof ConsoleBulkUpdate>;

/** Why one row was refused: `row` counts the rows sent from 1 (the file's header not counted). */
export const BulkRefusal = Type.Object({
  row: Type.Integer(),
  id: Type.Union([Type.Number(), Type.Null()]),
  field: Type.String(),
  message: Type.String(),
});
export type BulkRefusal = Static<typeof BulkRefusal>;

/** 422: nothing was changed; every refused row is in the report. */
export const ConsoleBulkRefused = Type.Object({ errors: Type.Array(ErrorItem), report: Type.Array(BulkRefusal) });
export type ConsoleBulkRefused = Static<typeof ConsoleBulkRefused>;

export const ConsoleBulkDone = Type.Object({
  rows: Type.Integer(),
  /** Items whose price, stock or discount changed. */
  changed: Type.Integer(),
  /** Rows that named values the items already had. */
  unchanged: Type.Integer(),
});
export type ConsoleBulkDone = Static<typeof ConsoleBulkDone>;
