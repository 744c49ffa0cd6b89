import { sql, type Expression, type Insertable, type Kysely, type SqlBool, type Updateable } from 'kysely';
import { lackingTexts, type LackingFilter, type LackingTexts } from '../../db/lacking-texts.js';
import type { CampaignChoiceQuery, CampaignState, ConsoleCampaignQuery } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { holding } from '../../db/like.js';

type Reader = Db | Kysely<Database>;
type Edited = 'campaigns' | 'item_campaigns' | 'flash_sales';

/**
 * A list's filters on `c` (a campaigns, item_campaigns or flash_sales row): its module, part of its
 * title in any language (the English column or the translations' text), and its state at `at` (a day
 * for campaigns, an instant for flash sales: both compare as text).
 */
export function listed<Q extends { where(e: Expression<SqlBool>): Q }>(db: Db, q: Q, query: ConsoleCampaignQuery, at: string): Q {
  let out = q;
  if (query.module_id !== undefined) out = out.where(sql<SqlBool>`c.module_id = ${query.module_id}`);
  const search = query.search?.trim();
  if (search) out = out.where(sql<SqlBool>`(${holding(db, 'c.title', search)} or ${holding(db, 'c.translations', search)})`);
  return query.state === undefined ? out : out.where(stateIs(query.state, at));
}

function stateIs(state: CampaignState, at: string): Expression<SqlBool> {
  if (state === 'off') return sql<SqlBool>`c.status = 0`;
  if (state === 'scheduled') return sql<SqlBool>`c.status = 1 and c.start_date > ${at}`;
  if (state === 'expired') return sql<SqlBool>`c.status = 1 and c.end_date < ${at}`;
  return sql<SqlBool>`c.status = 1 and c.start_date <= ${at} and c.end_date >= ${at}`;
}

