import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ConsoleBannerQuery } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import type { CatalogView } from '../catalog/catalog.view.js';
import { lackingTexts, type LackingFilter, type LackingTexts } from '../../db/lacking-texts.js';

/** Banners of the view's zones (and module) whose store or item, when they point at one, is listed. */
export function bannerRows(db: Db, view: CatalogView) {
  let q = db
    .selectFrom('banners as b')
    .selectAll('b')
    .where('b.status', '=', 1)
    .where('b.zone_id', 'in', view.zoneIds)
    .where((eb) => eb.or([
      eb('b.store_id', 'is', null),
      eb.exists(eb.selectFrom('stores as s').select('s.id').whereRef('s.id', '=', 'b.store_id').where('s.status', '=', 1).where('s.module_live', '=', 1)),
    ]))
    .where((eb) => eb.or([
      eb('b.item_id', 'is', null),
      eb.exists(eb.selectFrom('items as i').innerJoin('stores as s', 's.id', 'i.store_id').select('i.id')
        .whereRef('i.id', '=', 'b.item_id').where('i.status', '=', 1).where('s.status', '=', 1).where('s.module_live', '=', 1)),
    ]));
  if (view.moduleId !== null) q = q.where('b.module_id', '=', view.moduleId);
  return q.orderBy('b.featured', 'desc').orderBy('b.id').execute();
}

export function moduleBanners(db: Db, moduleId: number | null, kind: 'promotional' | 'video' | 'why_choose') {
  let q = db.selectFrom('module_banners').selectAll().where('kind', '=', kind).where('status', '=', 1);
  if (moduleId !== null) q = q.where('module_id', '=', moduleId);
  return q.orderBy('position').orderBy('id').execute();
}

type Reader = Db | Kysely<Database>;

/** The console's list: a module's or zone's banners, on or off, newest first, and how many there are. */
export async function consoleBannerPage(db: Db, query: ConsoleBannerQuery) {
  let q = db.selectFrom('banners');
  if (query.module_id !== undefined) q = q.where('module_id', '=', query.module_id);
  if (query.zone_id !== undefined) q = q.where('zone_id', '=', query.zone_id);
  if (query.on !== undefined) q = q.where('status', '=', query.on ? 1 : 0);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').limit(query.limit ?? 25).offset(query.offset ?? 0).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One banner; `lock` holds it until the transaction ends (PostgreSQL; SQLite's writer lock does already). */
export function bannerRow(db: Reader, id: number, lock = false) {
  const q = db.selectFrom('banners').selectAll().where('id', '=', id);
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

export async function insertBanner(trx: Kysely<Database>, row: Insertable<Database['banners']>): Promise<number> {
  const { id } = await trx.insertInto('banners').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Writes a save over the version it read; false when another save came first. */
export async function saveBanner(trx: Kysely<Database>, id: number, version: number, columns: Updateable<Database['banners']>, now: string): Promise<boolean> {
  const result = await trx.updateTable('banners').set({ ...columns, version: version + 1, updated_at: now })
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What a banner points at, as the database has it: whether the module and zone exist, and the module of its store and of its item's store. */
export async function bannerTargets(db: Reader, target: { moduleId: number; zoneId: number; storeId: number | null; itemId: number | null }) {
  const [module, zone, store, item] = await Promise.all([
    db.selectFrom('modules').select('id').where('id', '=', target.moduleId).executeTakeFirst(),
    db.selectFrom('zones').select('id').where('id', '=', target.zoneId).executeTakeFirst(),
    target.storeId === null ? undefined : db.selectFrom('stores').select('module_id').where('id', '=', target.storeId).executeTakeFirst(),
    target.itemId === null ? undefined : db.selectFrom('items as i').innerJoin('stores as s', 's.id', 'i.store_id').select('s.module_id').where('i.id', '=', target.itemId).executeTakeFirst(),
  ]);
  return { module: Boolean(module), zone: Boolean(zone), storeModule: store?.module_id ?? null, itemModule: item?.module_id ?? null };
}

/** Banners whose title or short description (where it has one) lacks its Arabic or French text, by id. */
export const bannersLackingTexts = (db: Kysely<Database>, field: 'title' | 'short_description', filter: LackingFilter): LackingTexts =>
  lackingTexts(db, { table: 'banners', field, english: field, name: 'title', store: 'store_id' }, filter);
