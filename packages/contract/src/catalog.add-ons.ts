import { Type, type Static } from 'typebox';
import { MAX_ITEM_PRICE, StoreItemParams } from './catalog.console.js';
import { ErrorItem } from './errors.js';

/**
 * A store's add-ons as its staff manage them in the console (`/api/v1/console/stores/:storeId/add-ons`):
 * extras a customer may take with the items they are linked to. Money is in major units.
 */

/** Longest name of an add-on, in any language. */
export const MAX_ADD_ON_NAME = 100;

/** The store and one of its add-ons. */
export const StoreAddOnParams = StoreItemParams;
export type StoreAddOnParams = Static<typeof StoreAddOnParams>;

const Name = Type.String({ maxLength: MAX_ADD_ON_NAME });
/**
 * An add-on's names: English required; an Arabic or French one left out or empty shows the English.
 * In a save, a language left out keeps its name.
 */
export const ConsoleAddOnNames = Type.Object(
  { en: Type.String({ minLength: 1, maxLength: MAX_ADD_ON_NAME }), ar: Type.Optional(Name), fr: Type.Optional(Name) },
  { additionalProperties: false },
);
export type ConsoleAddOnNames = Static<typeof ConsoleAddOnNames>;

/** At most the highest price an item may have. */
const Price = Type.Number({ minimum: 0, maximum: MAX_ITEM_PRICE });

/** A new add-on: on unless told (a switched-off add-on is not offered on the storefront). */
export const ConsoleAddOnCreate = Type.Object(
  { name: ConsoleAddOnNames, price: Price, active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type ConsoleAddOnCreate = Static<typeof ConsoleAddOnCreate>;

/** A save: the version read and only the fields it changes. */
export const ConsoleAddOnUpdate = Type.Object(
  { version: Type.Integer({ minimum: 1 }), name: Type.Optional(ConsoleAddOnNames), price: Type.Optional(Price), active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type ConsoleAddOnUpdate = Static<typeof ConsoleAddOnUpdate>;

/** The fields a save may change, by name: a 409's `changed` names these. */
export const CONSOLE_ADD_ON_FIELDS = ['name', 'price', 'active'] as const;

export const ConsoleAddOn = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  /** Every language's name; an empty one shows the English. */
  name: Type.Object({ en: Type.String(), ar: Type.String(), fr: Type.String() }),
  price: Type.Number(),
  active: Type.Boolean(),
  /** How many of the store's items offer it. */
  items_count: Type.Integer(),
});
export type ConsoleAddOn = Static<typeof ConsoleAddOn>;

/** The store's add-ons, oldest first. */
export const ConsoleAddOnList = Type.Object({ add_ons: Type.Array(ConsoleAddOn) });
export type ConsoleAddOnList = Static<typeof ConsoleAddOnList>;

/** 409: the add-on changed since the version the save names. `current` is the add-on now; `changed`, the fields saved since then. */
export const ConsoleAddOnConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleAddOn, changed: Type.Array(Type.String()) });
export type ConsoleAddOnConflict = Static<typeof ConsoleAddOnConflict>;

/** A removed add-on, and the items it was taken from. */
export const ConsoleAddOnRemoved = Type.Object({ id: Type.Integer(), unlinked_items: Type.Integer() });
export type ConsoleAddOnRemoved = Static<typeof ConsoleAddOnRemoved>;
