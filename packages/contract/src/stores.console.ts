import { Type, type Static } from 'typebox';
import { ErrorItem } from './errors.js';

/** How a store's delivery time is counted. */
export const DELIVERY_TIME_UNITS = ['min', 'hours', 'days'] as const;
export type DeliveryTimeUnit = (typeof DELIVERY_TIME_UNITS)[number];

/** A weekday's opening ranges at most, and the longest delivery time a store may announce (in its unit). */
export const MAX_RANGES_PER_DAY = 6;
export const MAX_DELIVERY_TIME = 999;
/** The largest minimum order a store may ask for, in major units. */
export const MAX_MINIMUM_ORDER = 100_000;

/** A time of day, "HH:MM" on a 24-hour clock. */
export const TIME_OF_DAY = '^([01]\\d|2[0-3]):[0-5]\\d$';
/** A range's end: a time of day, or "24:00" for the end of the day. */
export const END_OF_RANGE = '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$';

/** One opening range of a day: opening before closing, both in the store's time zone. */
export const OpeningRange = Type.Object({
  opening_time: Type.String({ pattern: TIME_OF_DAY }),
  closing_time: Type.String({ pattern: END_OF_RANGE }),
}, { additionalProperties: false });
export type OpeningRange = Static<typeof OpeningRange>;

/** A weekday (0 = Sunday … 6 = Saturday) and its ranges; a day without ranges is closed. */
export const StoreWeekday = Type.Object({
  day: Type.Integer({ minimum: 0, maximum: 6 }),
  ranges: Type.Array(OpeningRange, { maxItems: MAX_RANGES_PER_DAY }),
}, { additionalProperties: false });
export type StoreWeekday = Static<typeof StoreWeekday>;

/** What the store panel's settings page shows and edits. */
export const StoreSettings = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Named by every save: a save of an older version is refused (409). */
  version: Type.Integer(),
  /** The store's own "open now" switch: off shows it closed on the storefront whatever its hours say. */
  open: Type.Boolean(),
  /** Major units. */
  minimum_order: Type.Number(),
  delivery_time_min: Type.Integer(),
  delivery_time_max: Type.Integer(),
  delivery_time_unit: Type.String(),
  delivery: Type.Boolean(),
  take_away: Type.Boolean(),
  schedule_order: Type.Boolean(),
  /** The IANA time zone the hours are read in. */
  time_zone: Type.String(),
  /** Seven days, Sunday first. */
  schedule: Type.Array(StoreWeekday),
  logo_full_url: Type.String(),
  cover_photo_full_url: Type.String(),
});
export type StoreSettings = Static<typeof StoreSettings>;

const unit = Type.Union([Type.Literal('min'), Type.Literal('hours'), Type.Literal('days')]);
const time = Type.Integer({ minimum: 1, maximum: MAX_DELIVERY_TIME });

/** PUT console/stores/:storeId: the fields given change, the others stay; the version read is required. */
export const ConsoleStoreUpdate = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  minimum_order: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_MINIMUM_ORDER })),
  delivery_time_min: Type.Optional(time),
  delivery_time_max: Type.Optional(time),
  delivery_time_unit: Type.Optional(unit),
  delivery: Type.Optional(Type.Boolean()),
  take_away: Type.Optional(Type.Boolean()),
  schedule_order: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type ConsoleStoreUpdate = Static<typeof ConsoleStoreUpdate>;

/** PUT console/stores/:storeId/schedule: the whole week; a day left out is closed. */
export const ConsoleStoreSchedule = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  days: Type.Array(StoreWeekday, { maxItems: 7 }),
}, { additionalProperties: false });
export type ConsoleStoreSchedule = Static<typeof ConsoleStoreSchedule>;

/** PUT console/stores/:storeId/open: the "open now" switch. */
export const ConsoleStoreOpen = Type.Object({
  open: Type.Boolean(),
  version: Type.Integer({ minimum: 1 }),
}, { additionalProperties: false });
export type ConsoleStoreOpen = Static<typeof ConsoleStoreOpen>;

/** PUT console/stores/:storeId/images (multipart/form-data): a new logo, cover photo or both, with the version read. */
export const ConsoleStoreImages = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  logo: Type.Optional(Type.Unknown({ description: 'a JPG, PNG or GIF file, at most 2 MB; kept as a 512×512 WebP' })),
  cover_photo: Type.Optional(Type.Unknown({ description: 'a JPG, PNG or GIF file, at most 2 MB; kept as a WebP at most 1600 px wide' })),
});
export type ConsoleStoreImages = Static<typeof ConsoleStoreImages>;

/**
 * A save naming a version older than the store's (409): the store as it is now, and the fields changed
 * since the version the save named (`open`, `schedule`, `logo`, `minimum_order`, ...).
 */
export const StoreSettingsConflict = Type.Object({
  errors: Type.Array(ErrorItem),
  current: StoreSettings,
  changed: Type.Array(Type.String()),
});
export type StoreSettingsConflict = Static<typeof StoreSettingsConflict>;
