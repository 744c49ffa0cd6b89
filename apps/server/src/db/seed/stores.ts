import type { Kysely } from 'kysely';
import type { Database, NewRow } from '../database.js';
import { SAVOURY_ADD_ONS, SWEET_ADD_ONS, type AddOnDef } from './data/food-options.js';
import type { StoreFlag } from './data/stores.js';
import type { CatalogModule } from './data/types.js';
import { AREAS, type AreaDef } from './data/zones.js';
import type { LatLngTuple } from '../../lib/geo.js';
import { insertReturningIds, insertRows } from './insert.js';
import { zoneAt, type ZoneInfo } from './places.js';
import type { ProductPools } from './products.js';
import type { Rng } from './random.js';
import { hhmm, isoDaysBefore, wallClock } from './text.js';

export const STORE_TIME_ZONE = 'Asia/Dubai';

export interface StoreContext {
  now: Date;
  zones: readonly ZoneInfo[];
  modules: Record<string, number>;
  pools: ProductPools;
}

export interface StoreSpec {
  name: string;
  slug: string;
  module: CatalogModule;
  area: AreaDef;
  point: LatLngTuple;
  building: string;
  roots: readonly string[];
  /** null: every product of the store's roots, once. */
  itemCount: number | null;
  hours: readonly [string, string];
  closedDay?: number;
  flags: readonly StoreFlag[];
  announcement?: string;
  logo: string;
  cover: string;
}

/** A store as the item generator needs it once inserted. */
export interface SeededStore {
  id: number;
  name: string;
  module: CatalogModule;
  moduleId: number;
  zoneId: number;
  roots: readonly string[];
  itemCount: number | null;
  halal: boolean;
  addOnIds: readonly number[];
}

interface StoreDraft {
  spec: StoreSpec;
  row: NewRow<'stores'>;
  schedules: { day: number; opening_time: string; closing_time: string }[];
  addOns: readonly AddOnDef[];
}

export const TYPICAL_HOURS: readonly (readonly [string, string])[] = [
  ['08:00', '23:00'],
  ['09:00', '23:00'],
  ['10:00', '23:30'],
  ['07:00', '22:00'],
  ['11:00', '23:59'],
  ['00:00', '23:59'],
];

export function areaByName(name: string): AreaDef {
  const area = AREAS.find((a) => a.name === name);
  if (!area) throw new Error(`unknown area ${name}`);
  return area;
}

/** The nearest neighbourhood, to give generated stores a believable address. */
export function nearestArea(point: LatLngTuple): AreaDef {
  let best = AREAS[0] as AreaDef;
  let bestDistance = Infinity;
  for (const area of AREAS) {
    const d = (area.center[0] - point[0]) ** 2 + (area.center[1] - point[1]) ** 2;
    if (d < bestDistance) [best, bestDistance] = [area, d];
  }
  return best;
}

/** Today, on the stores' clock, closes 45 minutes after `now` (never past 23:59). */
function closingSoonSchedule(now: Date): StoreDraft['schedules'] {
  const { day, minutes } = wallClock(now, STORE_TIME_ZONE);
  const closing = Math.min(minutes + 45, 23 * 60 + 59);
  const opening = Math.max(0, Math.floor((minutes - 6 * 60) / 30) * 30);
  return [0, 1, 2, 3, 4, 5, 6].map((d) =>
    d === day
      ? { day: d, opening_time: hhmm(opening), closing_time: hhmm(closing) }
      : { day: d, opening_time: '08:00', closing_time: '23:00' },
  );
}

