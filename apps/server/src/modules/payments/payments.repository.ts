import type { Insertable, Kysely } from 'kysely';
import type { Database, PaymentSessionsTable } from '../../db/database.js';
import type { PaymentOutcome } from './payments.gateway.js';
import { recordStatus } from '../orders/orders.states.js';

type Trx = Kysely<Database>;

export async function insertSession(db: Trx, session: Insertable<PaymentSessionsTable>): Promise<void> {
  await db.insertInto('payment_sessions').values(session).execute();
}

export async function setExternalId(db: Trx, id: string, externalId: string): Promise<void> {
  await db.updateTable('payment_sessions').set({ external_id: externalId }).where('id', '=', id).execute();
}

export function findSession(db: Trx, id: string) {
  return db.selectFrom('payment_sessions as p').innerJoin('orders as o', 'o.id', 'p.order_id')
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

export async function markOrderPaid(trx: Trx, orderId: number, reference: string, now: string): Promise<void> {
  await trx.updateTable('orders').set({ payment_status: 'paid', payment_reference: reference, updated_at: now }).where('id', '=', orderId).execute();
}

/** A failed or cancelled payment leaves the order unpaid and failed (spec §4 Failed payment). */
export async function markOrderFailed(trx: Trx, orderId: number, now: string): Promise<void> {
  const r = await trx.updateTable('orders').set({ order_status: 'failed', updated_at: now })
    .where('id', '=', orderId).where('payment_status', '!=', 'paid').where('order_status', '=', 'pending').executeTakeFirst();
  if (Number(r.numUpdatedRows) === 1) await recordStatus(trx, orderId, 'failed', 'system', now);
}

/** The key that signs test-gateway callbacks when PAYMENT_SECRET is unset: made once, shared by every instance through the database. */
export async function storedSecret(db: Trx, make: () => string): Promise<string> {
  await db.insertInto('settings').values({ key: 'payment_callback_secret', value: JSON.stringify(make()) })
    .onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'payment_callback_secret').executeTakeFirstOrThrow();
  return JSON.parse(row.value) as string;
}
