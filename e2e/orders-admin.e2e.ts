import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Session } from './support/browser.js';
import { consoleSignIn, guestOrder, plainItemOf } from './support/console.js';
import { deliver, operatorHeaders } from './support/operator.js';
import { signIn, toast } from './support/shop.js';

const baseUrl = inject('baseUrl');
const serverLog = inject('serverLog');
const clockOffsetMs = inject('clockOffsetMs');
const sessions: Session[] = [];
/** A demo store of Downtown whose staff and couriers the seed signs in with the demo password. */
const STORE = 1;
const CUSTOMER = { email: 'omar@souqly.test', password: 'Demo#2026' };

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
});

const api = (p: string) => `${baseUrl}/api/v1/${p}`;
/** The server's time (it runs at a set time of day, clockOffsetMs ahead of this machine). */
const serverNow = () => new Date(Date.now() + clockOffsetMs).toISOString();

describe('the business\'s order list on a phone', () => {
  it('operations finds a guest\'s order by the contact\'s phone, and narrows the list to a store picked by name', { timeout: 120_000 }, async () => {
    const guestId = (await (await fetch(api('auth/guest/request'), { method: 'POST' })).json()).guest_id as string;
    const found = await plainItemOf(baseUrl, STORE);
    const { orderId, phone } = await guestOrder(baseUrl, guestId, found);
    const storeName = ((await (await fetch(api(`stores/details/${STORE}`))).json()) as { name: string }).name;

    const ops = await openBrowser({ width: 390, height: 844 });
    sessions.push(ops);
    const page = ops.page;
    await consoleSignIn(page, baseUrl, 'operations@souqly.test', null);
    await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
    await page.goto(`${baseUrl}/console/orders`);
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(phone);
    await page.getByTestId('business-order-row').filter({ hasText: `Order #${orderId}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('search')).toBe(phone);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');

    const picker = page.getByRole('combobox', { name: 'Store' });
    await picker.fill(storeName);
    const list = page.getByRole('listbox', { name: 'Store' });
    await list.getByRole('option', { name: storeName, exact: true }).waitFor();
    const box = (await list.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await picker.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('store_id')).toBe(String(STORE));
    await expect.poll(async () => (await page.getByTestId('business-order-row').allTextContents()).every((t) => t.includes(storeName))).toBe(true);
    await page.getByTestId('business-order-row').filter({ hasText: `Order #${orderId}` }).waitFor();
    expect(await picker.inputValue()).toBe(storeName);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe('refunds in the console', () => {
  it('finance approves a refund and the customer\'s wallet shows the ledger row', { timeout: 180_000 }, async () => {
    // The customer's delivered order and its refund request, sent as the storefront sends them.
    const login = await (await fetch(api('auth/login'), {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email_or_phone: CUSTOMER.email, password: CUSTOMER.password }),
    })).json() as { token: string };
    const found = await plainItemOf(baseUrl, STORE);
    const headers = { ...found.headers, Authorization: `Bearer ${login.token}` };
    await fetch(api('customer/cart/remove'), { method: 'DELETE', headers });
    const quantity = Math.max(1, Math.ceil(60 / Math.max(found.item.price, 1)));
    const placed = await fetch(api('customer/order/place'), {
      method: 'POST', headers,
      body: JSON.stringify({
        order_type: 'delivery', payment_method: 'cash_on_delivery', source: 'buy_now', buy_now: { item_id: found.item.id, quantity },
        address: { address: 'Boulevard Plaza, Downtown Dubai', ...found.at, contact_person_name: 'Omar Haddad', contact_person_number: '+971502345678' },
      }),
    });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const orderId = (await placed.json()).order_id as number;
    await deliver(baseUrl, orderId, STORE);
    const form = new FormData();
    form.set('order_id', String(orderId));
    form.set('reason', 'The box arrived crushed');
    const asked = await fetch(api('customer/order/refund-request'), { method: 'POST', headers: { Authorization: `Bearer ${login.token}` }, body: form });
    expect(asked.status, await asked.clone().text()).toBe(200);

    // Finance decides it in the console: to the wallet.
    const finance = await openBrowser({ width: 1280, height: 900 });
    sessions.push(finance);
    await consoleSignIn(finance.page, baseUrl, 'finance@souqly.test', null);
    await finance.page.getByRole('link', { name: 'Refunds', exact: true }).first().click();
    await finance.page.getByRole('heading', { level: 1, name: 'Refunds' }).waitFor();
    const row = finance.page.getByTestId('refund-row').filter({ hasText: `Order #${orderId}` });
    await row.getByRole('button', { name: 'Decide' }).click();
    const decision = finance.page.getByRole('form', { name: `Refund request of order #${orderId}` });
    const paysBack = (await decision.getByText(/^Pays back/).textContent())!.replace(/[^\d.]/g, '');
    await decision.getByRole('radio', { name: 'The customer\'s wallet' }).check();
    await decision.getByLabel('Note for the customer (optional)').fill('Sorry about the box');
    await decision.getByRole('button', { name: 'Approve refund' }).click();
    await toast(finance.page, `Refund of order #${orderId} approved`).waitFor();

    // The customer's wallet page lists the refund of that order.
    const customer = await openBrowser({ width: 390, height: 844 });
    sessions.push(customer);
    await signIn(customer.page, baseUrl, CUSTOMER);
    await customer.page.goto(`${baseUrl}/wallet`);
    const ledger = customer.page.getByTestId('wallet-transactions').getByTestId('wallet-transaction').filter({ hasText: 'Refund' }).filter({ hasText: `Order #${orderId}` });
    await ledger.first().waitFor({ timeout: 15_000 });
    expect(Number(paysBack)).toBeGreaterThan(0);
    expect((await ledger.first().getByTestId('ledger-amount').textContent())?.replace(/[^\d.]/g, '')).toBe(paysBack);
  });
});

describe('the dispatch map', () => {
  it('stays smooth with 1,000 running orders and 300 couriers on shift: no long task over 200 ms while it loads and while they move', { timeout: 240_000 }, async () => {
    // The orders and couriers, written straight into the server's database (copies of a seeded order and courier).
    const db = new Database(path.join(path.dirname(serverLog), 'storefront.db'));
    db.pragma('busy_timeout = 10000');
    const now = serverNow();
    const template = db.prepare('select * from orders where store_id is not null order by id limit 1').get() as Record<string, unknown>;
    const courier = db.prepare("select o.* from operators o join operator_roles r on r.operator_id = o.id where r.role = 'courier' order by o.id limit 1").get() as Record<string, unknown>;
    const around = (spread: number) => [25.2 + (Math.random() - 0.5) * spread, 55.28 + (Math.random() - 0.5) * spread] as const;
    const courierIds: number[] = [];
    db.transaction(() => {
      const { id: _id, ...order } = template;
      const columns = Object.keys(order);
      const insertOrder = db.prepare(`insert into orders (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`);
      for (let i = 0; i < 1000; i++) {
        const [lat, lng] = around(0.3);
        insertOrder.run({
          ...order, order_status: ['pending', 'confirmed', 'processing', 'handover'][i % 4], idempotency_key: null, delivery_man_id: null, showcase: 0,
          delivery_address: JSON.stringify({ address: `Dispatch street ${i}`, latitude: lat, longitude: lng, contact_person_name: 'Load', contact_person_number: '+971500000000' }),
          created_at: now, updated_at: now,
        });
      }
      const { id: _cid, ...person } = courier;
      const fields = Object.keys(person);
      const insertPerson = db.prepare(`insert into operators (${fields.join(', ')}) values (${fields.map((c) => `@${c}`).join(', ')})`);
      for (let i = 0; i < 300; i++) {
        const [lat, lng] = around(0.3);
        const { lastInsertRowid } = insertPerson.run({ ...person, email: `dispatch-${Date.now()}-${i}@example.com`, lat, lng, location_updated_at: now, totp_secret: null });
        const id = Number(lastInsertRowid);
        courierIds.push(id);
        db.prepare("insert into operator_roles (operator_id, role, store_id, created_at) values (?, 'courier', null, ?)").run(id, now);
        db.prepare("insert into couriers (operator_id, vehicle, online, shift_changed_at, created_at, updated_at) values (?, 'motorbike', 1, ?, ?, ?)").run(id, now, now, now);
      }
    })();

    const ops = await openBrowser({ width: 1280, height: 900 });
    sessions.push(ops);
    const page = ops.page;
    await consoleSignIn(page, baseUrl, 'operations@souqly.test', null);
    await page.getByRole('link', { name: 'Dispatch map', exact: true }).first().waitFor();
    // From here on, every task over 50 ms the page runs is kept.
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) w.longTasks.push(e.duration); }).observe({ type: 'longtask' });
    });
    let answers = 0;
    page.on('response', (r) => { if (r.url().includes('/api/v1/console/dispatch')) answers += 1; });
    await page.getByRole('link', { name: 'Dispatch map', exact: true }).first().click();
    const counts = page.getByTestId('dispatch-counts');
    await expect.poll(async () => Number(await counts.getAttribute('data-orders')), { timeout: 60_000 }).toBeGreaterThanOrEqual(1000);
    expect(Number(await counts.getAttribute('data-couriers'))).toBeGreaterThanOrEqual(300);

    // A stream of updates: every courier moves, and a hundred orders are taken, four times. They are written straight
    // to the database, which nudges nobody: a demo courier's report through the API then does (the business's push
    // stream), and the map's read of what changed since brings them all.
    const courierHeaders = { ...(await operatorHeaders(baseUrl, 'courier1@souqly.test'))!, 'Content-Type': 'application/json' };
    const nudge = async () => {
      const res = await fetch(api('console/courier/positions'), {
        method: 'POST', headers: courierHeaders, body: JSON.stringify({ positions: [{ lat: around(0.3)[0], lng: around(0.3)[1], at: serverNow() }] }),
      });
      expect(res.status, await res.text()).toBe(200);
    };
    const move = db.prepare('update operators set lat = ?, lng = ?, location_updated_at = ? where id = ?');
    const take = db.prepare('update orders set delivery_man_id = ?, updated_at = ? where id = ?');
    const running = (db.prepare("select id from orders where order_status = 'confirmed' order by id desc limit 400").all() as { id: number }[]).map((r) => r.id);
    for (let round = 0; round < 4; round++) {
      const seen = answers;
      db.transaction(() => {
        const at = serverNow();
        for (const id of courierIds) move.run(...around(0.3), at, id);
        for (const id of running.slice(round * 100, round * 100 + 100)) take.run(courierIds[id % courierIds.length], at, id);
      })();
      await nudge();
      await expect.poll(() => answers, { timeout: 20_000 }).toBeGreaterThan(seen);
    }
    // Every answer drawn: the batches of the last one have run.
    await expect.poll(async () => Number(await counts.getAttribute('data-applied')), { timeout: 20_000 }).toBeGreaterThanOrEqual(answers);
    db.close();
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    console.log(`e2e timing: dispatch map long tasks (ms): ${JSON.stringify(longTasks.map(Math.round))}`);
    expect(longTasks.filter((d) => d > 200)).toEqual([]);
  });
});
