import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_TYPES } from '@storefront/contract';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let sharjah: number;
let downtown: number;

beforeAll(async () => {
  t = await createTestApp();
  const zones = await t.db.selectFrom('zones').select(['id', 'name']).execute();
  sharjah = zones.find((z) => z.name === 'Sharjah')!.id;
  downtown = zones.find((z) => z.name === 'Downtown & Business Bay')!.id;
});
afterAll(() => t.close());

const modules = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/v1/module', headers });

describe('GET /api/v1/module', () => {
  it('lists the five active modules with their zones and icons', async () => {
    const res = await modules();
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((m: { module_type: string }) => m.module_type).sort()).toEqual([...MODULE_TYPES].sort());
    for (const m of list) {
      expect(m.icon_full_url).toMatch(/^http:\/\/storefront\.test\/storage\/.+/);
      expect(m.zones.length).toBeGreaterThan(0);
    }
    const food = list.find((m: { module_type: string }) => m.module_type === 'food');
    expect(food.stores_count).toBeGreaterThan(0);
  });

  it('keeps only the modules serving the zones of the zoneId header', async () => {
    const food = await t.db.selectFrom('modules').select('id').where('module_type', '=', 'food').executeTakeFirstOrThrow();
    await t.db.deleteFrom('module_zones').where('module_id', '=', food.id).where('zone_id', '=', sharjah).execute();
    t.app.services.modules.invalidate();

    const inSharjah = (await modules({ zoneId: `[${sharjah}]` })).json();
    expect(inSharjah.map((m: { module_type: string }) => m.module_type)).not.toContain('food');
    expect(inSharjah).toHaveLength(4);

    const single = (await modules({ zoneId: String(sharjah) })).json();
    expect(single).toHaveLength(4);

    const both = (await modules({ zoneId: `[${sharjah},${downtown}]` })).json();
    expect(both).toHaveLength(5);
  });

  it('hides an inactive module', async () => {
    await t.db.updateTable('modules').set({ status: 0 }).where('module_type', '=', 'parcel').execute();
    t.app.services.modules.invalidate();
    const list = (await modules()).json();
    await t.db.updateTable('modules').set({ status: 1 }).where('module_type', '=', 'parcel').execute();
    t.app.services.modules.invalidate();
    expect(list.map((m: { module_type: string }) => m.module_type)).not.toContain('parcel');
  });

  it('translates module names for X-localization ar', async () => {
    const en = (await modules()).json();
    const ar = (await modules({ 'X-localization': 'ar' })).json();
    expect(ar[0].module_name).not.toBe(en[0].module_name);
    expect(ar[0].module_name).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(['abc', '[1,"x"]', '[0]', '[]'])('answers 400 for a malformed zoneId header %s', async (zoneId) => {
    const res = await modules({ zoneId });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res.json())[0]!.message).toMatch(/zoneId/);
  });
});
