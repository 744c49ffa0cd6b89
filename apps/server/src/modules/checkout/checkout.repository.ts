import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

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
  'id', 'status', 'module_live', 'active', 'module_id', 'zone_id', 'time_zone', 'latitude', 'longitude', 'delivery', 'take_away', 'schedule_order',
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
