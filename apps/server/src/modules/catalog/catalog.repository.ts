import { sql } from 'kysely';
import { jsonArrayFrom as pgArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArrayFrom } from 'kysely/helpers/sqlite';
import type { Db } from '../../db/connection.js';
import { dbKind } from '../../db/dialect.js';
import { byIds } from '../../db/prepared.js';
import type { PageWindow } from '../../lib/pagination.js';
import { campaignRunsAt } from './catalog.scopes.repository.js';
import type { CatalogView } from './catalog.view.js';

/** Batch loads that turn a page of ids into full cards: a fixed number of queries per page, each compiled once (see byIds). */
/** The JSON array helper of the database's dialect: both give an array of the selected columns' objects. */
const arrayFrom = (db: Db): typeof sqliteArrayFrom => (dbKind(db) === 'postgres' ? pgArrayFrom : sqliteArrayFrom);

/**
 * Items with all their card needs in one statement: the store's schedules, the variations, the food
 * variation groups with their values, the active add-ons and the flash sale lines running at `at`, as
 * arrays beside the item's row. One round trip instead of one per kind of row, which PostgreSQL
 * feels most; each array keeps the order the separate loads had.
 */
const cardRowsAt = byIds((db, ids, at: string) => {
  const array = arrayFrom(db);
  return db
    .selectFrom('items as i')
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .innerJoin('modules as m', 'm.id', 'i.module_id')
    // The category's parent comes along: cards list both ids.
    .leftJoin('categories as c', 'c.id', 'i.category_id')
    .selectAll('i')
    .select((eb) => [
      'c.parent_id as category_parent_id',
      's.name as store_name', 's.slug as store_slug', 's.translations as store_translations', 's.time_zone', 's.active as store_active',
      // Listed: neither suspended nor of a module switched off (in its zone).
      sql<number>`s.status * s.module_live`.as('store_status'), 's.schedule_order', 's.halal_tag_status', 's.discount_type as store_discount_type',
      's.discount as store_discount', 's.discount_start as store_discount_start', 's.discount_end as store_discount_end',
      'm.module_type',
      array(eb.selectFrom('store_schedules as ss')
        .select(['ss.store_id', 'ss.day', 'ss.opening_time', 'ss.closing_time'])
        .whereRef('ss.store_id', '=', 'i.store_id')
        .orderBy('ss.day')
        .orderBy('ss.opening_time')).as('schedules'),
      array(eb.selectFrom('item_variations as iv')
        .select(['iv.item_id', 'iv.type', 'iv.price', 'iv.stock'])
        .whereRef('iv.item_id', '=', 'i.id')
        .orderBy('iv.id')).as('variations'),
      array(eb.selectFrom('item_food_variations as g')
        .leftJoin('item_food_variation_values as v', 'v.food_variation_id', 'g.id')
        .select(['g.item_id', 'g.id', 'g.name', 'g.type', 'g.min', 'g.max', 'g.required', 'v.label', 'v.option_price', 'v.stock'])
        .whereRef('g.item_id', '=', 'i.id')
        .orderBy('g.position')
        .orderBy('g.id')
        .orderBy('v.position')).as('food_variations'),
      array(eb.selectFrom('item_add_ons as ia')
        .innerJoin('add_ons as a', 'a.id', 'ia.add_on_id')
        .select(['ia.item_id', 'a.id', 'a.name', 'a.translations', 'a.price'])
        .whereRef('ia.item_id', '=', 'i.id')
        .where('a.status', '=', 1)
        .orderBy('a.id')).as('add_ons'),
      array(eb.selectFrom('flash_sale_items as f')
        .innerJoin('flash_sales as fs', 'fs.id', 'f.flash_sale_id')
        .select(['f.item_id', 'f.price', 'f.discount', 'f.discount_type', 'fs.id as flash_sale_id'])
        .whereRef('f.item_id', '=', 'i.id')
        .where('f.status', '=', 1)
        .where('fs.status', '=', 1)
        .where('fs.start_date', '<=', at)
        .where('fs.end_date', '>=', at)
        .orderBy('fs.id')).as('flash_lines'),
    ])
    .where('i.id', 'in', [...ids]);
});

