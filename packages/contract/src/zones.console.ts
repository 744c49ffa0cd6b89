import { Type, type Static } from 'typebox';
import { OrNull, Texts, TextsInput } from './common.js';
import { ErrorItem } from './errors.js';
import { OUTLINE_MAX_POINTS, OUTLINE_MIN_POINTS } from './zones.outline.js';

/** The longest zone name and extra-charge reason, in any language. */
export const ZONE_NAME_MAX = 100;
export const ZONE_REASON_MAX = 200;
/** The highest per-km, minimum, maximum or cash ceiling, in major units. */
export const ZONE_AMOUNT_MAX = 1_000_000;

const Amount = Type.Number({ minimum: 0, maximum: ZONE_AMOUNT_MAX });
const Point = Type.Tuple([Type.Number({ minimum: -90, maximum: 90 }), Type.Number({ minimum: -180, maximum: 180 })]);
/** A ring of [lat, lng] corners; a closing corner repeating the first is dropped. */
const Outline = Type.Array(Point, { minItems: OUTLINE_MIN_POINTS, maxItems: OUTLINE_MAX_POINTS + 1 });

/** How a module delivers in the zone, in major units: charge per km, least and most a delivery costs, and the most a cash order may owe. */
export const ConsoleZoneModule = Type.Object({
  module_id: Type.Integer({ minimum: 1 }),
  per_km_charge: Amount,
  minimum_charge: Amount,
  /** null: no cap. */
  maximum_charge: OrNull(Amount),
  /** null: no ceiling on cash on delivery. */
  cash_ceiling: OrNull(Amount),
  /** Off: the module takes no orders in the zone; its rates are kept. */
  on: Type.Boolean(),
});
export type ConsoleZoneModule = Static<typeof ConsoleZoneModule>;

const ZoneRef = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A zone as the console edits it. */
export const ConsoleZone = Type.Object({
  id: Type.Integer(),
  /** Named by every save: a save of an older version is refused (409). */
  version: Type.Integer(),
  name: Texts,
  outline: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  on: Type.Boolean(),
  cash_on_delivery: Type.Boolean(),
  digital_payment: Type.Boolean(),
  offline_payment: Type.Boolean(),
  /** A surcharge on the delivery charge, in percent, with the reason customers read (rain, a holiday). */
  extra_charge_on: Type.Boolean(),
  extra_charge_percent: Type.Number(),
  extra_charge_reason: Texts,
  /** The modules that deliver here, parcels included (the parcel module). */
  modules: Type.Array(ConsoleZoneModule),
  /** Zones whose outline crosses this one's (a warning: a point in both takes the smaller zone's terms). */
  overlaps: Type.Array(ZoneRef),
  /** Zones this one lies wholly inside. */
  inside: Type.Array(ZoneRef),
  created_at: Type.String(),
});
export type ConsoleZone = Static<typeof ConsoleZone>;

/** A zone in the console's list: enough to draw every zone on one map. */
export const ConsoleZoneSummary = Type.Object({
  id: Type.Integer(),
  name: Texts,
  outline: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  on: Type.Boolean(),
  /** How many modules deliver here (switched on). */
  modules_on: Type.Integer(),
  created_at: Type.String(),
});
export type ConsoleZoneSummary = Static<typeof ConsoleZoneSummary>;

export const ConsoleZonePage = Type.Object({ total: Type.Integer(), zones: Type.Array(ConsoleZoneSummary) });
export type ConsoleZonePage = Static<typeof ConsoleZonePage>;

export const ConsoleZoneQuery = Type.Object({
  /** Part of the name, in any language. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  on: Type.Optional(Type.Boolean()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 500 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type ConsoleZoneQuery = Static<typeof ConsoleZoneQuery>;

const Reason = Type.Object({
  en: Type.Optional(Type.String({ maxLength: ZONE_REASON_MAX })),
  ar: Type.Optional(Type.String({ maxLength: ZONE_REASON_MAX })),
  fr: Type.Optional(Type.String({ maxLength: ZONE_REASON_MAX })),
});
const Percent = Type.Number({ minimum: 0, maximum: 500 });
const Modules = Type.Array(ConsoleZoneModule, { maxItems: 50 });

/** A new zone: its name, outline and terms (those left out: on, every way to pay, no extra charge, no module). */
export const ConsoleZoneCreate = Type.Object({
  name: TextsInput(ZONE_NAME_MAX),
  outline: Outline,
  on: Type.Optional(Type.Boolean()),
  cash_on_delivery: Type.Optional(Type.Boolean()),
  digital_payment: Type.Optional(Type.Boolean()),
  offline_payment: Type.Optional(Type.Boolean()),
  extra_charge_on: Type.Optional(Type.Boolean()),
  extra_charge_percent: Type.Optional(Percent),
  extra_charge_reason: Type.Optional(Reason),
  modules: Type.Optional(Modules),
});
export type ConsoleZoneCreate = Static<typeof ConsoleZoneCreate>;

/** A save: the version read, and the fields to change (those left out stay; `modules`, when sent, is the whole list). */
export const ConsoleZoneUpdate = Type.Interface([Type.Partial(ConsoleZoneCreate)], { version: Type.Integer({ minimum: 1 }) });
export type ConsoleZoneUpdate = Static<typeof ConsoleZoneUpdate>;

export const ZoneParams = Type.Object({ zoneId: Type.Integer({ minimum: 1 }) });
export type ZoneParams = Static<typeof ZoneParams>;

/** A refused save (409): the zone as it is now and the fields changed since the version the save named. */
export const ConsoleZoneConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleZone, changed: Type.Array(Type.String()) });
export type ConsoleZoneConflict = Static<typeof ConsoleZoneConflict>;
