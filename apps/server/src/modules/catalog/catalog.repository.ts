import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { PageWindow } from '../../lib/pagination.js';
import { campaignRunsAt } from './catalog.scopes.repository.js';
import type { CatalogView } from './catalog.view.js';

/**
 * Batch loads that turn a page of ids into full cards: a fixed number of queries per page.
 * An empty id list answers without a query (PostgreSQL refuses `in ()`).
 */
const MARKER = -2_000_000_000;
/** A text argument's marker: no query compares with a NUL-led string. */
const textMarker = (k: number) => `\u0000arg${k}`;

type Slot = { id: number } | { arg: number } | null;

/**
 * A batch load by ids (and a few text arguments), compiled once. Kysely builds and compiles a
 * query anew on every call, which for these lookups by key costs more than the database takes to
 * run them; so each is compiled once per number of ids (and per database: dialects differ), and
 * later calls only put their ids and arguments into its parameters. Their places are found by
 * compiling with marker values that no query holds; a query whose markers are not all found is
 * compiled on every call as before.
 */
function byIds<R, A extends string[] = []>(
  build: (db: Db, ids: readonly number[], ...args: A) => Compilable<R>,
): (db: Db, ids: readonly number[], ...args: A) => Promise<R[]> {
  const compiled = new WeakMap<Db, Map<number, { query: CompiledQuery<R>; slots: Slot[] } | null>>();
  return async (db, ids, ...args) => {
    if (ids.length === 0) return [];
    let perDb = compiled.get(db);
    if (!perDb) compiled.set(db, (perDb = new Map()));
    let entry = perDb.get(ids.length);
    if (entry === undefined) {
      const query = build(db, ids.map((_, i) => MARKER - i), ...(args.map((_, k) => textMarker(k)) as A)).compile();
      const slots = query.parameters.map((p): Slot => {
        if (typeof p === 'number' && p <= MARKER && p > MARKER - ids.length) return { id: MARKER - p };
        const k = args.findIndex((_, j) => p === textMarker(j));
        return k >= 0 ? { arg: k } : null;
      });
      const found = slots.filter((slot) => slot !== null).length;
      entry = found === ids.length + args.length ? { query, slots } : null;
      perDb.set(ids.length, entry);
    }
    if (!entry) return (await db.executeQuery<R>(build(db, ids, ...args))).rows;
    const { query, slots } = entry;
    const parameters = slots.map((slot, i) => (slot === null ? query.parameters[i] : 'id' in slot ? ids[slot.id] : args[slot.arg]));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

export const itemRows = byIds((db, ids) => db
  .selectFrom('items as i')
  .innerJoin('stores as s', 's.id', 'i.store_id')
  .innerJoin('modules as m', 'm.id', 'i.module_id')
  // The category's parent comes along: cards list both ids.
  .leftJoin('categories as c', 'c.id', 'i.category_id')
  .selectAll('i')
  .select([
    'c.parent_id as category_parent_id',
    's.name as store_name', 's.translations as store_translations', 's.time_zone', 's.active as store_active',
    's.status as store_status', 's.schedule_order', 's.halal_tag_status', 's.discount_type as store_discount_type',
    's.discount as store_discount', 's.discount_start as store_discount_start', 's.discount_end as store_discount_end',
    'm.module_type',
  ])
  .where('i.id', 'in', [...ids]));
export type ItemRow = Awaited<ReturnType<typeof itemRows>>[number];

export const schedulesOf = byIds((db, storeIds) => db
  .selectFrom('store_schedules')
  .select(['store_id', 'day', 'opening_time', 'closing_time'])
  .where('store_id', 'in', [...storeIds])
  .orderBy('store_id')
  .orderBy('day')
  .orderBy('opening_time'));
export type ScheduleRow = Awaited<ReturnType<typeof schedulesOf>>[number];

export const variationsOf = byIds((db, itemIds) =>
  db.selectFrom('item_variations').select(['item_id', 'type', 'price', 'stock']).where('item_id', 'in', [...itemIds]).orderBy('id'));

export const foodVariationsOf = byIds((db, itemIds) => db
  .selectFrom('item_food_variations as g')
  .leftJoin('item_food_variation_values as v', 'v.food_variation_id', 'g.id')
  .select(['g.item_id', 'g.id', 'g.name', 'g.type', 'g.min', 'g.max', 'g.required', 'v.label', 'v.option_price', 'v.stock'])
  .where('g.item_id', 'in', [...itemIds])
  .orderBy('g.item_id')
  .orderBy('g.position')
  .orderBy('g.id')
  .orderBy('v.position'));
export type FoodVariationRow = Awaited<ReturnType<typeof foodVariationsOf>>[number];

export const addOnsOf = byIds((db, itemIds) => db
  .selectFrom('item_add_ons as ia')
  .innerJoin('add_ons as a', 'a.id', 'ia.add_on_id')
  .select(['ia.item_id', 'a.id', 'a.name', 'a.translations', 'a.price'])
  .where('ia.item_id', 'in', [...itemIds])
  .where('a.status', '=', 1)
  .orderBy('a.id'));

const flashLinesAt = byIds((db, itemIds, at: string) => db
  .selectFrom('flash_sale_items as f')
  .innerJoin('flash_sales as fs', 'fs.id', 'f.flash_sale_id')
  .select(['f.item_id', 'f.price', 'f.discount', 'f.discount_type', 'fs.id as flash_sale_id'])
  .where('f.item_id', 'in', [...itemIds])
  .where('f.status', '=', 1)
  .where('fs.status', '=', 1)
  .where('fs.start_date', '<=', at)
  .where('fs.end_date', '>=', at)
  .orderBy('fs.id'));

/** Flash sale lines of these items in sales running at `now`. */
export const runningFlashLines = (db: Db, itemIds: readonly number[], now: Date) => flashLinesAt(db, itemIds, now.toISOString());
export type FlashLine = Awaited<ReturnType<typeof runningFlashLines>>[number];

export const storeRows = byIds((db, ids) => db
  .selectFrom('stores as s')
  .innerJoin('modules as m', 'm.id', 's.module_id')
  .selectAll('s')
  .select('m.module_type')
  .where('s.id', 'in', [...ids]));
export type StoreRow = Awaited<ReturnType<typeof storeRows>>[number];

export const itemCounts = byIds((db, storeIds) => db
  .selectFrom('items')
  .select(['store_id', (eb) => eb.fn.countAll<number>().as('n')])
  .where('store_id', 'in', [...storeIds])
  .where('status', '=', 1)
  .groupBy('store_id'));

export const ratingCounts = byIds((db, storeIds) => db
  .selectFrom('reviews')
  .select(['store_id', 'rating', (eb) => eb.fn.countAll<number>().as('n')])
  .where('store_id', 'in', [...storeIds])
  .where('status', '=', 1)
  .groupBy(['store_id', 'rating']));

/** The time zones stores keep their schedules in: "open now" is judged once per zone. */
export async function storeTimeZones(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('stores').select('time_zone').distinct().execute();
  return rows.map((r) => r.time_zone).sort();
}

/** Basic campaigns running today with a participating store the view can see, ending soonest first. */
export function runningCampaigns(db: Db, view: CatalogView, timeZones: readonly string[]) {
  let q = db
    .selectFrom('campaigns as c')
    .selectAll('c')
    .where('c.status', '=', 1)
    .where((eb) => eb.exists(
      eb.selectFrom('campaign_stores as cs').innerJoin('stores as s', 's.id', 'cs.store_id').select('cs.store_id')
        .whereRef('cs.campaign_id', '=', 'c.id').where('s.status', '=', 1).where('s.zone_id', 'in', view.zoneIds)
        .where(campaignRunsAt(view.now, timeZones)),
    ));
  if (view.moduleId !== null) q = q.where('c.module_id', '=', view.moduleId);
  return q.orderBy('c.end_date').orderBy('c.id').execute();
}
export type CampaignRow = Awaited<ReturnType<typeof runningCampaigns>>[number];

/** A page of published reviews of one item or of one store's items, newest first. */
export async function reviewPage(db: Db, of: { itemId: number } | { storeId: number }, window: PageWindow) {
  const base = 'itemId' in of
    ? db.selectFrom('reviews as r').where('r.item_id', '=', of.itemId).where('r.status', '=', 1)
    : db.selectFrom('reviews as r').where('r.store_id', '=', of.storeId).where('r.status', '=', 1);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .innerJoin('items as i', 'i.id', 'r.item_id')
      .select(['r.id', 'r.item_id', 'r.store_id', 'r.user_id', 'r.customer_name', 'r.rating', 'r.comment', 'r.reply', 'r.attachment', 'r.created_at',
        'i.name as item_name', 'i.translations as item_translations', 'i.image as item_image'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(window.limit)
      .offset(window.skip)
      .execute(),
  ]);
  return { total: Number(count?.n ?? 0), rows };
}
