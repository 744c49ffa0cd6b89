import type { Kysely } from 'kysely';
import type { WalletTransactionType } from '@storefront/contract';
import type { Database } from '../../db/database.js';

type Trx = Kysely<Database>;

/**
 * The one road for every change of a wallet balance: the balance and its ledger row change in one
 * transaction (the caller's), so the balance is always the sum of the ledger. A debit applies only
 * while the wallet holds the amount; a reference is written once per customer and type (a unique
 * index holds that even against races).
 */

export interface LedgerEntry {
  userId: number;
  /** Minor units, more than 0. */
  amount: number;
  type: WalletTransactionType;
  reference: string | null;
  now: string;
  /** Why (a staff adjustment's reason). */
  note?: string | null;
}

/** Adds to the wallet; answers the balance after. */
export async function creditWallet(trx: Trx, e: LedgerEntry): Promise<number> {
  const row = await trx.updateTable('users').set((eb) => ({ wallet_balance: eb('wallet_balance', '+', e.amount) }))
    .where('id', '=', e.userId).returning('wallet_balance').executeTakeFirstOrThrow();
  await trx.insertInto('wallet_transactions').values({
    user_id: e.userId, transaction_type: e.type, credit: e.amount, debit: 0, balance: row.wallet_balance, reference: e.reference, note: e.note ?? null, created_at: e.now,
  }).execute();
  return row.wallet_balance;
}

/** Takes from the wallet if it holds that much; answers the balance after, or null (nothing changed). */
export async function debitWallet(trx: Trx, e: LedgerEntry): Promise<number | null> {
  const row = await trx.updateTable('users').set((eb) => ({ wallet_balance: eb('wallet_balance', '-', e.amount) }))
    .where('id', '=', e.userId).where('wallet_balance', '>=', e.amount).returning('wallet_balance').executeTakeFirst();
  if (!row) return null;
  await trx.insertInto('wallet_transactions').values({
    user_id: e.userId, transaction_type: e.type, credit: 0, debit: e.amount, balance: row.wallet_balance, reference: e.reference, note: e.note ?? null, created_at: e.now,
  }).execute();
  return row.wallet_balance;
}

/** Whether a row of this type and reference is in the customer's ledger already. */
export async function hasLedgerRow(trx: Trx, userId: number, type: WalletTransactionType, reference: string): Promise<boolean> {
  const row = await trx.selectFrom('wallet_transactions').select('id')
    .where('user_id', '=', userId).where('transaction_type', '=', type).where('reference', '=', reference).executeTakeFirst();
  return row !== undefined;
}

/** A page of the customer's ledger, newest first, of the given types (or all), and how many rows there are. */
export async function ledgerPage(db: Trx, userId: number, types: readonly string[] | null, skip: number, limit: number) {
  let q = db.selectFrom('wallet_transactions').where('user_id', '=', userId);
  if (types) q = q.where('transaction_type', 'in', [...types]);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.selectAll().orderBy('id', 'desc').limit(limit).offset(skip).execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** Add-fund bonus rules running on `today` (YYYY-MM-DD), the most generous minimum first. */
export function runningBonuses(db: Trx, today: string) {
  return db.selectFrom('wallet_bonuses').selectAll().where('status', '=', 1).where('start_date', '<=', today).where('end_date', '>=', today)
    .orderBy('minimum_add_amount').orderBy('id').execute();
}

export type WalletBonusRow = Awaited<ReturnType<typeof runningBonuses>>[number];

/** The ledger row of this type and reference, if the customer has one. */
export function ledgerRowByReference(db: Trx, userId: number, type: WalletTransactionType, reference: string) {
  return db.selectFrom('wallet_transactions').selectAll()
    .where('user_id', '=', userId).where('transaction_type', '=', type).where('reference', '=', reference).executeTakeFirst();
}
