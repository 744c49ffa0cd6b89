import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../../test/helpers.js';
import { startFixtureServer, type FixtureReply, type FixtureServer } from '../../../../test/fixture-server.js';

const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), 'utf8'));
const TIMEOUT_MS = 300;

/** Nominatim and OSRM as documented, on one local server; a few inputs stand for the failures. */
function osm(url: URL): FixtureReply {
  const q = url.searchParams;
  if (url.pathname === '/nominatim/search') {
    if (q.get('q') === 'stall') return 'stall';
    return { body: q.get('q') === 'nothing' ? [] : fixture('nominatim-search') };
  }
  if (url.pathname === '/nominatim/lookup') return { body: q.get('osm_ids') === 'W95286713' ? fixture('nominatim-lookup') : [] };
  if (url.pathname === '/nominatim/reverse') return { body: q.get('lat') === '0' ? { error: 'Unable to geocode' } : fixture('nominatim-reverse') };
  if (url.pathname.startsWith('/osrm/route/v1/')) {
    if (url.pathname.endsWith(';0,0')) return { status: 400, body: { code: 'NoRoute', message: 'Impossible route between points' } };
    if (url.pathname.endsWith(';1,1')) return { status: 400, body: { code: 'InvalidQuery', message: 'Query string malformed' } };
    if (url.pathname.endsWith(';2,2')) return 'hang';
    return { body: fixture(q.get('overview') === 'full' ? 'osrm-route-geojson' : 'osrm-route') };
  }
  return { status: 404, body: {} };
}

