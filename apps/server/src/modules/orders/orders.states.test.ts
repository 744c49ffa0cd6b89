import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogApp } from '../../../test/catalog.js';
import { deliverOrder } from '../../../test/operators.js';
import { orderFixture } from '../../../test/orders.js';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every source file of the server but tests, migrations and the seed (which build data, not orders' lives). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' || e.name === 'seed' ? [] : sourceFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('one road for every order state change', () => {
  it('only the orders repository writes order_status or payment_status, and only orders.states calls those writes', () => {
    const writes = /(updateTable|insertInto)\(\s*'orders'\s*\)[\s\S]{0,300}?(order_status|payment_status)\s*:/;
    const roadWrites = /\b(updateOrderState|updatePaymentState|insertOrderRow)\(/;
    const writers: string[] = [];
    const callers: string[] = [];
    for (const file of sourceFiles(src)) {
      const text = fs.readFileSync(file, 'utf8');
      const name = path.relative(src, file);
      // A status written in an object spread into a write: `{ ...x, order_status: ... }` next to updateTable/insertInto orders.
      if (writes.test(text)) writers.push(name);
      if (roadWrites.test(text.replace(/export (async )?function \w+/g, ''))) callers.push(name);
    }
    expect(writers).toEqual([path.join('modules', 'orders', 'orders.repository.ts')]);
    expect(callers).toEqual([path.join('modules', 'orders', 'orders.states.ts')]);
  });
});

describe('histories', () => {
  const { t, f } = catalogApp();
  const o = orderFixture(t, (m) => f.headers(m));

  const statusLines = (id: number) =>
    t.db.selectFrom('order_status_history').select(['status', 'actor']).where('order_id', '=', id).orderBy('id').execute();
  const paymentLines = (id: number) =>
    t.db.selectFrom('order_payment_history').select(['payment_status', 'actor', 'reference']).where('order_id', '=', id).orderBy('id').execute();

  async function digitalOrder() {
    const item = await o.stockedItem(f.modules.grocery!, f.dubai, 20);
    const res = await o.place({ guest: await o.guest() }, 'grocery', {
      order_type: 'delivery', payment_method: 'digital_payment', address: { ...(await o.near(item.store_id)), ...o.contact }, contact: o.contact,
      source: 'buy_now', buy_now: { item_id: item.id, quantity: 1 }, payment_return_path: '/checkout?page=cart',
    });
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json() as { order_id: number; payment_url: string };
    const session = new URL(placed.payment_url).pathname.split('/').pop()!;
    return { id: placed.order_id, session };
  }

  async function pay(session: string, outcome: 'paid' | 'failed') {
    const chosen = await t.app.inject({
      method: 'POST', url: `/payment/test-gateway/${session}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}`,
    });
    expect((await t.app.inject({ method: 'GET', url: chosen.headers.location as string })).statusCode).toBe(303);
  }

  it('a failed digital payment leaves a history line: failed, by the server', async () => {
    const { id, session } = await digitalOrder();
    await pay(session, 'failed');
    expect(await statusLines(id)).toEqual([{ status: 'pending', actor: 'guest' }, { status: 'failed', actor: 'system' }]);
    expect(await paymentLines(id)).toEqual([{ payment_status: 'unpaid', actor: 'guest', reference: null }]);
  });

  it('a digital payment is kept in the payment history with the attempt that settled it, once', async () => {
    const { id, session } = await digitalOrder();
    await pay(session, 'paid');
    await pay(session, 'paid');
    expect(await paymentLines(id)).toEqual([
      { payment_status: 'unpaid', actor: 'guest', reference: null },
      { payment_status: 'paid', actor: 'system', reference: session },
    ]);
    expect(await statusLines(id)).toEqual([{ status: 'pending', actor: 'guest' }]);
  });

  it('cash collected at delivery is kept in the payment history, by the courier who delivered', async () => {
    const item = await o.stockedItem(f.modules.grocery!, f.dubai, 20);
    const res = await o.place({ guest: await o.guest() }, 'grocery', {
      order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await o.near(item.store_id)), ...o.contact }, contact: o.contact,
      source: 'buy_now', buy_now: { item_id: item.id, quantity: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = (res.json() as { order_id: number }).order_id;
    await deliverOrder(t, id);
    expect(await paymentLines(id)).toEqual([
      { payment_status: 'unpaid', actor: 'guest', reference: null },
      { payment_status: 'paid', actor: 'courier', reference: null },
    ]);
    expect((await statusLines(id)).map((l) => l.status)).toEqual(['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered']);
  });
});