function draftStore(rng: Rng, ctx: StoreContext, spec: StoreSpec): StoreDraft {
  const flags = new Set(spec.flags);
  const zone = zoneAt(ctx.zones, spec.point);
  if (!zone) throw new Error(`${spec.name} lies outside every zone`);
  const products = spec.roots.flatMap((r) => ctx.pools[spec.module].get(r) ?? []);
  const isFood = spec.module === 'food';
  const created = isoDaysBefore(ctx.now, rng.next() * 200);
  const deliveryMin = rng.pick([15, 20, 25, 30, 35, 40]);
  const discount = flags.has('discount');
  const sweet = spec.roots.every((r) => ['Desserts', 'Coffee & Tea', 'Breakfast'].includes(r));
  const street = rng.pick(spec.area.streets);
  const phonePrefix = spec.area.name.includes('Sharjah') ? '+9716' : '+9714';
  const row: NewRow<'stores'> = {
    slug: spec.slug,
    name: spec.name,
    translations: '{}',
    phone: `${phonePrefix}${String(rng.int(2000000, 9999999))}`,
    email: `orders+${spec.slug}@souqly.example.com`,
    address: `${spec.building}, ${street}, ${spec.area.name}`,
    logo: spec.logo,
    cover_photo: spec.cover,
    latitude: spec.point[0],
    longitude: spec.point[1],
    module_id: ctx.modules[spec.module] as number,
    zone_id: zone.id,
    time_zone: STORE_TIME_ZONE,
    minimum_order: isFood ? rng.pick([0, 1500, 2000, 3000]) : rng.pick([0, 2500, 5000]),
    delivery_time_min: deliveryMin,
    delivery_time_max: deliveryMin + rng.pick([10, 15, 20]),
    delivery_time_unit: 'min',
    per_km_shipping_charge: null,
    minimum_shipping_charge: null,
    maximum_shipping_charge: null,
    free_delivery: flags.has('free-delivery') ? 1 : 0,
    self_delivery_system: flags.has('self-delivery') ? 1 : 0,
    status: flags.has('inactive') ? 0 : 1,
    active: flags.has('paused') ? 0 : 1,
    featured: flags.has('featured') ? 1 : 0,
    veg: isFood ? (products.some((p) => p.kind.veg) ? 1 : 0) : 1,
    non_veg: isFood ? (products.some((p) => !p.kind.veg) ? 1 : 0) : 1,
    avg_rating: rng.decimal(3.5, 4.9),
    rating_count: rng.int(12, 2400),
    delivery: 1,
    take_away: isFood || rng.chance(0.4) ? 1 : 0,
    schedule_order: flags.has('schedule') ? 1 : 0,
    prescription_order: spec.module === 'pharmacy' ? 1 : 0,
    cutlery: isFood ? 1 : 0,
    halal_tag_status: flags.has('halal') ? 1 : 0,
    discount_type: discount ? 'percent' : null,
    discount: discount ? rng.pick([10, 15, 20]) : null,
    discount_min_purchase: discount ? 3000 : null,
    discount_max: discount ? 2500 : null,
    discount_start: discount ? isoDaysBefore(ctx.now, 10) : null,
    discount_end: discount ? isoDaysBefore(ctx.now, -20) : null,
    tax: 5,
    announcement: spec.announcement ?? null,
    created_at: created,
    updated_at: created,
  };
  const schedules = flags.has('closing-soon')
    ? closingSoonSchedule(ctx.now)
    : [0, 1, 2, 3, 4, 5, 6]
        .filter((d) => d !== spec.closedDay)
        .map((day) => ({ day, opening_time: spec.hours[0], closing_time: spec.hours[1] }));
  const addOns = isFood ? rng.sample(sweet ? SWEET_ADD_ONS : SAVOURY_ADD_ONS, rng.int(4, 8)) : [];
  return { spec, row, schedules, addOns };
}

/** Inserts stores with their schedules and add-ons, in the order given. */
export async function insertStores(
  db: Kysely<Database>,
  rng: Rng,
  ctx: StoreContext,
  specs: readonly StoreSpec[],
): Promise<SeededStore[]> {
  const drafts = specs.map((spec) => draftStore(rng, ctx, spec));
  const ids = await insertReturningIds(db, 'stores', drafts.map((d) => d.row));
  await insertRows(
    db,
    'store_schedules',
    drafts.flatMap((d, i) => d.schedules.map((s) => ({ store_id: ids[i] as number, ...s }))),
  );
  const addOnRows = drafts.flatMap((d, i) =>
    d.addOns.map(([en, ar, fr, price]) => ({
      store_id: ids[i] as number,
      name: en,
      translations: JSON.stringify({ ar: { name: ar }, fr: { name: fr } }),
      price,
      status: 1,
    })),
  );
  const addOnIds = await insertReturningIds(db, 'add_ons', addOnRows);
  let next = 0;
  return drafts.map((d, i) => {
    const own = addOnIds.slice(next, next + d.addOns.length);
    next += d.addOns.length;
    return {
      id: ids[i] as number,
      name: d.spec.name,
      module: d.spec.module,
      moduleId: d.row.module_id,
      zoneId: d.row.zone_id,
      roots: d.spec.roots,
      itemCount: d.spec.itemCount,
      halal: d.row.halal_tag_status === 1,
      addOnIds: own,
    };
  });
}
