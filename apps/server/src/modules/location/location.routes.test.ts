import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1/config/${url}`, headers });
const suggest = async (text: string, headers?: Record<string, string>) => {
  const res = await get(`place-api-autocomplete?search_text=${encodeURIComponent(text)}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json().predictions as { place_id: string; description: string; structured_formatting: { main_text: string; secondary_text: string }; types: string[] }[];
};

describe('GET /api/v1/config/place-api-autocomplete (embedded)', () => {
  it.each([
    ['sheik zayd', 'Sheikh Zayed Road'],
    ['jumeira beach', 'Jumeirah Beach Road'],
    ['marina walc', 'Dubai Marina Walk'],
    ['burj kalifa', 'Burj Khalifa'],
    ['financial centre', 'Financial Centre Road'],
    ['al qasba', 'Al Qasba'],
  ])('finds "%s" first as %s', async (text, name) => {
    const [first] = await suggest(text);
    expect(first?.structured_formatting.main_text).toBe(name);
  });

  it('answers Google-shaped predictions with the neighbourhood and city as secondary text', async () => {
    const predictions = await suggest('dubai mall');
    expect(predictions.length).toBeGreaterThan(0);
    expect(predictions.length).toBeLessThanOrEqual(8);
    expect(predictions[0]).toEqual({
      place_id: expect.stringMatching(/^emb:\d+$/),
      description: 'The Dubai Mall, Downtown Dubai, Dubai',
      structured_formatting: { main_text: 'The Dubai Mall', secondary_text: 'Downtown Dubai, Dubai' },
      types: ['point_of_interest', 'establishment'],
    });
  });

  it('ranks exact prefixes above typos', async () => {
    const names = (await suggest('al barsha')).map((p) => p.structured_formatting.main_text);
    expect(names.slice(0, 3).sort()).toEqual(['Al Barsha 1', 'Al Barsha 2', 'Al Barsha South']);
  });

  it('speaks the caller\'s language', async () => {
    const [first] = await suggest('al barsha 1', { 'x-localization': 'ar' });
    expect(first?.structured_formatting).toEqual({ main_text: 'البرشاء 1', secondary_text: 'دبي' });
    const [arabic] = await suggest('البرشاء');
    expect(arabic?.structured_formatting.main_text).toMatch(/^Al Barsha/);
  });

  it.each(['', '   ', '%20%2C'])('answers no predictions for blank text "%s"', async (text) => {
    const res = await get(`place-api-autocomplete?search_text=${text}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ predictions: [] });
  });

  it('answers no predictions when the text matches nothing', async () => {
    expect(await suggest('zzqxw')).toEqual([]);
  });
});

describe('GET /api/v1/config/place-api-details (embedded)', () => {
  it('answers the place behind a suggestion', async () => {
    const [prediction] = await suggest('burj khalifa');
    const res = await get(`place-api-details?placeid=${prediction!.place_id}`);
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toEqual({
      place_id: prediction!.place_id,
      name: 'Burj Khalifa',
      formatted_address: 'Burj Khalifa, Downtown Dubai, Dubai',
      geometry: { location: { lat: expect.any(Number), lng: expect.any(Number) } },
    });
    expect(result.geometry.location.lat).toBeCloseTo(25.197, 2);
    expect(result.geometry.location.lng).toBeCloseTo(55.274, 2);
  });

  it('answers the address of a point returned by reverse geocoding', async () => {
    const [address] = (await get('geocode-api?lat=25.2175&lng=55.2805')).json().results;
    const res = await get(`place-api-details?placeid=${encodeURIComponent(address.place_id)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ name: 'Sheikh Zayed Road', formatted_address: address.formatted_address });
  });

  it.each(['emb:999999', 'ChIJ-unknown', 'emb:@95,10'])('answers 404 for the unknown id %s', async (id) => {
    const res = await get(`place-api-details?placeid=${encodeURIComponent(id)}`);
    expect(res.statusCode).toBe(404);
    expect(expectEnvelope(res.json())[0]!.code).toBe('not_found');
  });

  it('answers 400 without a place id', async () => {
    const res = await get('place-api-details');
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res.json()).some((e) => e.code === 'placeid')).toBe(true);
  });
});

