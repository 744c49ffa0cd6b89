import { afterAll, beforeAll, expect } from 'vitest';
import type { Clock } from '../src/lib/clock.js';
import { haversineMetres } from '../src/lib/geo.js';
import { createTestApp, type TestApp } from './helpers.js';

/** Zone and module ids of the demo seed, and the headers the spec's client sends with them. */
export async function catalogFixture(t: TestApp) {
  const zones = Object.fromEntries((await t.db.selectFrom('zones').select(['id', 'name']).execute()).map((z) => [z.name, z.id]));
  const modules = Object.fromEntries((await t.db.selectFrom('modules').select(['id', 'module_type']).execute()).map((m) => [m.module_type, m.id]));
  const dubai = [zones['Downtown & Business Bay'], zones['Dubai Marina & JLT'], zones.Dubai] as number[];
  const sharjah = [zones.Sharjah] as number[];
  const headers = (module: string | null, zoneIds: number[] = dubai, extra: Record<string, string> = {}) => ({
    zoneId: JSON.stringify(zoneIds),
    ...(module ? { moduleId: String(modules[module]) } : {}),
    ...extra,
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  const storeId = async (name: string) => (await t.db.selectFrom('stores').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  return { zones, modules, dubai, sharjah, headers, get, storeId };
}

export type CatalogFixture = Awaited<ReturnType<typeof catalogFixture>>;

/**
 * A test file's app over the demo seed (on `clock`, if given) and its catalogue fixture: made before the
 * file's tests, closed after them. Both are filled in place once ready, so a file names them at once.
 */
export function catalogApp(clock?: Clock): { t: TestApp; f: CatalogFixture } {
  const t = {} as TestApp;
  const f = {} as CatalogFixture;
  beforeAll(async () => {
    Object.assign(t, await createTestApp({}, clock));
    Object.assign(f, await catalogFixture(t));
  });
  afterAll(() => t.close());
  return { t, f };
}

/**
 * Asks `url` once for each view, then again (as `again`: the same list asked otherwise), then once more on a
 * new epoch of `clock` at the same instant, when every kept page is built anew: each answer a 200 in JSON and
 * the same bytes as the first. Answers the first.
 */
export async function expectKeptAnswers(f: CatalogFixture, clock: Clock, url: string, views: Record<string, string>[], again = url) {
  const first = await Promise.all(views.map((h) => f.get(url, h)));
  const hits = await Promise.all(views.map((h) => f.get(again, h)));
  clock.set(clock.now());
  const fresh = await Promise.all(views.map((h) => f.get(url, h)));
  for (let i = 0; i < views.length; i++) {
    expect(first[i]!.statusCode, url).toBe(200);
    expect(first[i]!.headers['content-type'], url).toBe('application/json; charset=utf-8');
    expect(hits[i]!.body, url).toBe(first[i]!.body);
    expect(fresh[i]!.body, url).toBe(first[i]!.body);
  }
  return first;
}

type StoreCard = { latitude: number; longitude: number; distance: number | null };

/** Store cards of a caller at `at`: each distance measured from there, the rest as a caller without a position gets them. */
export function expectDistancesFrom(at: { latitude: string; longitude: string }, measured: StoreCard[], plain: StoreCard[]) {
  expect(measured.length).toBe(plain.length);
  measured.forEach((s, i) => {
    expect(s.distance).toBe(Math.round(haversineMetres(Number(at.latitude), Number(at.longitude), s.latitude, s.longitude)));
    expect({ ...s, distance: null }).toEqual(plain[i]);
  });
}
