import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
let o: ReturnType<typeof orderFixture>;
let admin: StaffSession;
let catalogue: StaffSession;
let item: { id: number; store_id: number };

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
  o = orderFixture(t, (m) => f.headers(m));
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  catalogue = await staffSession(t, [{ role: 'catalogue', storeId: null }]);
  item = await o.stockedItem(f.modules.grocery!, f.dubai, 1000);
});
afterAll(() => t.close());

/** The seed's today is in November 2026: these days hold it. */
const running = { start_date: '2026-01-01', expire_date: '2027-12-31' };
let serial = 0;
const create = (body: Record<string, unknown> = {}, as = admin) => as.call('POST', 'coupons', {
  title: { en: 'Console deal' }, code: `CONSOLE${++serial}`, coupon_type: 'default', module_id: f.modules.grocery, discount: 10, ...running, ...body,
});
/** The storefront's coupon list for a grocery visitor downtown, in a language. */
const listed = async (lang = 'en') => {
  const res = await f.get('coupon/list', f.headers('grocery', f.dubai, { 'X-localization': lang }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; code: string; title: string }[];
};
/** coupon/apply for a guest with the grocery item in the cart. */
const apply = async (code: string) => {
  const guest = await o.guest();
  expect((await o.addToCart({ guest }, 'grocery', { item_id: item.id, quantity: 1 })).statusCode).toBe(200);
  return t.app.inject({ method: 'POST', url: '/api/v1/coupon/apply', headers: f.headers('grocery'), payload: { code, store_id: item.store_id, guest_id: guest } });
};
const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'coupon').where('entity_id', '=', String(id)).orderBy('id').execute();