let upstream: FixtureServer;
let t: TestApp;
beforeAll(async () => {
  upstream = await startFixtureServer(osm);
  const env = { GEO_PROVIDER: 'osm', NOMINATIM_URL: `${upstream.url}/nominatim/`, OSRM_URL: `${upstream.url}/osrm`, GEO_TIMEOUT_MS: String(TIMEOUT_MS) };
  t = await createTestApp({ geo: loadConfig(env).geo });
});
afterAll(async () => {
  await t.close();
  await upstream.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/config/${url}` });
const route = (to: string, mode = 'driving') => get(`distance-api?origin_lat=25.1972&origin_lng=55.2744&${to}&mode=${mode}`);

describe('OpenStreetMap provider', () => {
  it('maps a Nominatim search to predictions with stable OSM ids, naming itself', async () => {
    const res = await get('place-api-autocomplete?search_text=burj%20khalifa');
    expect(res.statusCode).toBe(200);
    const { predictions } = res.json();
    expect(predictions).toEqual([
      {
        place_id: 'osm:W95286713',
        description: 'Burj Khalifa, Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai, Dubai, United Arab Emirates',
        structured_formatting: { main_text: 'Burj Khalifa', secondary_text: 'Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai, Dubai, United Arab Emirates' },
        types: ['building', 'skyscraper'],
      },
      {
        place_id: 'osm:N1906281441',
        description: 'Burj Khalifa/Dubai Mall, Sheikh Zayed Road, Business Bay, Dubai, United Arab Emirates',
        structured_formatting: { main_text: 'Burj Khalifa/Dubai Mall', secondary_text: 'Sheikh Zayed Road, Business Bay, Dubai, United Arab Emirates' },
        types: ['railway', 'station'],
      },
    ]);
    const sent = upstream.requests.at(-1)!;
    expect(sent.url.searchParams.get('format')).toBe('jsonv2');
    expect(sent.headers['user-agent']).toMatch(/^Storefront\/1\.0 \(\+http:\/\/storefront\.test\)$/);
    expect((await get('place-api-autocomplete?search_text=nothing')).json()).toEqual({ predictions: [] });
  });

  it('looks a suggestion up again for its details, and answers 404 for an unknown one', async () => {
    const res = await get('place-api-details?placeid=osm:W95286713');
    expect(res.json()).toEqual({
      result: {
        place_id: 'osm:W95286713',
        name: 'Burj Khalifa',
        formatted_address: 'Burj Khalifa, Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai, Dubai, United Arab Emirates',
        geometry: { location: { lat: 25.1972018, lng: 55.274426 } },
      },
    });
    expect((await get('place-api-details?placeid=osm:N1')).statusCode).toBe(404);
    const before = upstream.requests.length;
    expect((await get('place-api-details?placeid=ChIJ-not-osm')).statusCode).toBe(404);
    expect(upstream.requests.length).toBe(before);
  });

  it('maps Nominatim reverse geocoding, "Unable to geocode" being no result', async () => {
    const res = await get('geocode-api?lat=25.2175&lng=55.2805');
    expect(res.json()).toEqual({
      results: [{
        formatted_address: 'Sheikh Zayed Road, Trade Center Second, Dubai, United Arab Emirates',
        place_id: 'osm:W26003281',
        geometry: { location: { lat: 25.2176101, lng: 55.2806032 } },
        types: ['highway', 'trunk'],
      }],
    });
    expect(upstream.requests.at(-1)!.url.searchParams.get('lon')).toBe('55.2805');
    expect((await get('geocode-api?lat=0&lng=0')).json()).toEqual({ results: [] });
  });

  it('caches reverse geocoding of points about a metre apart', async () => {
    const before = upstream.hits('/nominatim/reverse');
    await get('geocode-api?lat=25.123451&lng=55.123451');
    await get('geocode-api?lat=25.123449&lng=55.123449');
    expect(upstream.hits('/nominatim/reverse')).toBe(before + 1);
  });

  it('maps an OSRM route with the profile of the mode', async () => {
    const res = await route('destination_lat=25.0805&destination_lng=55.1403', 'walking');
    expect(res.json()).toEqual({
      mode: 'walking',
      distance: { value: 23851, text: '23.9 km' },
      duration: { value: 1499, text: '25 mins' },
    });
    expect(upstream.requests.at(-1)!.url.pathname).toBe('/osrm/route/v1/foot/55.2744,25.1972;55.1403,25.0805');
    expect(upstream.requests.at(-1)!.url.searchParams.get('overview')).toBe('false');
  });

  it('answers 404 for NoRoute and 502 for other OSRM errors', async () => {
    expect((await route('destination_lat=0&destination_lng=0')).statusCode).toBe(404);
    const res = await route('destination_lat=1&destination_lng=1');
    expect(res.statusCode).toBe(502);
    expect(expectEnvelope(res.json())[0]!.message).toMatch(/InvalidQuery/);
  });

  it("reads the road's shape from OSRM's GeoJSON line, [lng, lat] turned to lat/lng, and keeps it", async () => {
    const from = { lat: 25.1972, lng: 55.2744 };
    const road = () => t.app.services.location.road(from, { lat: 25.0805, lng: 55.1403 }, 'bicycling');
    expect(await road()).toEqual({
      source: 'osrm', metres: 23851, seconds: 1499,
      points: [{ lat: 25.197261, lng: 55.274408 }, { lat: 25.188112, lng: 55.256331 }, { lat: 25.080454, lng: 55.140385 }],
    });
    const sent = upstream.requests.at(-1)!.url;
    expect(sent.pathname).toBe('/osrm/route/v1/bike/55.2744,25.1972;55.1403,25.0805');
    expect([sent.searchParams.get('overview'), sent.searchParams.get('geometries')]).toEqual(['full', 'geojson']);
    const before = upstream.requests.length;
    await road();
    expect(upstream.requests.length).toBe(before);
  });

  it('draws the straight line, unmeasured, for NoRoute, another OSRM error, or no answer in time', async () => {
    const from = { lat: 25.1972, lng: 55.2744 };
    for (const n of [0, 1, 2]) {
      const to = { lat: n, lng: n };
      expect(await t.app.services.location.road(from, to, 'driving')).toEqual({ source: 'straight', points: [from, to], metres: null, seconds: null });
    }
  });

  it.each([
    ['a route that never comes', () => route('destination_lat=2&destination_lng=2')],
    ['a body that stops halfway', () => get('place-api-autocomplete?search_text=stall')],
  ])('answers 502 within a bounded time for %s', async (_label, call) => {
    const started = Date.now();
    const res = await call();
    expect(res.statusCode).toBe(502);
    expect(expectEnvelope(res.json())[0]).toEqual({ code: 'upstream_error', message: 'The map service did not answer in time. Please try again.' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
