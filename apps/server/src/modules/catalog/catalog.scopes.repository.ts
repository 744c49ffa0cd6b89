import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Matches } from '../../db/search.js';
import type { Db } from '../../db/connection.js';
import { dbKind } from '../../db/dialect.js';
import { localDate, localTime } from '../../lib/schedule.js';
import type { CatalogView } from './catalog.view.js';

/**
 * Reusable pieces of the catalogue's queries: which items and stores a caller may see, and the
 * conditions that the lists and search filter on. Items carry zone and module copied from their
 * store, so lists filter items alone and join the store for its status and switches.
 */
export function visibleItems(db: Db, view: Pick<CatalogView, 'zoneIds' | 'moduleId'>, match?: Matches) {
  let q = (match ? fromMatches(db, match) : db.selectFrom('items as i'))
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .where('i.status', '=', 1)
    .where('s.status', '=', 1).where('s.module_live', '=', 1)
    .where('i.zone_id', 'in', view.zoneIds);
  if (view.moduleId !== null) q = q.where('i.module_id', '=', view.moduleId);
  return q;
}
export type ItemScope = ReturnType<typeof visibleItems>;

type ItemPick = SelectQueryBuilder<Database, 'items', { id: number; rank: number }>;

/**
 * Listed items picked by a narrow, indexed condition (a category and its children, a few ids) as the
 * derived table `m`, to pass as a list's `match`: the list then looks those items up by key. Given the
 * condition beside the zone and module instead, both planners preferred the zones' whole item range to
 * the category index (at 100,000 items on SQLite: 18 ms against 1 ms a category page). LIMIT -1 on
 * SQLite and OFFSET 0 on PostgreSQL keep it a subquery planned on its own.
 */
export function pickedItems(db: Db, pick: (q: ItemPick) => ItemPick): Matches {
  const q = pick(db.selectFrom('items').select(['id', sql<number>`0`.as('rank')]).where('status', '=', 1));
  return sql<{ id: number; rank: number }>`(${dbKind(db) === 'postgres' ? q.offset(0) : q.limit(-1)})`.as('m');
}

/**
 * The items of a category (or of several) and of their sub-categories, as a list's `match`. One IN over
 * both: an OR of `category_id = ?` with a sub-category IN made PostgreSQL scan every item (and compile it, JIT).
 */
export const categoryItems = (db: Db, categoryIds: number | readonly number[]) => pickedItems(db, (q) => q.where('category_id', 'in',
  categoryAndChildren(db, categoryIds)));

/** The ids of categories and of their sub-categories (non-empty `categoryIds`). */
export function categoryAndChildren(db: Db, categoryIds: number | readonly number[]) {
  const ids = typeof categoryIds === 'number' ? [categoryIds] : [...categoryIds];
  return db.selectFrom('categories').select('id').where((eb) => eb.or([eb('id', 'in', ids), eb('parent_id', 'in', ids)]));
}

/**
 * Items of full-text matches `m`, the matches first: SQLite keeps the order of a CROSS JOIN, so a
 * few thousand matches look up their items by key instead of every item of the zones probing the
 * matches. PostgreSQL reorders joins freely and, lacking a good estimate for a text match, scanned
 * the zones' items (and priced each) to hash-join them: a lateral lookup by id, kept apart by
 * OFFSET 0, fixes the order there. `m` stays readable to the order (`m.rank`); the type only names i.
 */
function fromMatches(db: Db, match: Matches) {
  const matches = db.selectFrom(match);
  const joined = dbKind(db) === 'postgres'
    ? matches.crossJoinLateral(sql`(select * from items where items.id = m.id offset 0)`.as('i'))
    : matches.crossJoin('items as i').whereRef('i.id', '=', 'm.id');
  return joined as unknown as SelectQueryBuilder<Database & { i: Database['items'] }, 'i', object>;
}

export function visibleStores(db: Db, view: Pick<CatalogView, 'zoneIds' | 'moduleId'>) {
  let q = db.selectFrom('stores as s').where('s.status', '=', 1).where('s.module_live', '=', 1).where('s.zone_id', 'in', view.zoneIds);
  if (view.moduleId !== null) q = q.where('s.module_id', '=', view.moduleId);
  return q;
}
export type StoreScope = ReturnType<typeof visibleStores>;

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Store `s` (or another alias) is active and open now by its weekly schedule, judged on the wall
 * clock of its own time zone: the SQL twin of lib/schedule's isOpenAt (overnight windows and 24-hour
 * days included).
 */
export function storeOpenNow(now: Date, timeZones: readonly string[], alias = 's'): Expression<SqlBool> {
  if (timeZones.length === 0) return sql<SqlBool>`1 = 0`;
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const perZone = timeZones.map((tz) => {
    const { day, minutes } = localTime(now, tz);
    const [hm, prev] = [hhmm(minutes), (day + 6) % 7];
    return sql<SqlBool>`(${col('time_zone')} = ${tz} and exists (select 1 from store_schedules ss where ss.store_id = ${col('id')} and (
      (ss.day = ${day} and ((ss.closing_time > ss.opening_time and ss.opening_time <= ${hm} and ss.closing_time > ${hm})
        or ss.closing_time = ss.opening_time or (ss.closing_time < ss.opening_time and ss.opening_time <= ${hm})))
      or (ss.day = ${prev} and ss.closing_time < ss.opening_time and ss.closing_time > ${hm}))))`;
  });
  return sql<SqlBool>`(${col('active')} = 1 and (${sql.join(perZone, sql` or `)}))`;
}

