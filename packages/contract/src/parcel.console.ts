import { Type, type Static } from 'typebox';
import { Texts, TextsInput } from './common.js';
import { ErrorItem } from './errors.js';

/** The longest parcel category name and description, in any language. */
export const PARCEL_CATEGORY_NAME_MAX = 100;
export const PARCEL_CATEGORY_DESCRIPTION_MAX = 500;
/** The highest per-km or minimum charge, in major units. */
export const PARCEL_CHARGE_MAX = 100_000;

const Charge = Type.Number({ minimum: 0, maximum: PARCEL_CHARGE_MAX });
const Position = Type.Integer({ minimum: 0, maximum: 100_000 });

/** A parcel category as the console edits it: its texts in every language, its rates in major units (0: the business's own rate). */
export const ConsoleParcelCategory = Type.Object({
  id: Type.Integer(),
  /** Named by every save: a save of an older version is refused (409). */
  version: Type.Integer(),
  module_id: Type.Integer(),
  name: Texts,
  description: Texts,
  image_full_url: Type.String(),
  /** Charged per kilometre of the ride; 0: the business's per-km rate. */
  per_km_charge: Type.Number(),
  /** The least a ride costs; 0: the business's minimum. */
  minimum_charge: Type.Number(),
  /** Lower first in the sender's list. */
  position: Type.Integer(),
  on: Type.Boolean(),
  created_at: Type.String(),
});
export type ConsoleParcelCategory = Static<typeof ConsoleParcelCategory>;

export const ConsoleParcelCategoryPage = Type.Object({ total: Type.Integer(), parcel_categories: Type.Array(ConsoleParcelCategory) });
export type ConsoleParcelCategoryPage = Static<typeof ConsoleParcelCategoryPage>;

export const ConsoleParcelCategoryQuery = Type.Object({
  /** Part of the name, in any language. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  on: Type.Optional(Type.Boolean()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type ConsoleParcelCategoryQuery = Static<typeof ConsoleParcelCategoryQuery>;

const Description = Type.Object({
  en: Type.Optional(Type.String({ maxLength: PARCEL_CATEGORY_DESCRIPTION_MAX })),
  ar: Type.Optional(Type.String({ maxLength: PARCEL_CATEGORY_DESCRIPTION_MAX })),
  fr: Type.Optional(Type.String({ maxLength: PARCEL_CATEGORY_DESCRIPTION_MAX })),
});

/** A new parcel category of the parcel module (the first one when none is named). */
export const ConsoleParcelCategoryCreate = Type.Object({
  name: TextsInput(PARCEL_CATEGORY_NAME_MAX),
  description: Type.Optional(Description),
  module_id: Type.Optional(Type.Integer({ minimum: 1 })),
  per_km_charge: Type.Optional(Charge),
  minimum_charge: Type.Optional(Charge),
  position: Type.Optional(Position),
  on: Type.Optional(Type.Boolean()),
});
export type ConsoleParcelCategoryCreate = Static<typeof ConsoleParcelCategoryCreate>;

/** A save: the version read, and the fields to change (those left out stay). */
export const ConsoleParcelCategoryUpdate = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  name: Type.Optional(TextsInput(PARCEL_CATEGORY_NAME_MAX)),
  description: Type.Optional(Description),
  per_km_charge: Type.Optional(Charge),
  minimum_charge: Type.Optional(Charge),
  position: Type.Optional(Position),
  on: Type.Optional(Type.Boolean()),
});
export type ConsoleParcelCategoryUpdate = Static<typeof ConsoleParcelCategoryUpdate>;

export const ParcelCategoryParams = Type.Object({ parcelCategoryId: Type.Integer({ minimum: 1 }) });
export type ParcelCategoryParams = Static<typeof ParcelCategoryParams>;

/** A refused save (409): the category as it is now and the fields changed since the version the save named. */
export const ConsoleParcelCategoryConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleParcelCategory, changed: Type.Array(Type.String()) });
export type ConsoleParcelCategoryConflict = Static<typeof ConsoleParcelCategoryConflict>;
