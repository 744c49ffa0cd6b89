import { expect } from 'vitest';
import type { TestApp } from './helpers.js';

/** Every customer's balance and points are the sum of their ledgers, and each ledger's last row holds the balance. */
export async function expectLedgersMatch(t: TestApp): Promise<void> {
  const users = await t.db.selectFrom('users').select(['id', 'wallet_balance', 'loyalty_point']).execute();
  for (const table of ['wallet_transactions', 'loyalty_point_transactions'] as const) {
    const sums = await t.db.selectFrom(table).select(['user_id', (eb) => eb.fn.sum<number>(eb('credit', '-', eb.ref('debit'))).as('net')]).groupBy('user_id').execute();
    const net = new Map(sums.map((s) => [s.user_id, Number(s.net)]));
    for (const u of users) {
      const held = table === 'wallet_transactions' ? u.wallet_balance : u.loyalty_point;
      expect(net.get(u.id) ?? 0, `${table} of user ${u.id}`).toBe(held);
      const last = await t.db.selectFrom(table).select('balance').where('user_id', '=', u.id).orderBy('id', 'desc').executeTakeFirst();
      if (last) expect(last.balance, `last ${table} row of user ${u.id}`).toBe(held);
    }
  }
}
