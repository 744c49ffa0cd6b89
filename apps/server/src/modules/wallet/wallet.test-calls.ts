import { expect } from 'vitest';
import type { Customer } from '@storefront/contract';
import { bearer } from '../../../test/accounts.js';
import type { catalogFixture } from '../../../test/catalog.js';
import type { TestApp } from '../../../test/helpers.js';
import type { orderFixture } from '../../../test/orders.js';

/** The app of a wallet test file with its catalogue, orders and the demo customer's token, once its beforeAll has run. */
export interface WalletTest {
  t: TestApp;
  f: Awaited<ReturnType<typeof catalogFixture>>;
  o: ReturnType<typeof orderFixture>;
  demo: string;
}

/** Calls the wallet, loyalty and referral tests make, as the demo customer unless given another token. */
export function walletCalls(of: () => WalletTest) {
  const get = (url: string, token = of().demo) => of().t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) });
  const post = (url: string, payload: Record<string, unknown>, token = of().demo) => of().t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: bearer(token), payload });
  const info = async (token = of().demo) => (await get('customer/info', token)).json() as Customer;
  const userOf = async (token: string) => (await info(token)).id;

  async function setSetting(key: string, value: unknown) {
    await of().t.db.updateTable('settings').set({ value: JSON.stringify(value) }).where('key', '=', key).execute();
    of().t.app.services.config.invalidate();
  }

  const ledger = async (userId: number) =>
    of().t.db.selectFrom('wallet_transactions').select(['transaction_type', 'credit', 'debit', 'reference']).where('user_id', '=', userId).orderBy('id').execute();

  /** A cash order of the customer's for a stocked grocery item, placed through the API. */
  async function placeOrder(token: string, extra: Record<string, unknown> = {}) {
    const item = await of().o.stockedItem(of().f.modules.grocery!, of().f.dubai, 50);
    const res = await of().o.place({ token }, 'grocery', {
      order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await of().o.near(item.store_id)), ...of().o.contact },
      source: 'buy_now', buy_now: { item_id: item.id, quantity: 2 }, ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { order_id: number }).order_id;
  }
  return { get, post, info, userOf, setSetting, ledger, placeOrder };
}