/** SQLite answers the arrays as JSON text, PostgreSQL (its driver) as parsed JSON; most items have no variations, add-ons or flash lines. */
const parsed = <T>(value: T[] | string): T[] => (typeof value !== 'string' ? value : value === '[]' ? [] : (JSON.parse(value) as T[]));

type CardRowArrays = 'schedules' | 'variations' | 'food_variations' | 'add_ons' | 'flash_lines';

/** Items and what their cards are built from, with the flash sale lines running at `now`, in no particular order. */
export async function cardRows(db: Db, ids: readonly number[], now: Date) {
  // The row keeps its arrays' raw columns unseen (its type omits them): copying the item's fifty columns costs more.
  return (await cardRowsAt(db, ids, now.toISOString())).map((row) => ({
    row: row as Omit<typeof row, CardRowArrays>,
    schedules: parsed(row.schedules),
    variations: parsed(row.variations),
    groups: parsed(row.food_variations),
    addOns: parsed(row.add_ons),
    flash: parsed(row.flash_lines),
  }));
}
export type CardRows = Awaited<ReturnType<typeof cardRows>>[number];
export type ItemRow = CardRows['row'];
export type FoodVariationRow = CardRows['groups'][number];
export type FlashLine = CardRows['flash'][number];

/**
 * Stores with all their card needs in one statement: the store's weekly schedule, its count of listed
 * items and its published reviews counted per rating, beside the store's row, in no particular order.
 * One round trip instead of one per kind of row; each part reads an index alone (store_schedules_week,
 * items_store_category, reviews_store_stars).
 */
const storeCardsOf = byIds((db, ids) => {
  const array = arrayFrom(db);
  return db
    .selectFrom('stores as s')
    .innerJoin('modules as m', 'm.id', 's.module_id')
    // What the card shows of the store: its contact, payment and tax settings stay unread.
    .select([
      's.id', 's.slug', 's.name', 's.translations', 's.address', 's.phone', 's.logo', 's.cover_photo', 's.latitude', 's.longitude',
      's.module_id', 'm.module_type', 's.zone_id', 's.time_zone', 's.featured', 's.avg_rating', 's.rating_count',
      's.delivery_time_min', 's.delivery_time_max', 's.delivery_time_unit', 's.minimum_order', 's.free_delivery', 's.active',
      's.schedule_order', 's.delivery', 's.take_away', 's.veg', 's.non_veg', 's.halal_tag_status', 's.prescription_order',
      's.discount_type', 's.discount', 's.discount_min_purchase', 's.discount_max', 's.discount_start', 's.discount_end',
      's.announcement', 's.created_at',
    ])
    .select((eb) => [
      array(eb.selectFrom('store_schedules as ss')
        .select(['ss.day', 'ss.opening_time', 'ss.closing_time'])
        .whereRef('ss.store_id', '=', 's.id')
        .orderBy('ss.day')
        .orderBy('ss.opening_time')).as('schedules'),
      eb.selectFrom('items as si')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('si.store_id', '=', 's.id')
        .where('si.status', '=', 1)
        .as('total_items'),
      array(eb.selectFrom('reviews as r')
        .select(['r.rating', (c) => c.fn.countAll<number>().as('n')])
        .whereRef('r.store_id', '=', 's.id')
        .where('r.status', '=', 1)
        .groupBy('r.rating')).as('stars'),
    ])
    .where('s.id', 'in', [...ids]);
});

type StoreCardArrays = 'schedules' | 'total_items' | 'stars';

/** Stores and what their cards are built from, in no particular order. */
export async function storeCards(db: Db, ids: readonly number[]) {
  return (await storeCardsOf(db, ids)).map((row) => ({
    row: row as Omit<typeof row, StoreCardArrays>,
    schedules: parsed(row.schedules),
    totalItems: Number(row.total_items ?? 0),
    stars: parsed(row.stars),
  }));
}
export type StoreCard = Awaited<ReturnType<typeof storeCards>>[number];
export type StoreRow = StoreCard['row'];

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
        .whereRef('cs.campaign_id', '=', 'c.id').where('s.status', '=', 1).where('s.module_live', '=', 1).where('s.zone_id', 'in', view.zoneIds)
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
