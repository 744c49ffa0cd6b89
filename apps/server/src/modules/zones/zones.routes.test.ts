import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let zoneIdByName: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const zones = await t.db.selectFrom('zones').select(['id', 'name']).execute();
  zoneIdByName = new Map(zones.map((z) => [z.name, z.id]));
});
afterAll(() => t.close());

const lookup = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/config/get-zone-id?${query}` });

describe('GET /api/v1/config/get-zone-id', () => {
  it('answers every zone holding the point, the nested one first', async () => {
    const res = await lookup('lat=25.1972&lng=55.2744');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const downtown = zoneIdByName.get('Downtown & Business Bay');
    const dubai = zoneIdByName.get('Dubai');
    expect(JSON.parse(body.zone_id)).toEqual([downtown, dubai]);
    expect(body.zone_data.map((z: { id: number }) => z.id)).toEqual([downtown, dubai]);
    expect(body.zone_data[0]).toMatchObject({
      id: downtown,
      status: 1,
      cash_on_delivery: expect.any(Number),
      digital_payment: expect.any(Number),
      offline_payment: expect.any(Number),
      increased_delivery_fee: expect.any(Number),
      increased_delivery_fee_status: expect.any(Number),
    });
  });

  it('answers a single zone for a point only the city covers', async () => {
    const res = await lookup('lat=25.3463&lng=55.4209');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.json().zone_id)).toEqual([zoneIdByName.get('Sharjah')]);
  });

  it('answers 404 service_not_available outside every zone', async () => {
    const res = await lookup('lat=0&lng=0');
    expect(res.statusCode).toBe(404);
    const [error] = expectEnvelope(res.json());
    expect(error!.code).toBe('service_not_available');
    expect(error!.message).toMatch(/not available/i);
  });

  it('does not answer a zone that has been switched off', async () => {
    await t.db.updateTable('zones').set({ status: 0 }).where('name', '=', 'Downtown & Business Bay').execute();
    const res = await lookup('lat=25.1972&lng=55.2744');
    await t.db.updateTable('zones').set({ status: 1 }).where('name', '=', 'Downtown & Business Bay').execute();
    expect(JSON.parse(res.json().zone_id)).toEqual([zoneIdByName.get('Dubai')]);
  });

  it.each([
    ['lat=abc&lng=55.27', 'lat'],
    ['lat=999&lng=55.27', 'lat'],
    ['lat=25.2&lng=-181', 'lng'],
    ['lat=25.2', 'lng'],
    ['', 'lat'],
  ])('answers 400 with the envelope for %s', async (query, field) => {
    const res = await lookup(query);
    expect(res.statusCode).toBe(400);
    const errors = expectEnvelope(res.json());
    expect(errors.some((e) => e.code === field)).toBe(true);
  });
});

describe('GET /api/v1/zone/list', () => {
  it('answers every active zone with its ring', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/zone/list' });
    expect(res.statusCode).toBe(200);
    const zones = res.json() as { id: number; name: string; coordinates: { lat: number; lng: number }[] }[];
    expect(zones.map((z) => z.name).sort()).toEqual([...zoneIdByName.keys()].sort());
    const dubai = zones.find((z) => z.name === 'Dubai')!;
    expect(dubai.id).toBe(zoneIdByName.get('Dubai'));
    expect(dubai.coordinates.length).toBeGreaterThanOrEqual(3);
    expect(dubai.coordinates[0]).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
  });

  it('names the zones in the caller\'s language and leaves out switched-off ones', async () => {
    await t.db.updateTable('zones').set({ status: 0 }).where('name', '=', 'Sharjah').execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/zone/list', headers: { 'x-localization': 'ar' } });
    await t.db.updateTable('zones').set({ status: 1 }).where('name', '=', 'Sharjah').execute();
    const names = (res.json() as { name: string }[]).map((z) => z.name);
    expect(names).toContain('دبي');
    expect(names).not.toContain('الشارقة');
    expect(names).toHaveLength(zoneIdByName.size - 1);
  });
});