/**
 * The store of item `i` is open now. The view's open stores are found once per query and the items
 * looked up among them: probing the schedules once per item row cost most of a "currently open"
 * list at 100,000 items. Items carry their store's zone and module, so the view's stores are enough.
 */
export function itemStoreOpenNow(view: Pick<CatalogView, 'zoneIds' | 'moduleId' | 'now'>, timeZones: readonly string[]): Expression<SqlBool> {
  const module = view.moduleId === null ? sql`` : sql` and so.module_id = ${view.moduleId}`;
  return sql<SqlBool>`i.store_id in (select so.id from stores so where so.zone_id in (${sql.join(view.zoneIds)})${module}
    and ${storeOpenNow(view.now, timeZones, 'so')})`;
}

/** Item `i` is inside its daily hours on its store's clock (lib/schedule withinDailyRange). */
export function itemInHours(now: Date, timeZones: readonly string[]): Expression<SqlBool> {
  if (timeZones.length === 0) return sql<SqlBool>`1 = 0`;
  const perZone = timeZones.map((tz) => {
    const hm = hhmm(localTime(now, tz).minutes);
    return sql<SqlBool>`(s.time_zone = ${tz} and (i.available_time_starts = i.available_time_ends
      or (i.available_time_starts < i.available_time_ends and i.available_time_starts <= ${hm} and i.available_time_ends >= ${hm})
      or (i.available_time_starts > i.available_time_ends and (i.available_time_starts <= ${hm} or i.available_time_ends >= ${hm}))))`;
  });
  return sql<SqlBool>`(${sql.join(perZone, sql` or `)})`;
}

const storeDiscountRuns = (now: string) =>
  sql<SqlBool>`(s.discount > 0 and (s.discount_start is null or s.discount_start <= ${now}) and (s.discount_end is null or s.discount_end >= ${now}))`;

const flashRuns = (now: string) => sql`from flash_sale_items f join flash_sales fs on fs.id = f.flash_sale_id
  where f.item_id = i.id and f.status = 1 and fs.status = 1 and fs.start_date <= ${now} and fs.end_date >= ${now}`;

/**
 * Item `i` has sale lines at all. Few items ever do: the set is found once per query (a hashed or
 * indexed subquery), so the others skip the per-row lookup of running sales, which cost a scan of
 * the sale lines per priced row on PostgreSQL.
 */
const onFlashSale = sql<SqlBool>`i.id in (select fi.item_id from flash_sale_items fi where fi.status = 1)`;

/** Store `s` has a store-wide discount running (it overrides item discounts). */
export function storeDiscounted(now: Date): Expression<SqlBool> {
  return storeDiscountRuns(now.toISOString());
}

/** Item `i` sells below its base price now: own discount, store discount or flash sale. */
export function itemDiscounted(now: Date): Expression<SqlBool> {
  const t = now.toISOString();
  return sql<SqlBool>`(i.discount > 0 or ${storeDiscountRuns(t)} or (${onFlashSale} and exists (select 1 ${flashRuns(t)})))`;
}

/** What item `i` costs now in minor units, the SQL twin of the contract's unitPrice (for price filters and sorts). */
export function itemPriceNow(now: Date): Expression<number> {
  const t = now.toISOString();
  const off = (type: string, value: string) =>
    sql.raw(`(case when ${type} = 'percent' then i.price * (case when ${value} > 100 then 100 else ${value} end) / 100.0 else ${value} end)`);
  return sql<number>`coalesce(case when ${onFlashSale} then (select min(f.price) ${flashRuns(t)}) end,
    case when ${storeDiscountRuns(t)} then i.price - ${off('s.discount_type', 's.discount')}
         when i.discount > 0 then i.price - ${off('i.discount_type', 'i.discount')}
         else i.price end)`;
}

/** Squared planar distance, good enough to order by nearness within a city. */
export function distanceOrder(position: { lat: number; lng: number }): Expression<number> {
  const k = Math.cos((position.lat * Math.PI) / 180) ** 2;
  return sql<number>`((s.latitude - ${position.lat}) * (s.latitude - ${position.lat}) + (s.longitude - ${position.lng}) * (s.longitude - ${position.lng}) * ${k})`;
}

export const NEARBY_METRES = 10_000;

/** Store `s` lies within the nearby radius (a bounding box, which the coordinates can be range-checked against). */
export function storeNearby(position: { lat: number; lng: number }): Expression<SqlBool> {
  const dLat = NEARBY_METRES / 111_320;
  const dLng = dLat / Math.max(0.01, Math.cos((position.lat * Math.PI) / 180));
  return sql<SqlBool>`(s.latitude between ${position.lat - dLat} and ${position.lat + dLat} and s.longitude between ${position.lng - dLng} and ${position.lng + dLng})`;
}

/**
 * Campaign `c` (start_date/end_date, YYYY-MM-DD) runs today on the calendar of store `s`:
 * campaigns run by their stores' days, whatever the server's time zone.
 */
export function campaignRunsAt(now: Date, timeZones: readonly string[], campaign = 'c'): Expression<SqlBool> {
  if (timeZones.length === 0) return sql<SqlBool>`1 = 0`;
  const [start, end] = [sql.ref(`${campaign}.start_date`), sql.ref(`${campaign}.end_date`)];
  const perZone = timeZones.map((tz) => {
    const today = localDate(now, tz);
    return sql<SqlBool>`(s.time_zone = ${tz} and ${start} <= ${today} and ${end} >= ${today})`;
  });
  return sql<SqlBool>`(${sql.join(perZone, sql` or `)})`;
}