describe('coupons in the console', () => {
  it('creates a coupon with its title in three languages; the storefront lists it at once in the visitor\'s language, English where untranslated, and it applies', async () => {
    const res = await create({ title: { en: 'Ten off', ar: 'خصم عشرة', fr: '' }, code: 'TENOFF', discount_type: 'amount', min_purchase: 5, limit_per_customer: 2, limit_total: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const coupon = res.json();
    expect(coupon).toMatchObject({
      version: 1, on: true, state: 'running', code: 'TENOFF', discount: 10, discount_type: 'amount', min_purchase: 5, max_discount: 0,
      limit_per_customer: 2, limit_total: 100, uses: 0, store_id: null, zone_id: null, title: { en: 'Ten off', ar: 'خصم عشرة', fr: '' },
    });
    expect((await listed('en')).find((c) => c.id === coupon.id)).toMatchObject({ title: 'Ten off', discount: 10 });
    expect((await listed('ar')).find((c) => c.id === coupon.id)).toMatchObject({ title: 'خصم عشرة' });
    expect((await listed('fr')).find((c) => c.id === coupon.id)).toMatchObject({ title: 'Ten off' });
    const applied = await apply('tenoff');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ code: 'TENOFF', discount_type: 'amount', discount: 10 });
    const [entry] = await auditOf(coupon.id);
    expect(entry).toMatchObject({ action: 'coupons.create', operator_id: admin.id });
    expect(JSON.parse(entry!.after!)).toMatchObject({ code: 'TENOFF', title: { ar: 'خصم عشرة' }, version: 1 });
  });

  it('turns a coupon off or lets it expire: the list drops it and checkout refuses it; the console says where each stands', async () => {
    const on = (await create({ code: 'SWITCHME' })).json();
    const off = await catalogue.call('PUT', `coupons/${on.id}`, { version: 1, on: false });
    expect(off.json()).toMatchObject({ on: false, state: 'off', version: 2 });
    expect((await listed()).map((c) => c.id)).not.toContain(on.id);
    expect((await apply('SWITCHME')).statusCode).toBe(422);

    const ended = (await create({ code: 'BYGONE', start_date: '2026-01-01', expire_date: '2026-02-01' })).json();
    expect(ended.state).toBe('expired');
    expect((await listed()).map((c) => c.id)).not.toContain(ended.id);
    const refused = await apply('BYGONE');
    expect(refused.statusCode).toBe(422);
    expect(expectEnvelope(refused.json())[0]).toMatchObject({ code: 'coupon_expired' });
    const later = (await create({ code: 'SOON', start_date: '2027-01-01', expire_date: '2027-02-01' })).json();
    expect(later.state).toBe('scheduled');

    const states = async (state: string) => (await admin.call('GET', `coupons?state=${state}&module_id=${f.modules.grocery}&limit=100`)).json().coupons.map((c: { id: number }) => c.id);
    expect(await states('off')).toContain(on.id);
    expect(await states('expired')).toEqual(expect.arrayContaining([ended.id]));
    expect(await states('expired')).not.toContain(on.id);
    expect(await states('scheduled')).toEqual([later.id]);
    const runs = (await create({ code: 'RUNNING1' })).json();
    expect(await states('running')).toContain(runs.id);
    expect(await states('running')).not.toContain(ended.id);
    // Today is a day of the stores' calendar (Dubai): tomorrow's coupon runs once midnight has passed there.
    const tomorrow = (await create({ code: 'TOMORROW', start_date: '2026-11-22', expire_date: '2026-11-22' })).json();
    expect(tomorrow.state).toBe('scheduled');
    t.app.services.clock.set(new Date(SEED_NOW.getTime() + 15 * 3_600_000));
    try {
      const res = await admin.call('GET', `coupons/${tomorrow.id}`);
      expect(res.json().state, res.body).toBe('running');
      expect((await listed()).map((c) => c.id)).toContain(tomorrow.id);
    } finally {
      t.app.services.clock.set(SEED_NOW);
    }
  });

  it('edits one language keeping the others; a save that changes nothing keeps the version and writes no entry; a stale save gets 409 and the fields changed since', async () => {
    const { id } = (await create({ title: { en: 'Weekend', ar: 'عطلة', fr: 'Week-end' } })).json();
    const edited = await admin.call('PUT', `coupons/${id}`, { version: 1, title: { en: 'Weekend', fr: 'Fin de semaine' }, discount: 15 });
    expect(edited.json()).toMatchObject({ version: 2, discount: 15, title: { en: 'Weekend', ar: 'عطلة', fr: 'Fin de semaine' } });
    expect((await admin.call('PUT', `coupons/${id}`, { version: 2, discount: 15 })).json().version).toBe(2);
    expect(await auditOf(id)).toHaveLength(2);
    const stale = await catalogue.call('PUT', `coupons/${id}`, { version: 1, min_purchase: 50 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id, version: 2, min_purchase: 0 }, changed: expect.arrayContaining(['discount', 'title']) });
    expect((await admin.call('GET', `coupons/${id}`)).json().min_purchase).toBe(0);
  });

  it('keeps each kind to what it takes: a store coupon its store, a zone coupon its zone, free delivery no discount, only a percent a cap', async () => {
    const store = await create({ coupon_type: 'store_wise', store_id: item.store_id, zone_id: f.zones['Downtown & Business Bay'], max_discount: 20 });
    expect(store.json()).toMatchObject({ store_id: item.store_id, zone_id: null, discount_type: 'percent', max_discount: 20 });
    const zone = await create({ coupon_type: 'zone_wise', zone_id: f.zones['Downtown & Business Bay'], store_id: item.store_id, discount_type: 'amount', max_discount: 20 });
    expect(zone.json()).toMatchObject({ store_id: null, zone_id: f.zones['Downtown & Business Bay'], max_discount: 0 });
    const free = await create({ coupon_type: 'free_delivery', discount: 50 });
    expect(free.json()).toMatchObject({ discount: 0, max_discount: 0 });
    const first = await create({ coupon_type: 'first_order', code: 'FIRSTCONSOLE' });
    expect(first.statusCode).toBe(200);
  });

  it('refuses bad input with the field and its message, and writes nothing', async () => {
    const before = await t.db.selectFrom('coupons').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await create({ code: 'TAKEN1' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'taken1' }, 'code', 'Another coupon already has this code.'],
      [{ coupon_type: 'store_wise' }, 'store_id', 'A store coupon needs its store.'],
      [{ coupon_type: 'store_wise', store_id: item.store_id, module_id: f.modules.food }, 'store_id', 'Choose a store of the coupon\'s module.'],
      [{ module_id: 99999 }, 'module_id', 'Choose a module that exists.'],
      [{ coupon_type: 'zone_wise', zone_id: 99999 }, 'zone_id', 'Choose a zone that exists.'],
      [{ discount: 0 }, 'discount', 'Give the discount.'],
      [{ discount: 120 }, 'discount', 'A percent discount is at most 100.'],
      [{ start_date: '2026-05-01', expire_date: '2026-04-30' }, 'expire_date', 'The last day cannot be before the first.'],
      [{ start_date: '2026-02-30' }, 'start_date', 'Give a real day (YYYY-MM-DD).'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectEnvelope(res.json())).toEqual([{ code: field, message }]);
    }
    for (const body of [{ title: { en: '  ' } }, { title: { ar: 'بلا إنجليزية' } }, { code: 'a b' }, { limit_per_customer: 1.5 }, { discount: -1 }, { start_date: 'soon' }]) {
      expect((await create(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const after = await t.db.selectFrom('coupons').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });

  it('reads a limit of null as no limit, refuses 0, and keeps a limit of one use', async () => {
    const none = (await create({ limit_total: null, limit_per_customer: null })).json();
    expect(none).toMatchObject({ limit_total: null, limit_per_customer: null });
    expect((await create({ limit_total: 0 })).statusCode).toBe(400);
    const once = (await create({ limit_total: 1, limit_per_customer: 1 })).json();
    expect(once).toMatchObject({ limit_total: 1, limit_per_customer: 1 });
    const lifted = await admin.call('PUT', `coupons/${once.id}`, { version: 1, limit_total: null });
    expect(lifted.json()).toMatchObject({ limit_total: null, limit_per_customer: 1, version: 2 });
  });

  it('finds coupons by part of the code or title, newest first, and is closed to staff without promotions.edit', async () => {
    const a = (await create({ code: 'FIND_ME', title: { en: 'Needle' } })).json();
    const b = (await create({ code: 'FINDXME', title: { en: 'Haystack' } })).json();
    const found = (await admin.call('GET', 'coupons?search=find_')).json();
    expect(found.coupons.map((c: { id: number }) => c.id)).toEqual([a.id]);
    expect((await admin.call('GET', 'coupons?search=needle')).json().coupons.map((c: { id: number }) => c.id)).toEqual([a.id]);
    expect((await admin.call('GET', 'coupons?search=FIND')).json().coupons.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    const support = await staffSession(t, [{ role: 'support', storeId: null }]);
    expect((await support.call('GET', 'coupons')).statusCode).toBe(403);
    expect((await support.call('PUT', `coupons/${a.id}`, { version: 1, on: false })).statusCode).toBe(403);
    expect((await admin.call('GET', `coupons/${a.id}`)).json().on).toBe(true);
  });
});
