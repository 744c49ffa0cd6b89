import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/accounts.js';
import { createTestApp, expectEnvelope, sqlitePlan, testDbKind, type TestApp } from '../../../test/helpers.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';
import { expectLedgersMatch } from '../../../test/wallet.js';
import { customersFiltered } from './people.repository.js';

let t: TestApp;
let admin: StaffSession;
let finance: StaffSession;
let support: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  finance = await staffSession(t, [{ role: 'finance', storeId: null }]);
  support = await staffSession(t, [{ role: 'support', storeId: null }]);
});
afterAll(() => t.close());

const info = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email_or_phone: email, password } });
const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'customer').where('entity_id', '=', String(id)).orderBy('id').execute();
const adjust = (as: StaffSession, id: number, body: Record<string, unknown>, key?: string) => t.app.inject({
  method: 'POST', url: `/api/v1/console/customers/${id}/wallet-adjustments`, headers: { ...as.headers, ...(key ? { 'idempotency-key': key } : {}) }, payload: body,
});

describe('customers in the console', () => {
  it('finds a customer by the start of a name, email or phone, any case; filters blocked; pages with the total', async () => {
    const c = await signUp(t.app, { f_name: 'Zenobia', l_name: 'Quartermaine' });
    for (const search of ['zeno', 'QUARTER', 'Zenobia Quart', c.user.email.slice(0, 8).toUpperCase(), c.user.phone]) {
      const res = await support.call('GET', `customers?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().customers.map((x: { id: number }) => x.id), search).toContain(c.user.id);
    }
    expect((await support.call('GET', 'customers?search=enobia')).json().customers.map((x: { id: number }) => x.id)).not.toContain(c.user.id);
    const page = (await support.call('GET', 'customers?limit=2')).json();
    const total = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
    expect(page.customers).toHaveLength(2);
    expect(page.total).toBe(Number(total.n));
    expect(page.customers[0].id).toBeGreaterThan(page.customers[1].id);
    await admin.call('PUT', `customers/${c.user.id}/block`, { reason: 'Chargeback fraud' });
    const blocked = (await support.call('GET', 'customers?blocked=true&limit=100')).json();
    expect(blocked.customers.every((x: { blocked: boolean }) => x.blocked)).toBe(true);
    expect(blocked.customers.map((x: { id: number }) => x.id)).toContain(c.user.id);
    expect((await support.call('GET', 'customers?blocked=false&limit=100')).json().customers.map((x: { id: number }) => x.id)).not.toContain(c.user.id);
  });

  it('searches by the indexes of the folded columns, on either engine', async () => {
    const q = customersFiltered(t.db, { search: 'ab' }).select('id').compile();
    let plan: string;
    if (testDbKind === 'sqlite') plan = (await sqlitePlan(t.db, q)).join('\n');
    else {
      // The seed's table is small enough to read whole: the planner is told not to, to show that the indexes serve the search.
      plan = await t.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]));
        return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    }
    for (const column of ['f_name', 'l_name', 'email', 'phone']) expect(plan).toContain(`users_${column}_folded`);
  });

  it('shows the profile with orders, spent, balance and points; 404 for an unknown customer', async () => {
    const c = await signUp(t.app);
    const res = await support.call('GET', `customers/${c.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: c.user.id, email: c.user.email, blocked: false, orders_count: 0, spent: 0, wallet_balance: 0, loyalty_point: 0 });
    const missing = await support.call('GET', 'customers/999999');
    expect(missing.statusCode).toBe(404);
    expectEnvelope(missing.json());
    expect((await support.call('GET', 'customers/999999/orders')).statusCode).toBe(404);
    expect((await support.call('GET', `customers/${c.user.id}/orders`)).json()).toEqual({ total: 0, orders: [] });
  });

  it('lists the seeded customer\'s orders newest first, and counts them in the profile', async () => {
    const someone = await t.db.selectFrom('orders').select((eb) => ['user_id', eb.fn.countAll<number>().as('n')]).where('user_id', 'is not', null)
      .groupBy('user_id').orderBy('user_id').executeTakeFirstOrThrow();
    const id = someone.user_id!;
    const orders = (await support.call('GET', `customers/${id}/orders?limit=3`)).json();
    expect(orders.total).toBe(Number(someone.n));
    const ids = orders.orders.map((o: { id: number }) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await support.call('GET', `customers/${id}`)).json().orders_count).toBe(Number(someone.n));
  });

  it('credits and debits the wallet: one ledger row with the reason, the balance and an audit entry; never below 0', async () => {
    const c = await signUp(t.app);
    const credit = await adjust(finance, c.user.id, { amount: 25.5, reason: 'Goodwill for a late order' });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json()).toMatchObject({ balance: 25.5, transaction: { transaction_type: 'adjustment', credit: 25.5, debit: 0, balance: 25.5, note: 'Goodwill for a late order' } });
    const debit = await adjust(admin, c.user.id, { amount: -10, reason: 'Duplicate credit' });
    expect(debit.json()).toMatchObject({ balance: 15.5, transaction: { debit: 10, balance: 15.5 } });
    const below = await adjust(finance, c.user.id, { amount: -15.51, reason: 'Too much' });
    expect(below.statusCode).toBe(422);
    expect(expectEnvelope(below.json())[0]!.message).toMatch(/below 0/);
    const zero = await adjust(finance, c.user.id, { amount: 0, reason: 'Nothing' });
    expect(zero.statusCode).toBe(400);
    expect(expectEnvelope(zero.json())[0]).toMatchObject({ code: 'amount' });
    expect((await adjust(finance, c.user.id, { amount: 5 })).statusCode).toBe(400);
    expect((await adjust(finance, c.user.id, { amount: 1.234, reason: 'Cents' })).statusCode).toBe(400);
    expect((await adjust(finance, 999999, { amount: 5, reason: 'Nobody' })).statusCode).toBe(404);

    const ledger = (await support.call('GET', `customers/${c.user.id}/wallet`)).json();
    expect(ledger.total).toBe(2);
    expect(ledger.transactions.map((r: { credit: number; debit: number; note: string }) => [r.credit, r.debit, r.note])).toEqual([[0, 10, 'Duplicate credit'], [25.5, 0, 'Goodwill for a late order']]);
    expect((await support.call('GET', `customers/${c.user.id}`)).json().wallet_balance).toBe(15.5);
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/customer/wallet/transactions?limit=10&offset=1', headers: bearer(c.token) });
    expect(mine.statusCode, mine.body).toBe(200);
    const audit = await auditOf(c.user.id);
    expect(audit.map((a) => [a.action, a.operator_id])).toEqual([['customers.wallet_adjust', finance.id], ['customers.wallet_adjust', admin.id]]);
    expect(JSON.parse(audit[0]!.after!)).toEqual({ wallet_balance: 25.5, amount: 25.5, reason: 'Goodwill for a late order' });
    await expectLedgersMatch(t);
  });

  it('answers the same adjustment to the same idempotency key, and refuses the key for another', async () => {
    const c = await signUp(t.app);
    const first = await adjust(finance, c.user.id, { amount: 7, reason: 'Refund by hand' }, 'adj-key-1');
    const again = await adjust(finance, c.user.id, { amount: 7, reason: 'Refund by hand' }, 'adj-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await adjust(finance, c.user.id, { amount: 8, reason: 'Refund by hand' }, 'adj-key-1')).statusCode).toBe(422);
    expect((await support.call('GET', `customers/${c.user.id}/wallet`)).json().total).toBe(1);
    expect((await support.call('GET', `customers/${c.user.id}`)).json().wallet_balance).toBe(7);
  });

  it('refuses an adjustment to support (customers.manage without wallet.adjust), changing nothing', async () => {
    const c = await signUp(t.app);
    const res = await adjust(support, c.user.id, { amount: 50, reason: 'I am not finance' });
    expect(res.statusCode).toBe(403);
    expect((await support.call('GET', `customers/${c.user.id}/wallet`)).json().total).toBe(0);
  });

  it('blocks a customer: every token stops working at once and signing in is refused; unblocked, they sign in again', async () => {
    const c = await signUp(t.app);
    const second = (await login(c.user.email, c.password)).json().token as string;
    expect((await info(c.token)).statusCode).toBe(200);
    expect((await info(second)).statusCode).toBe(200);
    const res = await support.call('PUT', `customers/${c.user.id}/block`, { reason: 'Abusive to couriers' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: c.user.id, blocked: true });
    for (const token of [c.token, second]) expect((await info(token)).statusCode).toBe(401);
    const refused = await login(c.user.email, c.password);
    expect(refused.statusCode).toBe(401);
    expect(expectEnvelope(refused.json())[0]!.message).toBe('Your account is inactive');
    expect((await support.call('PUT', `customers/${c.user.id}/block`, { reason: 'Twice' })).json().blocked).toBe(true);

    const back = await support.call('PUT', `customers/${c.user.id}/unblock`, { reason: 'Apologised' });
    expect(back.json()).toMatchObject({ blocked: false });
    expect((await info(c.token)).statusCode).toBe(401);
    const fresh = await login(c.user.email, c.password);
    expect(fresh.statusCode).toBe(200);
    expect((await info(fresh.json().token)).statusCode).toBe(200);
    const audit = await auditOf(c.user.id);
    expect(audit.map((a) => a.action)).toEqual(['customers.block', 'customers.unblock']);
    expect(JSON.parse(audit[0]!.after!)).toEqual({ blocked: true, reason: 'Abusive to couriers' });
  });

  it('asks for a reason to block, and answers 404 for an unknown customer', async () => {
    const c = await signUp(t.app);
    const none = await support.call('PUT', `customers/${c.user.id}/block`, {});
    expect(none.statusCode).toBe(400);
    expect(expectEnvelope(none.json())[0]!.message).toMatch(/reason/);
    expect((await support.call('PUT', 'customers/999999/block', { reason: 'Nobody here' })).statusCode).toBe(404);
    expect((await info(c.token)).statusCode).toBe(200);
    expect((await finance.call('PUT', `customers/${c.user.id}/block`, { reason: 'Finance may not' })).statusCode).toBe(403);
  });

  it('exports the filtered customers as CSV, a formula-like name written as text', async () => {
    const c = await signUp(t.app, { f_name: '=Exported', l_name: 'Person' });
    const res = await support.call('GET', `customers/export?search=${encodeURIComponent('=exp')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,first_name,last_name,email,phone,blocked,wallet_balance,loyalty_points,joined_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${c.user.id},"'=Exported",Person,${c.user.email.replace(/[.+]/g, '\\$&')},`));
    const all = (await support.call('GET', 'customers/export')).body.trim().split('\r\n');
    expect(all.length - 1).toBe((await support.call('GET', 'customers?limit=1')).json().total);
  });
});
