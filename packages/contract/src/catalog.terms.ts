import { Type, type Static } from 'typebox';
import { Texts, TextsInput } from './common.js';
import { ErrorItem } from './errors.js';

/**
 * The business's units (kg, box…) and attributes (Colour, Size…), kept in the console and offered by the
 * store panel's item editor: an item keeps a unit's English name as its unit, and an attribute's English
 * name as the title of a variation choice; the storefront shows them in the visitor's language.
 */
export const CATALOG_TERM_NAME_MAX = 40;

const Position = Type.Integer({ minimum: 0, maximum: 100_000 });

/** A unit or an attribute as the console edits it. */
export const ConsoleCatalogTerm = Type.Object({
  id: Type.Integer(),
  /** Named by every save: a save of an older version is refused (409). */
  version: Type.Integer(),
  /** The English name is what items keep; one row per English name whatever its case. */
  name: Texts,
  /** Lower first in the item editor's choices. */
  position: Type.Integer(),
  /** Off: no longer offered to new items; items that have it keep it. */
  on: Type.Boolean(),
  created_at: Type.String(),
});
export type ConsoleCatalogTerm = Static<typeof ConsoleCatalogTerm>;

export const ConsoleCatalogTermPage = Type.Object({ total: Type.Integer(), terms: Type.Array(ConsoleCatalogTerm) });
export type ConsoleCatalogTermPage = Static<typeof ConsoleCatalogTermPage>;

export const ConsoleCatalogTermQuery = Type.Object({
  /** Part of the name, in any language. */
  search: Type.Optional(Type.String({ maxLength: 60 })),
  on: Type.Optional(Type.Boolean()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type ConsoleCatalogTermQuery = Static<typeof ConsoleCatalogTermQuery>;

export const ConsoleCatalogTermCreate = Type.Object({
  name: TextsInput(CATALOG_TERM_NAME_MAX),
  position: Type.Optional(Position),
  on: Type.Optional(Type.Boolean()),
});
export type ConsoleCatalogTermCreate = Static<typeof ConsoleCatalogTermCreate>;

/** A save: the version read, and the fields to change (those left out stay). */
export const ConsoleCatalogTermUpdate = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  name: Type.Optional(TextsInput(CATALOG_TERM_NAME_MAX)),
  position: Type.Optional(Position),
  on: Type.Optional(Type.Boolean()),
});
export type ConsoleCatalogTermUpdate = Static<typeof ConsoleCatalogTermUpdate>;

export const UnitParams = Type.Object({ unitId: Type.Integer({ minimum: 1 }) });
export const AttributeParams = Type.Object({ attributeId: Type.Integer({ minimum: 1 }) });

/** A refused save (409): the row as it is now and the fields changed since the version the save named. */
export const ConsoleCatalogTermConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleCatalogTerm, changed: Type.Array(Type.String()) });
export type ConsoleCatalogTermConflict = Static<typeof ConsoleCatalogTermConflict>;

