import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { ConsoleCouponQuery } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { containing } from '../../db/like.js';
import { lackingTexts, type LackingFilter, type LackingTexts } from '../../db/lacking-texts.js';

type Reader = Db | Kysely<Database>;

/** The console's list: a module's coupons, by part of their code or English title and by state on `today`, newest first, and how many. */
export async function consoleCouponPage(db: Db, query: ConsoleCouponQuery, today: string) {
  let q = db.selectFrom('coupons');
  if (query.module_id !== undefined) q = q.where('module_id', '=', query.module_id);
  const search = query.search?.trim();
  if (search) q = q.where((eb) => eb.or([eb(sql`lower(code)`, 'like', containing(search)), eb(sql`lower(title)`, 'like', containing(search))]));
  if (query.state === 'off') q = q.where('status', '=', 0);
  else if (query.state !== undefined) {
    q = q.where('status', '=', 1);
    if (query.state === 'scheduled') q = q.where('start_date', '>', today);
    if (query.state === 'expired') q = q.where('expire_date', '<', today);
    if (query.state === 'running') q = q.where('start_date', '<=', today).where('expire_date', '>=', today);
  }
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').limit(query.limit ?? 25).offset(query.offset ?? 0).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One coupon; `lock` holds it until the transaction ends (PostgreSQL; SQLite's writer lock does already). */
export function couponRow(db: Reader, id: number, lock = false) {
  const q = db.selectFrom('coupons').selectAll().where('id', '=', id);
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

/** Another coupon with this code, whatever its case. */
export async function codeTaken(db: Reader, code: string, exceptId: number | null): Promise<boolean> {
  let q = db.selectFrom('coupons').select('id').where(sql`upper(code)`, '=', code.toUpperCase());
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertCoupon(trx: Kysely<Database>, row: Insertable<Database['coupons']>): Promise<number> {
  const { id } = await trx.insertInto('coupons').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Writes a save over the version it read; false when another save came first. */
export async function saveCoupon(trx: Kysely<Database>, id: number, version: number, columns: Updateable<Database['coupons']>, now: string): Promise<boolean> {
  const result = await trx.updateTable('coupons').set({ ...columns, version: version + 1, updated_at: now })
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What a coupon names, as the database has it: whether its module and zone exist, and its store's module. */
export async function couponTargets(db: Reader, target: { moduleId: number; zoneId: number | null; storeId: number | null }) {
  const [module, zone, store] = await Promise.all([
    db.selectFrom('modules').select('id').where('id', '=', target.moduleId).executeTakeFirst(),
    target.zoneId === null ? undefined : db.selectFrom('zones').select('id').where('id', '=', target.zoneId).executeTakeFirst(),
    target.storeId === null ? undefined : db.selectFrom('stores').select('module_id').where('id', '=', target.storeId).executeTakeFirst(),
  ]);
  return { module: Boolean(module), zone: target.zoneId === null || Boolean(zone), storeModule: store?.module_id ?? null };
}

/** Coupons whose title lacks its Arabic or French text, by id. */
export const couponsLackingTexts = (db: Kysely<Database>, filter: LackingFilter): LackingTexts =>
  lackingTexts(db, { table: 'coupons', field: 'title', english: 'title', name: 'title', store: 'store_id' }, filter);
