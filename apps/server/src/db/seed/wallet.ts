import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { insertRows } from './insert.js';
import { isoDaysBefore } from './text.js';

const day = (now: Date, offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** Add-fund bonuses: [title, description, type, amount (percent or AED), minimum (AED), cap (AED), from day, to day]. */
const BONUSES: readonly [string, string, 'percent' | 'amount', number, number, number, number, number][] = [
  ['Top-up treat', 'Add AED 100 or more and get 5% extra, up to AED 25.', 'percent', 5, 100, 25, -10, 60],
  ['Big top-up', 'Add AED 500 or more and get AED 40 on top.', 'amount', 40, 500, 0, -5, 30],
];

/**
 * The demo customers' balances and points come with their ledgers' opening rows (every balance is the
 * sum of its ledger), and the add-fund bonuses running around today.
 */
export async function insertWallets(db: Kysely<Database>, now: Date, opts: { historyOf?: string } = {}): Promise<void> {
  // The one with a history of its own (the demo customer, seed/account.ts) gets its rows there.
  let query = db.selectFrom('users').select(['id', 'wallet_balance', 'loyalty_point', 'created_at']).orderBy('id');
  if (opts.historyOf) query = query.where((eb) => eb.or([eb('email', 'is', null), eb('email', '!=', opts.historyOf!)]));
  const users = await query.execute();
  await insertRows(db, 'wallet_transactions', users.filter((u) => u.wallet_balance !== 0).map((u) => ({
    user_id: u.id, transaction_type: 'opening_balance', credit: u.wallet_balance, debit: 0, balance: u.wallet_balance, reference: null, created_at: u.created_at,
  })));
  await insertRows(db, 'loyalty_point_transactions', users.filter((u) => u.loyalty_point !== 0).map((u) => ({
    user_id: u.id, transaction_type: 'opening_balance', credit: u.loyalty_point, debit: 0, balance: u.loyalty_point, reference: null, created_at: u.created_at,
  })));
  await insertRows(db, 'wallet_bonuses', BONUSES.map(([title, description, type, amount, minimum, cap, from, to]) => ({
    title, description, bonus_type: type, bonus_amount: type === 'amount' ? amount * 100 : amount, minimum_add_amount: minimum * 100,
    maximum_bonus_amount: cap * 100, start_date: day(now, from), end_date: day(now, to), status: 1, created_at: isoDaysBefore(now, 10),
  })));
}
