import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, OrderDetailsTable } from '../../db/database.js';
import { prepared, type PreparedRow } from '../../db/prepared.js';

type Trx = Kysely<Database>;

/**
 * What placing an order reads, and what it takes. Everything an order takes is taken by one
 * conditional statement each, inside the placing transaction: a statement that finds its condition
 * false changes nothing and the order fails, so stock, coupon uses and wallets stay right however
 * many orders race. The statements of placing an order are compiled once (see prepared): Kysely's
 * building costs more than the database takes to run them.
 */

const earlierOrder = prepared((db, owner: string, key: string) => db.selectFrom('orders').selectAll().where('owner', '=', owner).where('idempotency_key', '=', key));

export async function findByIdempotencyKey(db: Trx, owner: string, key: string) {
  return (await earlierOrder(db, owner, key)).rows[0];
}

/** What an order's checks and amounts take of its store: reading its other columns costs every order. */
const storeById = prepared((db, storeId: number) => db.selectFrom('stores').select([
  'id', 'status', 'active', 'module_id', 'zone_id', 'time_zone', 'latitude', 'longitude', 'delivery', 'take_away', 'schedule_order',
  'prescription_order', 'minimum_order', 'free_delivery', 'per_km_shipping_charge', 'minimum_shipping_charge', 'maximum_shipping_charge',
]).where('id', '=', storeId));

export async function storeForOrder(db: Trx, storeId: number) {
  return (await storeById(db, storeId)).rows[0];
}

export type OrderStoreRow = NonNullable<Awaited<ReturnType<typeof storeForOrder>>>;

const schedulesById = prepared((db, storeId: number) => db.selectFrom('store_schedules').select(['day', 'opening_time', 'closing_time']).where('store_id', '=', storeId));

export async function schedulesOfStore(db: Trx, storeId: number) {
  return (await schedulesById(db, storeId)).rows;
}

const couponByUpperCode = prepared((db, code: string) => db.selectFrom('coupons').selectAll().where(sql`upper(code)`, '=', code));

export async function couponByCode(db: Trx, code: string) {
  return (await couponByUpperCode(db, code.toUpperCase())).rows[0];
}

export type CouponRow = NonNullable<Awaited<ReturnType<typeof couponByCode>>>;

const addressOfUser = prepared((db, userId: number, addressId: number) => db.selectFrom('customer_addresses').selectAll().where('id', '=', addressId).where('user_id', '=', userId));

export async function customerAddress(db: Trx, userId: number, addressId: number) {
  return (await addressOfUser(db, userId, addressId)).rows[0];
}

/** The order's lines in one statement, compiled once per number of lines and set of columns. */
const detailsInserted = prepared((trx, details: readonly PreparedRow[]) => trx.insertInto('order_details').values(details as Insertable<OrderDetailsTable>[]));

export async function insertDetails(trx: Trx, details: Insertable<OrderDetailsTable>[]): Promise<void> {
  if (details.length) await detailsInserted(trx, details);
}

/** How many rows a conditional write changed. */
const changed = (r: { numAffectedRows?: bigint }) => Number(r.numAffectedRows ?? 0);

const itemStockTaken = prepared((trx, itemId: number, quantity: number) => trx.updateTable('items').set((eb) => ({ stock: eb('stock', '-', quantity) }))
  .where('id', '=', itemId).where('stock', '>=', quantity));

/** Takes `quantity` from a stock that must hold it; false when it does not. */
export async function takeItemStock(trx: Trx, itemId: number, quantity: number): Promise<boolean> {
  return changed(await itemStockTaken(trx, itemId, quantity)) === 1;
}

const variationStockTaken = prepared((trx, itemId: number, type: string, quantity: number) => trx.updateTable('item_variations')
  .set((eb) => ({ stock: eb('stock', '-', quantity) }))
  .where('item_id', '=', itemId).where('type', '=', type).where('stock', '>=', quantity));

export async function takeVariationStock(trx: Trx, itemId: number, type: string, quantity: number): Promise<boolean> {
  return changed(await variationStockTaken(trx, itemId, type, quantity)) === 1;
}

const optionsOf = (trx: Trx, itemId: number, group: string) =>
  trx.selectFrom('item_food_variations').select('id').where('item_id', '=', itemId).where('name', '=', group);

