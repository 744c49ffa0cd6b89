import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourierTrip, TripRoute } from '@storefront/contract';
import { loadConfig } from '../../config.js';
import { courierOf, waitingOrder, type CourierWorld } from '../../../test/couriers.js';
import { startFixtureServer, type FixtureReply, type FixtureServer } from '../../../test/fixture-server.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { storeWithStaff, type StaffSession } from '../../../test/staff.js';

/** OSRM as documented: a GeoJSON line [lng, lat] from the first point by a bend to the second; failing while told. */
let failing: FixtureReply | null = null;
function osrm(url: URL): FixtureReply {
  if (failing) return failing;
  const [a, b] = url.pathname.split('/').at(-1)!.split(';').map((p) => p.split(',').map(Number) as [number, number]);
  const bend: [number, number] = [a![0], b![1]];
  return { body: { code: 'Ok', routes: [{ distance: 2345.6, duration: 312.4, geometry: { type: 'LineString', coordinates: [a, bend, b] } }], waypoints: [] } };
}

let upstream: FixtureServer;
let t: TestApp;
let w: CourierWorld;
beforeAll(async () => {
  upstream = await startFixtureServer(osrm);
  t = await createTestApp({ geo: loadConfig({ GEO_PROVIDER: 'osm', OSRM_URL: `${upstream.url}/osrm`, GEO_TIMEOUT_MS: '300' }).geo });
  const { o, storeId, itemId, staff: store } = await storeWithStaff(t);
  const { zone_id: zoneId } = await t.db.selectFrom('stores').select('zone_id').where('id', '=', storeId).executeTakeFirstOrThrow();
  w = { t, o, storeId, itemId, zoneId, store };
});
afterAll(async () => {
  await t.close();
  await upstream.close();
});

const routeOf = async (c: StaffSession, id: number) => {
  const res = await c.call('GET', `courier/trips/${id}/route`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TripRoute;
};
const tripOf = async (c: StaffSession, id: number) => (await c.call('GET', `courier/trips/${id}`)).json() as CourierTrip;
const placeOf = async (c: StaffSession) => {
  const row = await t.db.selectFrom('operators').select(['lat', 'lng']).where('id', '=', c.id).executeTakeFirstOrThrow();
  return { lat: row.lat!, lng: row.lng! };
};
const lastProfile = () => upstream.requests.at(-1)!.url.pathname.split('/')[4];

describe("a trip's road on the map", () => {
  it("follows OSRM's road in lat/lng order: pick-up to drop-off for an offer, then from the courier to where it heads, by its vehicle", async () => {
    const order = await waitingOrder(w, true);
    const c = await courierOf(w);
    const here = await placeOf(c);
    const { pickup, dropoff } = await tripOf(c, order.id);
    const offer = await routeOf(c, order.id);
    expect(offer).toEqual({
      source: 'osrm', metres: 2346, seconds: 312, courier: here,
      points: [{ lat: pickup.lat, lng: pickup.lng }, { lat: dropoff.lat, lng: pickup.lng }, { lat: dropoff.lat, lng: dropoff.lng }],
    });
    const sent = upstream.requests.at(-1)!.url;
    expect([sent.searchParams.get('overview'), sent.searchParams.get('geometries')]).toEqual(['full', 'geojson']);
    // A motorbike rides OSRM's driving profile.
    expect(lastProfile()).toBe('driving');

    expect((await c.call('PUT', `courier/offers/${order.id}/accept`)).statusCode).toBe(200);
    expect((await routeOf(c, order.id)).points).toEqual([here, { lat: pickup.lat, lng: here.lng }, { lat: pickup.lat, lng: pickup.lng }]);
    expect((await c.call('PUT', `courier/trips/${order.id}/step`, { step: 'picked_up' })).statusCode).toBe(200);
    await t.db.updateTable('couriers').set({ vehicle: 'bike' }).where('operator_id', '=', c.id).execute();
    const onTheWay = await routeOf(c, order.id);
    expect([onTheWay.points[0], onTheWay.points.at(-1)]).toEqual([here, { lat: dropoff.lat, lng: dropoff.lng }]);
    expect(lastProfile()).toBe('bike');
  });

  it('runs from the pick-up to the drop-off while the courier\'s position is unknown', async () => {
    const order = await waitingOrder(w, true);
    const c = await courierOf(w);
    await t.db.updateTable('operators').set({ lat: null, lng: null }).where('id', '=', c.id).execute();
    await c.call('PUT', `courier/offers/${order.id}/accept`);
    const { pickup, dropoff } = await tripOf(c, order.id);
    const road = await routeOf(c, order.id);
    expect(road.courier).toBeNull();
    expect([road.points[0], road.points.at(-1)]).toEqual([{ lat: pickup.lat, lng: pickup.lng }, { lat: dropoff.lat, lng: dropoff.lng }]);
  });

  it.each([
    ['answers an error', { status: 500, body: {} }, 0.002],
    ['never answers', 'hang', 0.003],
  ] as const)('draws the straight line, unmeasured, when OSRM %s, and asks again next time', async (_label, reply, offset) => {
    const order = await waitingOrder(w);
    const c = await courierOf(w);
    await c.call('PUT', `courier/offers/${order.id}/accept`);
    // A place of its own, so that no road is kept for it yet.
    const here = await placeOf(c);
    const moved = { lat: here.lat + offset, lng: here.lng };
    await t.db.updateTable('operators').set(moved).where('id', '=', c.id).execute();
    const { pickup } = await tripOf(c, order.id);
    failing = reply;
    try {
      expect(await routeOf(c, order.id)).toEqual({
        source: 'straight', metres: null, seconds: null, courier: moved, points: [moved, { lat: pickup.lat, lng: pickup.lng }],
      });
    } finally {
      failing = null;
    }
    expect((await routeOf(c, order.id)).source).toBe('osrm');
  });

  it("answers 404 for another courier's trip and for an order outside the courier's zones, as the trip itself does", async () => {
    const order = await waitingOrder(w, true);
    const [mine, other] = [await courierOf(w), await courierOf(w)];
    const elsewhere = await courierOf(w, []);
    expect((await elsewhere.call('GET', `courier/trips/${order.id}/route`)).statusCode).toBe(404);
    await mine.call('PUT', `courier/offers/${order.id}/accept`);
    const before = upstream.requests.length;
    for (const path of [`courier/trips/${order.id}/route`, `courier/trips/${order.id}`]) expect((await other.call('GET', path)).statusCode).toBe(404);
    expect(upstream.requests.length).toBe(before);
    expect((await routeOf(mine, order.id)).source).toBe('osrm');
  });
});
