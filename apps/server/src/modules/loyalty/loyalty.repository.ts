import type { Kysely } from 'kysely';
import type { LoyaltyTransactionType } from '@storefront/contract';
import type { Database } from '../../db/database.js';

type Trx = Kysely<Database>;

/** The one road for every change of a customer's points: the points and their ledger row change in one transaction. */

export interface PointsEntry {
  userId: number;
  points: number;
  type: LoyaltyTransactionType;
  reference: string | null;
  now: string;
}

/** Adds points; answers the points after. */
export async function creditPoints(trx: Trx, e: PointsEntry): Promise<number> {
  const row = await trx.updateTable('users').set((eb) => ({ loyalty_point: eb('loyalty_point', '+', e.points) }))
    .where('id', '=', e.userId).returning('loyalty_point').executeTakeFirstOrThrow();
  await insertRow(trx, e, e.points, 0, row.loyalty_point);
  return row.loyalty_point;
}

/** Takes points if the customer has that many; answers the points after and the ledger row's id, or null (nothing changed). */
export async function debitPoints(trx: Trx, e: PointsEntry): Promise<{ balance: number; rowId: number } | null> {
  const row = await trx.updateTable('users').set((eb) => ({ loyalty_point: eb('loyalty_point', '-', e.points) }))
    .where('id', '=', e.userId).where('loyalty_point', '>=', e.points).returning('loyalty_point').executeTakeFirst();
  if (!row) return null;
  return { balance: row.loyalty_point, rowId: await insertRow(trx, e, 0, e.points, row.loyalty_point) };
}

async function insertRow(trx: Trx, e: PointsEntry, credit: number, debit: number, balance: number): Promise<number> {
  const row = await trx.insertInto('loyalty_point_transactions').values({
    user_id: e.userId, transaction_type: e.type, credit, debit, balance, reference: e.reference, created_at: e.now,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function hasPointsRow(trx: Trx, userId: number, type: LoyaltyTransactionType, reference: string): Promise<boolean> {
  const row = await trx.selectFrom('loyalty_point_transactions').select('id')
    .where('user_id', '=', userId).where('transaction_type', '=', type).where('reference', '=', reference).executeTakeFirst();
  return row !== undefined;
}

/** The points a reference earned (0 when none). */
export async function earnedFor(trx: Trx, userId: number, reference: string): Promise<number> {
  const row = await trx.selectFrom('loyalty_point_transactions').select('credit')
    .where('user_id', '=', userId).where('transaction_type', '=', 'order_place').where('reference', '=', reference).executeTakeFirst();
  return row?.credit ?? 0;
}

export async function pointsOf(trx: Trx, userId: number): Promise<number> {
  const row = await trx.selectFrom('users').select('loyalty_point').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.loyalty_point;
}

/** Ties a conversion's points row to the wallet row it paid, once both exist. */
export async function setPointsReference(trx: Trx, rowId: number, reference: string): Promise<void> {
  await trx.updateTable('loyalty_point_transactions').set({ reference }).where('id', '=', rowId).execute();
}

export async function pointsPage(db: Trx, userId: number, skip: number, limit: number) {
  const q = db.selectFrom('loyalty_point_transactions').where('user_id', '=', userId);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.selectAll().orderBy('id', 'desc').limit(limit).offset(skip).execute(),
  ]);
  return { total: Number(count.n), rows };
}
