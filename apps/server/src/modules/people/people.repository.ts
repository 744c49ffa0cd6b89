import type { ExpressionBuilder, Kysely } from 'kysely';
import type { ConsoleCourierQuery, ConsoleCustomerExportQuery, ConsoleStaffQuery } from '@storefront/contract';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { customerSearch } from '../profile/profile.repository.js';

type Reader = Kysely<Database>;

const CUSTOMER_COLUMNS = ['id', 'f_name', 'l_name', 'email', 'phone', 'status', 'wallet_balance', 'loyalty_point', 'created_at'] as const;

/** The customers the console lists for these filters (deleted accounts left out), as a query to select from. */
export function customersFiltered(db: Reader, query: ConsoleCustomerExportQuery) {
  let q = db.selectFrom('users').where('deleted_at', 'is', null);
  if (query.blocked !== undefined) q = q.where('status', '=', query.blocked ? 0 : 1);
  if (query.search?.trim()) q = q.where(customerSearch(db, query.search));
  return q;
}

/** The console's customers (deleted accounts left out), newest first, by the start of a name, email or phone and blocked or not, and how many. */
export async function customerPage(db: Reader, query: ConsoleCustomerExportQuery, limit: number, offset: number) {
  const q = customersFiltered(db, query);
  const [rows, count] = await Promise.all([
    q.select(CUSTOMER_COLUMNS).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The filtered customers, newest first, a batch at a time before the last id read, `max` at most. */
export async function* customerBatches(db: Reader, query: ConsoleCustomerExportQuery, max: number, batch = 2000) {
  let before: number | null = null;
  for (let read = 0; read < max;) {
    let q = customersFiltered(db, query);
    if (before !== null) q = q.where('id', '<', before);
    const rows = await q.select(CUSTOMER_COLUMNS).orderBy('id', 'desc').limit(Math.min(batch, max - read)).execute();
    if (rows.length === 0) return;
    yield rows;
    read += rows.length;
    before = rows[rows.length - 1]!.id;
  }
}

export type CustomerListRow = Awaited<ReturnType<typeof customerPage>>['rows'][number];

/** One customer who is not deleted, with the columns the profile shows. */
export function customerRow(db: Reader, id: number) {
  return db.selectFrom('users').select([...CUSTOMER_COLUMNS, 'login_medium', 'is_phone_verified', 'is_email_verified'])
    .where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** How many orders the customer placed, and the amount of those delivered (minor units). */
export async function customerCounts(db: Reader, id: number) {
  const row = await db.selectFrom('orders').where('user_id', '=', id)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string | null>(eb.case().when('order_status', '=', 'delivered').then(eb.ref('order_amount')).else(0).end()).as('spent'),
    ]).executeTakeFirstOrThrow();
  return { orders: Number(row.n), spent: Number(row.spent ?? 0) };
}

/** A page of the customer's orders, newest first, with their stores' names, and how many. */
export async function customerOrderPage(db: Reader, id: number, limit: number, offset: number) {
  const q = db.selectFrom('orders as o').where('o.user_id', '=', id);
  const [rows, count] = await Promise.all([
    q.leftJoin('stores as s', 's.id', 'o.store_id')
      .select(['o.id', 'o.order_status', 'o.order_type', 'o.order_amount', 'o.payment_method', 'o.payment_status', 'o.created_at', 's.name as store_name', 's.translations as store_translations'])
      .orderBy('o.id', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

// Staff and couriers.

const OPERATOR_COLUMNS = ['o.id', 'o.f_name', 'o.l_name', 'o.email', 'o.phone', 'o.status', 'o.password_hash', 'o.totp_enabled_at', 'o.created_at'] as const;

function operatorSearch(search: string) {
  const start = search.trim();
  const from = (eb: ExpressionBuilder<any, any>, column: string, text: string) => eb.and([eb(column, '>=', text), eb(column, '<', `${text}\uffff`)]);
  return (eb: ExpressionBuilder<any, any>) => eb.or([from(eb, 'o.f_name', start), from(eb, 'o.l_name', start), from(eb, 'o.email', start.toLowerCase())]);
}

/** The staff, newest first, by the start of a name or email, a role held, active or not, and how many. */
export async function staffPage(db: Reader, query: ConsoleStaffQuery, limit: number, offset: number) {
  let q = db.selectFrom('operators as o');
  if (query.role) q = q.where('o.id', 'in', db.selectFrom('operator_roles').select('operator_id').where('role', '=', query.role));
  if (query.active !== undefined) q = q.where('o.status', '=', query.active ? 1 : 0);
  if (query.search?.trim()) q = q.where(operatorSearch(query.search));
  const [rows, count] = await Promise.all([
    q.select(OPERATOR_COLUMNS).orderBy('o.id', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One staff account, with the columns the list shows. */
export function staffRow(db: Reader, id: number) {
  return db.selectFrom('operators as o').select(OPERATOR_COLUMNS).where('o.id', '=', id).executeTakeFirst();
}

export type StaffRow = NonNullable<Awaited<ReturnType<typeof staffRow>>>;

/** The roles of these accounts, with each store role's store name, in the order given. */
export function rolesOfMany(db: Reader, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('operator_roles as r').leftJoin('stores as s', 's.id', 'r.store_id')
    .select(['r.operator_id', 'r.role', 'r.store_id', 's.name as store_name']).where('r.operator_id', 'in', [...ids]).orderBy('r.id').execute();
}

/**
 * How many active accounts hold the admin role, this one left out. On PostgreSQL the admins' rows are locked until the
 * transaction ends, so that two admins taking each other's role at once are told one after the other (SQLite's writer lock does already).
 */
export async function otherActiveAdmins(db: Reader, operatorId: number): Promise<number> {
  const q = db.selectFrom('operator_roles as r').innerJoin('operators as o', 'o.id', 'r.operator_id')
    .select('o.id').where('r.role', '=', 'admin').where('o.status', '=', 1);
  const rows = await (dbKind(db) === 'postgres' ? q.forUpdate() : q).execute();
  return rows.filter((r) => r.id !== operatorId).length;
}

/** Of these ids, the stores that exist. */
export async function existingStores(db: Reader, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.selectFrom('stores').select('id').where('id', 'in', [...ids]).execute()).map((r) => r.id));
}

/** Of these ids, the zones that exist. */
export async function existingZones(db: Reader, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.selectFrom('zones').select('id').where('id', 'in', [...ids]).execute()).map((r) => r.id));
}

function couriersFiltered(db: Reader, query: ConsoleCourierQuery) {
  let q = db.selectFrom('operators as o').leftJoin('couriers as c', 'c.operator_id', 'o.id')
    .where('o.id', 'in', db.selectFrom('operator_roles').select('operator_id').where('role', '=', 'courier'));
  if (query.status === 'deactivated') q = q.where('o.status', '=', 0);
  else if (query.status) {
    const approval = query.status === 'active' ? 'approved' : query.status;
    q = q.where('o.status', '=', 1).where((eb) => (approval === 'approved'
      ? eb.or([eb('c.approval', '=', approval), eb('c.approval', 'is', null)]) : eb('c.approval', '=', approval)));
  }
  if (query.search?.trim()) q = q.where(operatorSearch(query.search));
  return q;
}

/** The couriers, newest first, by state and the start of a name or email, with their shift and approval, and how many. */
export async function courierPage(db: Reader, query: ConsoleCourierQuery, limit: number, offset: number) {
  const q = couriersFiltered(db, query);
  const [rows, count] = await Promise.all([
    q.select([...OPERATOR_COLUMNS, 'c.approval', 'c.online', 'c.vehicle']).orderBy('o.id', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type CourierListRow = Awaited<ReturnType<typeof courierPage>>['rows'][number];

/** One courier (an account holding the courier role), as the list shows it. */
export function courierRow(db: Reader, id: number) {
  return couriersFiltered(db, {}).select([...OPERATOR_COLUMNS, 'c.approval', 'c.online', 'c.vehicle']).where('o.id', '=', id).executeTakeFirst();
}

/** The zones of these couriers, by courier. */
export function zonesOfCouriers(db: Reader, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('courier_zones as cz').innerJoin('zones as z', 'z.id', 'cz.zone_id')
    .select(['cz.operator_id', 'z.id', 'z.name', 'z.translations']).where('cz.operator_id', 'in', [...ids]).orderBy('z.id').execute();
}