/** A page of basic campaigns, newest first, with their stores, and how many. */
export async function basicCampaignPage(db: Db, query: ConsoleCampaignQuery, today: string) {
  const q = listed(db, db.selectFrom('campaigns as c'), query, today);
  const [rows, count] = await Promise.all([
    q.selectAll('c').orderBy('c.id', 'desc').limit(query.limit ?? 25).offset(query.offset ?? 0).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The stores of some campaigns, in one query, by campaign. */
export async function campaignStores(db: Reader, campaignIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(campaignIds.map((id) => [id, []]));
  if (campaignIds.length === 0) return out;
  const rows = await db.selectFrom('campaign_stores').select(['campaign_id', 'store_id']).where('campaign_id', 'in', [...campaignIds])
    .orderBy('campaign_id').orderBy('store_id').execute();
  for (const r of rows) out.get(r.campaign_id)?.push(r.store_id);
  return out;
}

export type BasicCampaignRow = Awaited<ReturnType<typeof basicCampaignPage>>['rows'][number];

/** One basic campaign with its stores; `lock` holds it until the transaction ends (PostgreSQL; SQLite's writer lock does already). */
export function basicCampaignRow(db: Reader, id: number, lock = false) {
  const q = db.selectFrom('campaigns as c').selectAll('c').where('c.id', '=', id);
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate('c') : q).executeTakeFirst();
}

/** A page of item campaigns, newest first, with their item's and store's names, and how many. */
export async function itemCampaignPage(db: Db, query: ConsoleCampaignQuery, today: string) {
  const q = listed(db, db.selectFrom('item_campaigns as c'), query, today);
  const [rows, count] = await Promise.all([
    withItem(q).orderBy('c.id', 'desc').limit(query.limit ?? 25).offset(query.offset ?? 0).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

function withItem<Q extends ReturnType<typeof itemCampaigns>>(q: Q) {
  return q.innerJoin('items as i', 'i.id', 'c.item_id').innerJoin('stores as s', 's.id', 'c.store_id')
    .selectAll('c').select(['i.name as item_name', 'i.price as item_price', 's.name as store_name']);
}
const itemCampaigns = (db: Reader) => db.selectFrom('item_campaigns as c');

export function itemCampaignRow(db: Reader, id: number, lock = false) {
  const q = withItem(itemCampaigns(db)).where('c.id', '=', id);
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate('c') : q).executeTakeFirst();
}
export type ItemCampaignConsoleRow = NonNullable<Awaited<ReturnType<typeof itemCampaignRow>>>;

export async function insertRow<T extends Edited>(trx: Kysely<Database>, table: T, row: Insertable<Database[T]>): Promise<number> {
  const { id } = await (trx.insertInto(table as Edited) as ReturnType<Kysely<Database>['insertInto']>).values(row as never)
    .returning('id' as never).executeTakeFirstOrThrow() as { id: number };
  return id;
}

/** Writes a save over the version it read; false when another save came first. */
export async function saveRow<T extends Edited>(trx: Kysely<Database>, table: T, id: number, version: number, columns: Updateable<Database[T]>, now: string): Promise<boolean> {
  const result = await trx.updateTable(table as 'campaigns').set({ ...(columns as Updateable<Database['campaigns']>), version: version + 1, updated_at: now })
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The campaign's stores become `storeIds`. */
export async function setCampaignStores(trx: Kysely<Database>, campaignId: number, storeIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('campaign_stores').where('campaign_id', '=', campaignId).execute();
  if (storeIds.length > 0) await trx.insertInto('campaign_stores').values(storeIds.map((store_id) => ({ campaign_id: campaignId, store_id }))).execute();
}

export async function moduleExists(db: Reader, moduleId: number): Promise<boolean> {
  return (await db.selectFrom('modules').select('id').where('id', '=', moduleId).executeTakeFirst()) !== undefined;
}

/** The modules of the stores named, by id (a store that does not exist is left out). */
export async function storeModules(db: Reader, storeIds: readonly number[]): Promise<Map<number, number>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db.selectFrom('stores').select(['id', 'module_id']).where('id', 'in', [...storeIds]).execute();
  return new Map(rows.map((r) => [r.id, r.module_id]));
}

/** Items with what a campaign copies from them (store, module, zone) and their price; `lock` holds them, in id order. */
export async function itemsOf(db: Reader, itemIds: readonly number[], lock = false) {
  if (itemIds.length === 0) return [];
  const q = db.selectFrom('items').select(['id', 'name', 'price', 'store_id', 'module_id', 'zone_id']).where('id', 'in', [...itemIds]).orderBy('id');
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate() : q).execute();
}

/** A module's stores by part of their name, for a campaign's choice. */
export function storeChoices(db: Db, query: CampaignChoiceQuery) {
  let q = db.selectFrom('stores').select(['id', 'name']).where('module_id', '=', query.module_id);
  const search = query.search?.trim();
  if (search) q = q.where(holding(db, 'name', search));
  return q.orderBy('name').orderBy('id').limit(query.limit ?? 20).execute();
}

/** A module's items by part of their name, with their store's name, for a campaign's or sale's choice. */
export function itemChoices(db: Db, query: CampaignChoiceQuery) {
  let q = db.selectFrom('items as i').innerJoin('stores as s', 's.id', 'i.store_id')
    .select(['i.id', 'i.name', 'i.price', 's.name as store_name']).where('i.module_id', '=', query.module_id);
  const search = query.search?.trim();
  if (search) q = q.where(holding(db, 'i.name', search));
  return q.orderBy('i.name').orderBy('i.id').limit(query.limit ?? 20).execute();
}

/** The campaigns' and flash sales' texts lacking a translation (an item campaign is its store's). */
export const campaignsLackingTexts = (db: Kysely<Database>, table: 'campaigns' | 'item_campaigns' | 'flash_sales', field: 'title' | 'description', filter: LackingFilter): LackingTexts =>
  lackingTexts(db, { table, field, english: field, name: 'title', ...(table === 'item_campaigns' ? { store: 'store_id' } : {}) }, filter);
