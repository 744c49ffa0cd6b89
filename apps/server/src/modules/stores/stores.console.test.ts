import { beforeAll, describe, expect, it } from 'vitest';
import { catalogApp } from '../../../test/catalog.js';
import { expectEnvelope } from '../../../test/helpers.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

const { t, f } = catalogApp();

let storeId: number;
let owner: StaffSession;
let manager: StaffSession;

beforeAll(async () => {
  storeId = await f.storeId('Java Lounge');
  owner = await staffSession(t, [{ role: 'owner', storeId }]);
  manager = await staffSession(t, [{ role: 'manager', storeId }]);
});

const settings = async () => (await owner.call('GET', `stores/${storeId}`)).json();
const storeCard = async () => {
  const list = (await f.get('stores/latest?limit=100', f.headers('food'))).json() as { stores: { id: number; active: number; open: number; minimum_order: number }[] };
  return list.stores.find((s) => s.id === storeId)!;
};
const details = async () => (await f.get(`stores/details/${storeId}`, f.headers(null))).json();
const auditOf = (action: string) => t.db.selectFrom('audit_log').selectAll().where('store_id', '=', storeId).where('action', '=', action).orderBy('id', 'desc').execute();

describe('store settings in the console', () => {
  it('answer the store\'s order rules, switch, hours and pictures', async () => {
    const body = await settings();
    expect(body).toMatchObject({ id: storeId, name: 'Java Lounge', open: true, delivery: true, time_zone: expect.any(String) });
    expect(body.version).toBeGreaterThanOrEqual(1);
    expect(body.schedule.map((d: { day: number }) => d.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(body.logo_full_url).toMatch(/^http:\/\/storefront\.test\/storage\/store\//);
  });

  it('save the minimum order and delivery time, raise the version, keep an audit entry, and the storefront shows it at once', async () => {
    await storeCard(); // the list is now kept by the storefront's cache
    const before = await settings();
    const res = await owner.call('PUT', `stores/${storeId}`, {
      version: before.version, minimum_order: 42.5, delivery_time_min: 20, delivery_time_max: 45, delivery_time_unit: 'min', take_away: before.take_away,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: before.version + 1, minimum_order: 42.5, delivery_time_min: 20, delivery_time_max: 45 });
    expect((await storeCard()).minimum_order).toBe(42.5);
    expect((await details())).toMatchObject({ minimum_order: 42.5, delivery_time: '20-45 min' });
    const [entry] = await auditOf('stores.update');
    expect(entry).toMatchObject({ entity: 'store', entity_id: String(storeId), operator_id: owner.id });
    // Only what changed is kept, with the version each side had.
    expect(JSON.parse(entry!.before!)).toEqual({
      minimum_order: before.minimum_order, delivery_time_min: before.delivery_time_min, delivery_time_max: before.delivery_time_max, version: before.version,
    });
    expect(JSON.parse(entry!.after!)).toEqual({ minimum_order: 42.5, delivery_time_min: 20, delivery_time_max: 45, version: before.version + 1 });
  });

  it('refuse a save of a stale version with 409, the store as it is and the fields changed since', async () => {
    const read = await settings();
    expect((await manager.call('PUT', `stores/${storeId}`, { version: read.version, minimum_order: 10 })).statusCode).toBe(200);
    expect((await manager.call('PUT', `stores/${storeId}/open`, { version: read.version + 1, open: false })).statusCode).toBe(200);
    const entries = (await auditOf('stores.update')).length;

    const res = await owner.call('PUT', `stores/${storeId}`, { version: read.version, schedule_order: !read.schedule_order });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(expectEnvelope(body)[0]!.code).toBe('stale_version');
    expect(body.changed).toEqual(['minimum_order', 'open']);
    expect(body.current).toMatchObject({ version: read.version + 2, minimum_order: 10, open: false, schedule_order: read.schedule_order });
    expect((await settings()).schedule_order).toBe(read.schedule_order);
    expect((await auditOf('stores.update')).length).toBe(entries);

    // Saved again on the version it now knows, it goes through.
    const again = await owner.call('PUT', `stores/${storeId}`, { version: body.current.version, schedule_order: !read.schedule_order });
    expect(again.statusCode).toBe(200);
    await owner.call('PUT', `stores/${storeId}/open`, { version: again.json().version, open: true });
  });

  it('keep the version when nothing changes', async () => {
    const read = await settings();
    const res = await owner.call('PUT', `stores/${storeId}`, { version: read.version, minimum_order: read.minimum_order });
    expect(res.json().version).toBe(read.version);
  });

  it('refuse a shortest delivery time past the longest, a store without delivery or take-away, and values out of range', async () => {
    const { version } = await settings();
    const slow = await owner.call('PUT', `stores/${storeId}`, { version, delivery_time_min: 50, delivery_time_max: 40 });
    expect(slow.statusCode).toBe(400);
    expect(expectEnvelope(slow.json())[0]!.code).toBe('delivery_time_min');
    const none = await owner.call('PUT', `stores/${storeId}`, { version, delivery: false, take_away: false });
    expect(none.statusCode).toBe(422);
    expect(expectEnvelope(none.json())[0]!.code).toBe('no_order_type');
    expect((await owner.call('PUT', `stores/${storeId}`, { version, minimum_order: -1 })).statusCode).toBe(400);
    expect((await owner.call('PUT', `stores/${storeId}`, { version, delivery_time_unit: 'weeks' })).statusCode).toBe(400);
    expect((await owner.call('PUT', `stores/${storeId}`, { minimum_order: 5 })).statusCode).toBe(400);
    expect((await settings()).version).toBe(version);
  });

  it('answer 404 for a store that does not exist, to those who may act for every store', async () => {
    const admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
    expect((await admin.call('GET', 'stores/999999')).statusCode).toBe(404);
    expect((await admin.call('PUT', 'stores/999999/open', { version: 1, open: false })).statusCode).toBe(404);
  });
});

describe('the "open now" switch', () => {
  it('off: the storefront shows the store closed at once, in its list and on its page; on again: open', async () => {
    expect(await storeCard()).toMatchObject({ active: 1, open: 1 });
    const read = await settings();
    const off = await owner.call('PUT', `stores/${storeId}/open`, { version: read.version, open: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ open: false, version: read.version + 1 });
    expect(await storeCard()).toMatchObject({ active: 0, open: 0 });
    expect(await details()).toMatchObject({ active: 0, open: 0 });
    const open = (await f.get('stores/latest?filter=currently_open&limit=100', f.headers('food'))).json();
    expect(open.stores.map((s: { id: number }) => s.id)).not.toContain(storeId);

    const [entry] = await auditOf('stores.open');
    expect(JSON.parse(entry!.before!)).toEqual({ open: true, version: read.version });
    expect(JSON.parse(entry!.after!)).toEqual({ open: false, version: read.version + 1 });

    const on = await owner.call('PUT', `stores/${storeId}/open`, { version: read.version + 1, open: true });
    expect(on.json()).toMatchObject({ open: true });
    expect(await storeCard()).toMatchObject({ active: 1, open: 1 });
  });

  it('refuse a stale switch with 409, naming the switch among the changes', async () => {
    const read = await settings();
    await owner.call('PUT', `stores/${storeId}/open`, { version: read.version, open: false });
    const res = await manager.call('PUT', `stores/${storeId}/open`, { version: read.version, open: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ changed: ['open'], current: { open: false, version: read.version + 1 } });
    await owner.call('PUT', `stores/${storeId}/open`, { version: read.version + 1, open: true });
  });
});