describe('GET /api/v1/config/geocode-api (embedded)', () => {
  it('names the nearest seeded street with the neighbourhood around the point', async () => {
    const res = await get('geocode-api?lat=25.2175&lng=55.2805');
    expect(res.statusCode).toBe(200);
    const [best, ...rest] = res.json().results;
    expect(best).toEqual({
      formatted_address: 'Sheikh Zayed Road, DIFC, Dubai',
      place_id: 'emb:@25.21750,55.28050',
      geometry: { location: { lat: 25.2175, lng: 55.2805 } },
      types: ['route'],
    });
    expect(rest[0].formatted_address).toBe('DIFC, Dubai');
  });

  it('finds a long road anywhere along its length', async () => {
    const [best] = (await get('geocode-api?lat=25.1304&lng=55.2125')).json().results;
    expect(best.formatted_address).toMatch(/^Sheikh Zayed Road, /);
  });

  it('answers coordinates with the nearby city far from any known street, and bare coordinates in the desert', async () => {
    const [nearHatta] = (await get('geocode-api?lat=24.9&lng=56.05')).json().results;
    expect(nearHatta.formatted_address).toBe('24.90000, 56.05000, Hatta');
    const [desert] = (await get('geocode-api?lat=23.5&lng=53.1')).json().results;
    expect(desert.formatted_address).toBe('23.50000, 53.10000');
  });

  it.each([
    ['lat=abc&lng=55.27', 'lat'],
    ['lat=91&lng=55.27', 'lat'],
    ['lat=25.2&lng=180.5', 'lng'],
    ['lat=25.2', 'lng'],
  ])('answers 400 with the envelope for %s', async (query, field) => {
    const res = await get(`geocode-api?${query}`);
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res.json()).some((e) => e.code === field)).toBe(true);
  });
});

describe('GET /api/v1/config/distance-api (embedded)', () => {
  const burjKhalifa = 'origin_lat=25.1972&origin_lng=55.2744';
  const dubaiMall = 'destination_lat=25.1985&destination_lng=55.2796';
  const dubaiMarina = 'destination_lat=25.0805&destination_lng=55.1403';
  const distance = async (query: string) => {
    const res = await get(`distance-api?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('grows with the route and formats metres and minutes', async () => {
    const near = await distance(`${burjKhalifa}&${dubaiMall}`);
    const far = await distance(`${burjKhalifa}&${dubaiMarina}`);
    expect(near.mode).toBe('driving');
    expect(near.distance.value).toBeLessThan(far.distance.value);
    expect(near.distance.text).toMatch(/^\d+ m$/);
    expect(far.distance.text).toMatch(/^\d+\.\d km$/);
    // About 19 km as the crow flies, a third longer by road.
    expect(far.distance.value).toBeGreaterThan(24_000);
    expect(far.distance.value).toBeLessThan(28_000);
    expect(Number.isInteger(far.duration.value)).toBe(true);
    expect(far.duration.text).toMatch(/^\d+ mins$/);
  });

  it('takes longer on foot than by car', async () => {
    const driving = await distance(`${burjKhalifa}&${dubaiMarina}&mode=driving`);
    const walking = await distance(`${burjKhalifa}&${dubaiMarina}&mode=walking`);
    expect(walking.mode).toBe('walking');
    expect(walking.duration.value).toBeGreaterThan(driving.duration.value * 5);
    expect(walking.duration.text).toMatch(/^\d+ hours?( \d+ mins?)?$/);
  });

  it.each([
    [`origin_lat=x&origin_lng=55.27&${dubaiMall}`, 'origin_lat'],
    [`${burjKhalifa}&destination_lat=-91&destination_lng=55.2`, 'destination_lat'],
    [`${burjKhalifa}&destination_lat=25.2`, 'destination_lng'],
    [`${burjKhalifa}&${dubaiMall}&mode=flying`, 'mode'],
  ])('answers 400 with the envelope for %s', async (query, field) => {
    const res = await get(`distance-api?${query}`);
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res.json()).some((e) => e.code === field)).toBe(true);
  });
});

describe('the road for a map (embedded)', () => {
  it('is the straight line offline, measured as the distance is', async () => {
    const [from, to] = [{ lat: 25.1972, lng: 55.2744 }, { lat: 25.0805, lng: 55.1403 }];
    const road = await t.app.services.location.road(from, to, 'bicycling');
    const distance = (await get('distance-api?origin_lat=25.1972&origin_lng=55.2744&destination_lat=25.0805&destination_lng=55.1403&mode=bicycling')).json();
    expect(road).toEqual({ source: 'straight', points: [from, to], metres: distance.distance.value, seconds: distance.duration.value });
  });
});
