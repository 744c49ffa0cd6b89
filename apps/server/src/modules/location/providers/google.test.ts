import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../../test/helpers.js';
import { startFixtureServer, type FixtureReply, type FixtureServer } from '../../../../test/fixture-server.js';

const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), 'utf8'));
const TIMEOUT_MS = 300;

/** Google's web services as documented; a few inputs stand for the failures. */
function google(url: URL): FixtureReply {
  const q = url.searchParams;
  if (q.get('key') !== 'test-key') return { body: fixture('google-denied') };
  switch (url.pathname) {
    case '/place/autocomplete/json':
      if (q.get('input') === 'hang') return 'hang';
      if (q.get('input') === 'denied') return { body: fixture('google-denied') };
      if (q.get('input') === 'broken') return { status: 500, body: { error: 'boom' } };
      if (q.get('input') === 'nothing') return { body: { predictions: [], status: 'ZERO_RESULTS' } };
      return { body: fixture('google-autocomplete') };
    case '/place/details/json':
      return q.get('place_id') === 'missing' ? { body: { html_attributions: [], status: 'NOT_FOUND' } } : { body: fixture('google-details') };
    case '/geocode/json':
      return q.get('latlng') === '0,0' ? { body: { results: [], status: 'ZERO_RESULTS' } } : { body: fixture('google-geocode') };
    case '/directions/json':
      if (q.get('destination') === '0,0') return { body: { geocoded_waypoints: [], routes: [], status: 'ZERO_RESULTS' } };
      if (q.get('destination') === '1,1') return { body: fixture('google-denied') };
      if (q.get('destination') === '2,2') return { body: { routes: [{ overview_polyline: { points: '_p~iF~ps|' }, legs: [] }], status: 'OK' } };
      return { body: fixture('google-directions') };
    case '/distancematrix/json':
      if (q.get('destinations') === '0,0') return { body: { rows: [{ elements: [{ status: 'ZERO_RESULTS' }] }], status: 'OK' } };
      return { body: fixture('google-distancematrix') };
    default:
      return { status: 404, body: {} };
  }
}

