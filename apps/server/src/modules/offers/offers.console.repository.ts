import { sql, type Insertable, type Kysely, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { ConsoleCashbackQuery, ConsoleCouponQuery, CouponState } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { holding, textsContaining } from '../../db/like.js';
import { lackingTexts, type LackingFilter, type LackingTexts } from '../../db/lacking-texts.js';

type Reader = Db | Kysely<Database>;

/** The console's list: a module's coupons, by part of their code or English title and by state on `today`, newest first, and how many. */
export async function consoleCouponPage(db: Db, query: ConsoleCouponQuery, today: string) {
  let q = db.selectFrom('coupons');
  if (query.module_id !== undefined) q = q.where('module_id', '=', query.module_id);
  const search = query.search?.trim();
  if (search) q = q.where((eb) => eb.or([holding(db, 'code', search), holding(db, 'title', search)]));
  q = inState(q, query.state, today, 'expire_date');
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').limit(query.limit ?? 25).offset(query.offset ?? 0).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** An offer's state on `today` as a filter (offers.mapper couponState says it of one row): off, or on and before, within or past its days. */
function inState<QB extends SelectQueryBuilder<Database, 'coupons' | 'cashbacks', object>>(q: QB, state: CouponState | undefined, today: string, end: 'expire_date' | 'end_date'): QB {
  if (state === undefined) return q;
  if (state === 'off') return q.where(sql.ref('status'), '=', 0) as QB;
  const on = q.where(sql.ref('status'), '=', 1);
  if (state === 'scheduled') return on.where(sql.ref('start_date'), '>', today) as QB;
  if (state === 'expired') return on.where(sql.ref(end), '<', today) as QB;
  return on.where(sql.ref('start_date'), '<=', today).where(sql.ref(end), '>=', today) as QB;
}

/** The console's list of cashback offers: by part of the title in any language and by state on `today`, newest first, and how many. */
export async function consoleCashbackPage(db: Db, query: ConsoleCashbackQuery, today: string) {
  let q = db.selectFrom('cashbacks');
  const search = query.search?.trim();
  if (search) q = q.where(textsContaining(db, 'title', search));
  q = inState(q, query.state, today, 'end_date');
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').limit(query.limit ?? 25).offset(query.offset ?? 0).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function cashbackRow(db: Reader, id: number, lock = false) {
  const q = db.selectFrom('cashbacks').selectAll().where('id', '=', id);
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

export async function insertCashback(trx: Kysely<Database>, row: Insertable<Database['cashbacks']>): Promise<number> {
  const { id } = await trx.insertInto('cashbacks').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Writes a save over the version it read; false when another save came first. */
export async function saveCashback(trx: Kysely<Database>, id: number, version: number, columns: Updateable<Database['cashbacks']>, now: string): Promise<boolean> {
  const result = await trx.updateTable('cashbacks').set({ ...columns, version: version + 1, updated_at: now })
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
export const cashbacksLackingTexts = (db: Kysely<Database>, filter: LackingFilter): LackingTexts =>
  lackingTexts(db, { table: 'cashbacks', field: 'title', english: 'title', name: 'title' }, filter);

export const couponsLackingTexts = (db: Kysely<Database>, filter: LackingFilter): LackingTexts =>
  lackingTexts(db, { table: 'coupons', field: 'title', english: 'title', name: 'title', store: 'store_id' }, filter);
