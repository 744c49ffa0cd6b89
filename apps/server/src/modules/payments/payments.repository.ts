import type { Insertable, Kysely } from 'kysely';
import { dbKind } from '../../db/dialect.js';
import type { Database, NewRow, PaymentSessionsTable } from '../../db/database.js';
import type { PaymentOutcome } from './payments.gateway.js';

type Trx = Kysely<Database>;

export async function insertSession(db: Trx, session: Insertable<PaymentSessionsTable>): Promise<void> {
  await db.insertInto('payment_sessions').values(session).execute();
}

export async function setExternalId(db: Trx, id: string, externalId: string): Promise<void> {
  await db.updateTable('payment_sessions').set({ external_id: externalId }).where('id', '=', id).execute();
}

export function findSession(db: Trx, id: string) {
  return db.selectFrom('payment_sessions as p').leftJoin('orders as o', 'o.id', 'p.order_id')
    .selectAll('p').select(['o.order_amount', 'o.wallet_amount'])
    .where('p.id', '=', id).executeTakeFirst();
}

export function findSessionByExternalId(db: Trx, gateway: string, externalId: string) {
  return db.selectFrom('payment_sessions').selectAll().where('gateway', '=', gateway).where('external_id', '=', externalId).executeTakeFirst();
}

/** Closes an open attempt; false when it was closed already. */
export async function closeSession(trx: Trx, id: string, outcome: PaymentOutcome, now: string): Promise<boolean> {
  const r = await trx.updateTable('payment_sessions').set({ status: outcome, updated_at: now }).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** What settling a payment judges the order by, read inside the settling transaction. */
export function orderForPayment(trx: Trx, orderId: number) {
  return trx.selectFrom('orders').select(['id', 'order_status', 'order_type', 'payment_method', 'payment_status']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

export function offlineMethod(db: Trx, id: number) {
  return db.selectFrom('offline_payment_methods').selectAll().where('id', '=', id).where('status', '=', 1).executeTakeFirst();
}

export function offlineMethodRows(db: Trx) {
  return db.selectFrom('offline_payment_methods').selectAll().where('status', '=', 1).orderBy('id').execute();
}

/** Every offline method, on or off, by id; locked on PostgreSQL when a save will change them. */
export function allOfflineMethodRows(db: Trx, lock = false) {
  const q = db.selectFrom('offline_payment_methods').selectAll().orderBy('id');
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate() : q).execute();
}

export interface OfflineMethodColumns { method_name: string; method_fields: string; method_informations: string; status: 0 | 1 }

export async function insertOfflineMethod(trx: Trx, columns: OfflineMethodColumns): Promise<void> {
  await trx.insertInto('offline_payment_methods').values(columns).execute();
}

export async function updateOfflineMethod(trx: Trx, id: number, columns: OfflineMethodColumns): Promise<void> {
  await trx.updateTable('offline_payment_methods').set(columns).where('id', '=', id).execute();
}

/** Orders keep the method's name and the customer's inputs themselves, so a method no longer offered goes. */
export async function deleteOfflineMethods(trx: Trx, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('offline_payment_methods').where('id', 'in', [...ids]).execute();
}

/** A refund the gateway paid back; the refund request's second one is refused by the unique index. */
export async function insertPaymentRefund(trx: Trx, refund: NewRow<'payment_refunds'>): Promise<void> {
  await trx.insertInto('payment_refunds').values(refund).execute();
}