let upstream: FixtureServer;
let t: TestApp;
beforeAll(async () => {
  upstream = await startFixtureServer(google);
  const env = { GEO_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: 'test-key', GOOGLE_MAPS_BASE_URL: upstream.url, GEO_TIMEOUT_MS: String(TIMEOUT_MS) };
  t = await createTestApp({ geo: loadConfig(env).geo });
});
afterAll(async () => {
  await t.close();
  await upstream.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/config/${url}`, headers: { 'x-localization': 'fr' } });

describe('Google provider', () => {
  it('maps Places Autocomplete predictions, with the key and language', async () => {
    const res = await get('place-api-autocomplete?search_text=burj%20khalifa');
    expect(res.statusCode).toBe(200);
    const { predictions } = res.json();
    expect(predictions).toHaveLength(2);
    expect(predictions[0]).toEqual({
      place_id: 'ChIJS-JCIKpoXz4RmFgU8aJ2tXg',
      description: 'Burj Khalifa - Sheikh Mohammed bin Rashid Boulevard - Dubai - United Arab Emirates',
      structured_formatting: { main_text: 'Burj Khalifa', secondary_text: 'Sheikh Mohammed bin Rashid Boulevard - Dubai - United Arab Emirates' },
      types: ['tourist_attraction', 'point_of_interest', 'establishment'],
    });
    expect(predictions[1].structured_formatting.secondary_text).toBe('');
    const sent = upstream.requests.at(-1)!.url.searchParams;
    expect([sent.get('input'), sent.get('language'), sent.get('key')]).toEqual(['burj khalifa', 'fr', 'test-key']);
  });

  it('serves a second identical question from the cache', async () => {
    const before = upstream.hits('/place/autocomplete/json');
    await get('place-api-autocomplete?search_text=Dubai%20Mall');
    await get('place-api-autocomplete?search_text=%20dubai%20%20mall%20');
    expect(upstream.hits('/place/autocomplete/json')).toBe(before + 1);
  });

  it('answers an empty list for ZERO_RESULTS', async () => {
    const res = await get('place-api-autocomplete?search_text=nothing');
    expect(res.json()).toEqual({ predictions: [] });
  });

  it('maps Place Details, and answers 404 for NOT_FOUND', async () => {
    const res = await get('place-api-details?placeid=ChIJS-JCIKpoXz4RmFgU8aJ2tXg');
    expect(res.json()).toEqual({
      result: {
        place_id: 'ChIJS-JCIKpoXz4RmFgU8aJ2tXg',
        name: 'Burj Khalifa',
        formatted_address: '1 Sheikh Mohammed bin Rashid Blvd - Downtown Dubai - Dubai - United Arab Emirates',
        geometry: { location: { lat: 25.197197, lng: 55.2743764 } },
      },
    });
    expect(upstream.requests.at(-1)!.url.searchParams.get('fields')).toContain('geometry');
    const missing = await get('place-api-details?placeid=missing');
    expect(missing.statusCode).toBe(404);
    expect(expectEnvelope(missing.json())[0]!.code).toBe('not_found');
  });

  it('maps Geocoding results best first, and ZERO_RESULTS to an empty list', async () => {
    const res = await get('geocode-api?lat=25.2175&lng=55.2805');
    const { results } = res.json();
    expect(results.map((r: { formatted_address: string }) => r.formatted_address)).toEqual([
      'Sheikh Zayed Rd - Trade Centre 2 - Dubai - United Arab Emirates',
      'Trade Centre 2 - Dubai - United Arab Emirates',
    ]);
    expect(results[0]).toMatchObject({ place_id: 'ChIJQ4Gk5UJDXz4RjX3D0Sh9dHc', geometry: { location: { lat: 25.2174825, lng: 55.2803551 } }, types: ['route'] });
    expect(upstream.requests.at(-1)!.url.searchParams.get('latlng')).toBe('25.2175,55.2805');
    expect((await get('geocode-api?lat=0&lng=0')).json()).toEqual({ results: [] });
  });

  it('maps the Distance Matrix element and words it our way', async () => {
    const res = await get('distance-api?origin_lat=25.1972&origin_lng=55.2744&destination_lat=25.0805&destination_lng=55.1403&mode=two_wheeler');
    expect(res.json()).toEqual({
      mode: 'two_wheeler',
      distance: { value: 23412, text: '23.4 km' },
      duration: { value: 1432, text: '24 mins' },
    });
    expect(upstream.requests.at(-1)!.url.searchParams.get('mode')).toBe('driving');
    const none = await get('distance-api?origin_lat=25.1972&origin_lng=55.2744&destination_lat=0&destination_lng=0&mode=walking');
    expect(none.statusCode).toBe(404);
  });

  it("draws the road by the Directions answer's encoded polyline, by the travel mode", async () => {
    const from = { lat: 25.1972, lng: 55.2744 };
    expect(await t.app.services.location.road(from, { lat: 25.0805, lng: 55.1403 }, 'bicycling')).toEqual({
      source: 'google', metres: 23412, seconds: 1432,
      points: [{ lat: 25.1972, lng: 55.2744 }, { lat: 25.18811, lng: 55.25633 }, { lat: 25.0805, lng: 55.1403 }],
    });
    const sent = upstream.requests.at(-1)!.url;
    expect(sent.pathname).toBe('/directions/json');
    expect([sent.searchParams.get('origin'), sent.searchParams.get('destination'), sent.searchParams.get('mode')]).toEqual(['25.1972,55.2744', '25.0805,55.1403', 'bicycling']);
  });

  it('draws the straight line, unmeasured, for ZERO_RESULTS, a refusal, or a polyline cut halfway', async () => {
    const from = { lat: 25.1972, lng: 55.2744 };
    for (const n of [0, 1, 2]) {
      const to = { lat: n, lng: n };
      expect(await t.app.services.location.road(from, to, 'two_wheeler')).toEqual({ source: 'straight', points: [from, to], metres: null, seconds: null });
    }
    expect(upstream.requests.at(-1)!.url.searchParams.get('mode')).toBe('driving');
  });

  it.each([
    ['denied', /refused the request \(REQUEST_DENIED\)/],
    ['broken', /answered with an error \(HTTP 500\)/],
  ])('answers 502 upstream_error when the service fails (%s), and does not cache the failure', async (text, message) => {
    for (let i = 0; i < 2; i++) {
      const res = await get(`place-api-autocomplete?search_text=${text}`);
      expect(res.statusCode).toBe(502);
      const [error] = expectEnvelope(res.json());
      expect(error).toEqual({ code: 'upstream_error', message: expect.stringMatching(message) });
      expect(error!.message).not.toContain('test-key');
    }
    expect(upstream.requests.filter((r) => r.url.searchParams.get('input') === text)).toHaveLength(2);
  });

  it('answers 502 within a bounded time when the service never answers', async () => {
    const started = Date.now();
    const res = await get('place-api-autocomplete?search_text=hang');
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(502);
    expect(expectEnvelope(res.json())[0]).toEqual({ code: 'upstream_error', message: 'The map service did not answer in time. Please try again.' });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(2_000);
  });
});
