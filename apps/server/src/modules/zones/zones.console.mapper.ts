import type { ConsoleZone, ConsoleZoneModule, ConsoleZoneSummary, Texts } from '@storefront/contract';
import { outlineHolds, outlinesOverlap, type OutlinePoint } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { boundingBox, ringArea, type LatLngTuple } from '../../lib/geo.js';
import { parseJson } from '../../lib/json.js';
import { toMajor, toMinor } from '../../lib/money.js';
import { textsOf, withTranslations } from '../../lib/texts.js';

/** What a console save compares and writes: the zone as the editor holds it, the refs to other zones left out. */
export type ZoneFields = Omit<ConsoleZone, 'id' | 'version' | 'overlaps' | 'inside' | 'created_at'>;
export const ZONE_FIELDS: readonly (keyof ZoneFields)[] = [
  'name', 'outline', 'on', 'cash_on_delivery', 'digital_payment', 'offline_payment', 'extra_charge_on', 'extra_charge_percent', 'extra_charge_reason', 'modules',
];

/** The reason's key in the translations JSON, the storefront's name for it. */
export const REASON_FIELD = 'increase_delivery_charge_message';

export interface OtherZone { id: number; name: string; polygon: string; min_lat: number; max_lat: number; min_lng: number; max_lng: number }

export const outlineOf = (polygon: string) => parseJson<LatLngTuple[]>(polygon, []);

type RatesRow = Row<'module_zones'>;

export function toZoneModule(rates: RatesRow): ConsoleZoneModule {
  return {
    module_id: rates.module_id, per_km_charge: toMajor(rates.per_km_shipping_charge), minimum_charge: toMajor(rates.minimum_shipping_charge),
    maximum_charge: rates.maximum_shipping_charge === null ? null : toMajor(rates.maximum_shipping_charge),
    cash_ceiling: rates.maximum_cod_order_amount === null ? null : toMajor(rates.maximum_cod_order_amount), on: rates.status === 1,
  };
}

export function zoneFieldsOf(row: Row<'zones'>, rates: readonly RatesRow[]): ZoneFields {
  return {
    name: textsOf(row.name, row.translations, 'name'), outline: outlineOf(row.polygon), on: row.status === 1,
    cash_on_delivery: row.cash_on_delivery === 1, digital_payment: row.digital_payment === 1, offline_payment: row.offline_payment === 1,
    extra_charge_on: row.increased_delivery_fee_status === 1, extra_charge_percent: row.increased_delivery_fee,
    extra_charge_reason: textsOf(row.increase_delivery_charge_message, row.translations, REASON_FIELD), modules: rates.map(toZoneModule),
  };
}

/** The other zones this outline crosses (a warning) and those it lies wholly inside (nested). */
export function neighbours(outline: readonly OutlinePoint[], others: readonly OtherZone[]) {
  const box = boundingBox(outline as LatLngTuple[]);
  const overlaps: { id: number; name: string }[] = [];
  const inside: { id: number; name: string }[] = [];
  for (const other of others) {
    if (other.max_lat < box.min_lat || other.min_lat > box.max_lat || other.max_lng < box.min_lng || other.min_lng > box.max_lng) continue;
    const ring = outlineOf(other.polygon);
    if (outlinesOverlap(outline, ring)) overlaps.push({ id: other.id, name: other.name });
    else if (outline[0] && outlineHolds(ring, outline[0])) inside.push({ id: other.id, name: other.name });
  }
  return { overlaps, inside };
}

export function toConsoleZone(row: Row<'zones'>, rates: readonly RatesRow[], others: readonly OtherZone[]): ConsoleZone {
  const fields = zoneFieldsOf(row, rates);
  return { id: row.id, version: row.version, ...fields, ...neighbours(fields.outline, others), created_at: row.created_at };
}

export function toConsoleZoneSummary(row: Row<'zones'> & { modules_on: number | string | null }): ConsoleZoneSummary {
  return {
    id: row.id, name: textsOf(row.name, row.translations, 'name'), outline: outlineOf(row.polygon), on: row.status === 1,
    modules_on: Number(row.modules_on ?? 0), created_at: row.created_at,
  };
}

/** The zones columns a save sets: the outline with its bounding box and area (which orders nested zones), texts laid over the row's. */
export function zoneColumns(fields: ZoneFields, previousTranslations: string | null) {
  const ring = fields.outline as LatLngTuple[];
  return {
    name: fields.name.en, polygon: JSON.stringify(ring), ...boundingBox(ring), area: ringArea(ring), status: fields.on ? 1 : 0,
    cash_on_delivery: fields.cash_on_delivery ? 1 : 0, digital_payment: fields.digital_payment ? 1 : 0, offline_payment: fields.offline_payment ? 1 : 0,
    increased_delivery_fee: fields.extra_charge_percent, increased_delivery_fee_status: fields.extra_charge_on ? 1 : 0,
    increase_delivery_charge_message: fields.extra_charge_reason.en || null,
    translations: withTranslations(previousTranslations, { name: fields.name, [REASON_FIELD]: fields.extra_charge_reason } satisfies Record<string, Texts>),
  } as const;
}

/** A module's rates in the zone as module_zones holds them, in minor units. */
export function ratesColumns(zoneId: number, m: ConsoleZoneModule) {
  return {
    module_id: m.module_id, zone_id: zoneId, per_km_shipping_charge: toMinor(m.per_km_charge), minimum_shipping_charge: toMinor(m.minimum_charge),
    maximum_shipping_charge: m.maximum_charge === null ? null : toMinor(m.maximum_charge),
    maximum_cod_order_amount: m.cash_ceiling === null ? null : toMinor(m.cash_ceiling), status: (m.on ? 1 : 0) as 0 | 1,
  };
}