const optionStockTaken = prepared((trx, itemId: number, group: string, label: string, quantity: number) => trx.updateTable('item_food_variation_values')
  .set((eb) => ({ stock: eb('stock', '-', quantity) }))
  .where('item_id', '=', itemId).where('label', '=', label).where('food_variation_id', 'in', optionsOf(trx, itemId, group))
  .where('stock', 'is not', null).where('stock', '>=', quantity));

const unlimitedOption = prepared((trx, itemId: number, group: string, label: string) => trx.selectFrom('item_food_variation_values').select('id')
  .where('item_id', '=', itemId).where('label', '=', label).where('food_variation_id', 'in', optionsOf(trx, itemId, group)).where('stock', 'is', null));

/** Food options with a stock of their own (most have none: null is unlimited). */
export async function takeOptionStock(trx: Trx, itemId: number, group: string, label: string, quantity: number): Promise<boolean> {
  if (changed(await optionStockTaken(trx, itemId, group, label, quantity)) > 0) return true;
  return (await unlimitedOption(trx, itemId, group, label)).rows.length > 0;
}

const flashStockTaken = prepared((trx, flashSaleId: number, itemId: number, quantity: number) => trx.updateTable('flash_sale_items')
  .set((eb) => ({ sold: eb('sold', '+', quantity) }))
  .where('flash_sale_id', '=', flashSaleId).where('item_id', '=', itemId)
  .where((eb) => eb(eb('sold', '+', quantity), '<=', eb.ref('stock'))));

/** One more sold in a flash sale, within the sale's own stock; false when it is sold out. */
export async function takeFlashStock(trx: Trx, flashSaleId: number, itemId: number, quantity: number): Promise<boolean> {
  return changed(await flashStockTaken(trx, flashSaleId, itemId, quantity)) > 0;
}

const couponUsed = prepared((trx, couponId: number) => trx.updateTable('coupons').set((eb) => ({ total_uses: eb('total_uses', '+', 1) }))
  .where('id', '=', couponId)
  .where((eb) => eb.or([eb('total_limit', 'is', null), eb('total_uses', '<', eb.ref('total_limit'))])));

/** One more use of the coupon in total, unless its total limit is reached. */
export async function redeemCouponTotal(trx: Trx, couponId: number): Promise<boolean> {
  return changed(await couponUsed(trx, couponId)) === 1;
}

const ownerUse = prepared((trx, couponId: number, owner: string, limit: number | null) => trx
  .insertInto('coupon_redemptions')
  .values({ coupon_id: couponId, owner, uses: 1 })
  .onConflict((oc) => {
    const update = oc.columns(['coupon_id', 'owner']).doUpdateSet({ uses: sql<number>`coupon_redemptions.uses + 1` });
    return limit === null ? update : update.where('coupon_redemptions.uses', '<', limit);
  })
  .returning('uses'));

/** One more use by this owner, unless they have used it `limit` times. */
export async function redeemCouponForOwner(trx: Trx, couponId: number, owner: string, limit: number | null): Promise<boolean> {
  const [row] = (await ownerUse(trx, couponId, owner, limit)).rows;
  return row !== undefined && (limit === null || row.uses <= limit);
}

export function offlineMethod(db: Trx, id: number) {
  return db.selectFrom('offline_payment_methods').selectAll().where('id', '=', id).where('status', '=', 1).executeTakeFirst();
}

export function offlineMethodRows(db: Trx) {
  return db.selectFrom('offline_payment_methods').selectAll().where('status', '=', 1).orderBy('id').execute();
}

/** A page of the instructions a parcel's sender can give, and how many there are. */
export function parcelInstructionRows(db: Trx, skip: number, limit: number) {
  const base = db.selectFrom('parcel_instructions').where('status', '=', 1);
  return Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst().then((r) => Number(r?.n ?? 0)),
    base.selectAll().orderBy('id').limit(limit).offset(skip).execute(),
  ]);
}

/** A parcel category that is listed, of a module (parcel) that is on, with that module its orders belong to. */
export function parcelCategoryForOrder(db: Trx, categoryId: number) {
  return db.selectFrom('parcel_categories as pc')
    .innerJoin('modules as m', 'm.id', 'pc.module_id')
    .select(['pc.id', 'pc.module_id', 'pc.parcel_per_km_shipping_charge', 'pc.parcel_minimum_shipping_charge'])
    .where('pc.id', '=', categoryId).where('pc.status', '=', 1).where('m.status', '=', 1).executeTakeFirst();
}

export type ParcelCategoryRow = NonNullable<Awaited<ReturnType<typeof parcelCategoryForOrder>>>;
