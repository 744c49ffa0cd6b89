import { expect } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';

/** The app, catalogue and order helpers every checkout route test starts from. */
export interface CheckoutTest {
  t: TestApp;
  f: Awaited<ReturnType<typeof catalogFixture>>;
  o: ReturnType<typeof orderFixture>;
}

export async function checkoutApp(): Promise<CheckoutTest> {
  const t = await createTestApp();
  const f = await catalogFixture(t);
  return { t, f, o: orderFixture(t, (m) => f.headers(m)) };
}

export const message = (res: { json(): unknown }) => expectEnvelope(res.json())[0]!.message;

/** A guest with one grocery item (price p, no variations) in the cart, and a delivery address near its store. */
export function guestWithCartOf(of: () => CheckoutTest) {
  return async (quantity = 1, stock = 50) => {
    const { f, o } = of();
    const item = await o.stockedItem(f.modules.grocery!, f.dubai, stock);
    const guest = await o.guest();
    const added = await o.addToCart({ guest }, 'grocery', { item_id: item.id, quantity });
    expect(added.statusCode, added.body).toBe(200);
    return { item, guest, address: { ...(await o.near(item.store_id)), ...o.contact } };
  };
}
