import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, SEED_NOW, testDbKind, type TestApp } from '../../../test/helpers.js';

/**
 * The answers of a table of searches on the demo data, as the search gave them before it moved
 * to an in-memory index, per engine. Any change to how search runs must keep these. PostgreSQL's
 * were recorded again when item search stopped ranking by ts_rank and trigram similarity and
 * ranked name matches first, as SQLite and the in-memory index do (same totals and matches; the
 * order within a rank changed): both engines now record the same answers. SEARCH_TABLE_RECORD=1
 * writes the index pass's answers instead of comparing.
 */
/** Every search the in-memory index ran, with the index it ran on. */
const indexSearches = vi.hoisted(() => [] as unknown[][]);
vi.mock('./search.query.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./search.query.js')>();
  return {
    ...real,
    searchItems: (...args: Parameters<typeof real.searchItems>) => {
      indexSearches.push(args);
      return real.searchItems(...args);
    },
  };
});

const EXPECTED = new URL('./search.table.expected.json', import.meta.url);
const record = process.env.SEARCH_TABLE_RECORD === '1';

/**
 * Item searches run through the in-memory index (search.index.ts) once it is built, and through
 * SQL before that or without one: both must answer the table alike. Store searches and suggestions
 * always run in SQL; they are asked in both passes all the same.
 */
const MODES = ['sql', 'index'] as const;
type Mode = (typeof MODES)[number];
const apps = {} as Record<Mode, { t: TestApp; f: Awaited<ReturnType<typeof catalogFixture>>; ids: Ids; index: unknown }>;
type Ids = { cat: Record<string, number>; brand: Record<string, number>; store: Record<string, number> };

beforeAll(async () => {
  for (const mode of MODES) {
    const t = await createTestApp({ searchIndex: mode === 'index' });
    const f = await catalogFixture(t);
    const cats = await t.db.selectFrom('categories').select(['id', 'slug']).execute();
    const brands = await t.db.selectFrom('brands').select(['id', 'name']).execute();
    const stores = await t.db.selectFrom('stores').select(['id', 'name']).where('name', 'in', ['Pizza Corner', 'Napoli Pizzeria']).execute();
    const ids = {
      cat: Object.fromEntries(cats.map((c) => [c.slug, c.id])),
      brand: Object.fromEntries(brands.map((b) => [b.name, b.id])),
      store: Object.fromEntries(stores.map((s) => [s.name, s.id])),
    };
    if (mode === 'index') {
      await t.app.ready();
      await t.app.services.search.index!.refresh();
      expect(t.app.services.search.index!.current).not.toBeNull();
    }
    apps[mode] = { t, f, ids, index: mode === 'index' ? t.app.services.search.index!.current : null };
  }
});
afterAll(async () => {
  for (const mode of MODES) await apps[mode]?.t.close();
});

/** A search: its query (with {cat:slug}, {brand:Name} and {store:Name} placeholders), module, zones and extra headers. */
interface Case {
  query: string;
  module?: string;
  zones?: 'dubai' | 'sharjah';
  headers?: Record<string, string>;
  /** When the clock should say (default: the seed's instant, 14:00 in Dubai). */
  at?: string;
  path?: string;
}

const MARINA = { latitude: '25.08', longitude: '55.14' };
const CASES: Case[] = [
  { query: 'name=pizza' },
  { query: 'name=pizza&offset=2' },
  { query: 'name=Margherita%20Pizza' },
  { query: 'name=margh' },
  { query: 'name=piza' },
  { query: 'name=burgr' },
  { query: 'name=chiken%20tika' },
  { query: 'name=' + encodeURIComponent('بيتزا مارغريتا'), headers: { 'X-localization': 'ar' } },
  { query: 'name=quatre%20fromages' },
  { query: 'name=chicken&limit=5&offset=3' },
  { query: 'name=chicken&limit=100' },
  { query: 'name=pizza&min_price=30&max_price=40&limit=100' },
  { query: 'name=pizza&max_price=35' },
  { query: 'name=chicken&max_price=20&limit=50' },
  { query: 'name=pizza&min_price=45' },
  { query: 'name=pizza&rating_count=4&limit=100' },
  { query: 'name=pizza&sort=high&limit=100' },
  { query: 'name=pizza&sort=low&limit=100' },
  { query: 'name=chicken&sort=low&max_price=30&limit=30' },
  { query: 'name=pizza&filter=discounted&limit=100' },
  { query: 'name=pizza&filter=currently_open&limit=100' },
  { query: 'name=chicken&filter=currently_open&limit=100', at: '2026-11-21T20:30:00Z' },
  { query: 'name=chicken&filter=currently_open&limit=100', at: '2026-11-22T02:00:00Z' },
  { query: 'name=pizza&filter=top_rated&limit=100' },
  { query: 'name=chicken&filter=popular&limit=30' },
  { query: 'name=chicken&filter=nearby&limit=30', headers: MARINA },
  { query: 'name=chicken&filter=[%22nearby%22,%22top_rated%22,%22currently_open%22]&sort=low&limit=30', headers: MARINA },
  { query: 'name=chicken&type=veg&limit=50' },
  { query: 'name=chicken&type=non_veg&limit=50' },
  { query: 'name=chicken&type=delivery&limit=50' },
  { query: 'name=chicken&type=take_away&limit=50' },
  { query: 'name=pizza&category_ids=[{cat:pizza}]&limit=50' },
  { query: 'name=chicken&category_ids={cat:burgers},{cat:shawarma-and-wraps}&limit=50' },
  { query: 'name=pizza&store_id={store:Napoli Pizzeria}&limit=50' },
  { query: 'name=milk&brand_ids={brand:Almarai}&limit=100', module: 'grocery' },
  { query: 'name=milk&limit=50', module: 'grocery' },
  { query: 'name=pizza', module: 'grocery' },
  { query: 'name=shawarma&limit=50', zones: 'sharjah' },
  { query: 'data_type=category&category_ids=[{cat:pizza}]&limit=50' },
  { query: 'data_type=discounted&limit=50' },
  { query: 'data_type=new&limit=20' },
  { query: 'data_type=new&name=pizza&limit=20' },
  { query: 'data_type=searched&name=pizza&filter=discounted&sort=low&min_price=10&max_price=60&rating_count=3&limit=50' },
  { query: 'name=pizza&list_type=store' },
  { query: 'name=chicken&list_type=store&limit=50' },
  { query: 'name=chicken&list_type=store&filter=currently_open&limit=50', at: '2026-11-21T20:30:00Z' },
  { query: 'name=chicken&list_type=store&rating_count=4&category_ids=[{cat:burgers}]&limit=50' },
  { query: 'name=sushi%20sensai', path: 'stores/search' },
  { query: 'name=piz', path: 'items/item-or-store-search' },
  { query: 'name=chick&limit=10', path: 'items/item-or-store-search' },
];

const fill = (ids: Ids, query: string) =>
  query.replace(/\{(cat|brand|store):([^}]+)\}/g, (_, kind: keyof Ids, key: string) => String(ids[kind][key] ?? 0));

const label = (c: Case) => [c.path ?? 'items/search', c.query, c.module ?? 'food', c.zones ?? 'dubai', c.at ?? '', c.headers?.latitude ? 'at marina' : ''].filter(Boolean).join(' ');

/** The bodies each pass answered, by case. */
const bodies: Record<Mode, Record<string, string>> = { sql: {}, index: {} };

/** What a search answered, by ids: items (or stores) in order and the total, or the suggestions. */
async function answer(mode: Mode, c: Case): Promise<unknown> {
  const { t, f, ids } = apps[mode];
  t.app.services.clock.set(new Date(c.at ?? SEED_NOW));
  const zones = c.zones === 'sharjah' ? f.sharjah : f.dubai;
  const res = await f.get(`${c.path ?? 'items/search'}?${fill(ids, c.query)}`, f.headers(c.module ?? 'food', zones, c.headers ?? {}));
  expect(res.statusCode, c.query).toBe(200);
  bodies[mode][label(c)] = res.body;
  const body = res.json();
  if (c.path === 'items/item-or-store-search') return { items: body.items.map((i: { id: number }) => i.id), stores: body.stores.map((s: { id: number }) => s.id) };
  const list = (body.products ?? body.stores) as { id: number }[];
  return { total: body.total_size, ids: list.map((x) => x.id) };
}

describe.each(MODES)('search answers the same as before (demo data), through %s', (mode) => {
  const expected = fs.existsSync(EXPECTED) ? (JSON.parse(fs.readFileSync(EXPECTED, 'utf8')) as Record<string, Record<string, unknown>>) : {};
  const recorded: Record<string, unknown> = {};

  it.each(CASES.map((c) => [label(c), c] as const))('%s', async (name, c) => {
    const got = await answer(mode, c);
    // The index's answers are recorded; the SQL pass is compared with them.
    if (record && mode === 'index') recorded[name] = got;
    else expect(got).toEqual(expected[testDbKind]?.[name]);
  });

  it('leaves no case unrecorded', () => {
    if (record && mode === 'index') {
      const all = fs.existsSync(EXPECTED) ? JSON.parse(fs.readFileSync(EXPECTED, 'utf8')) : {};
      fs.writeFileSync(EXPECTED, `${JSON.stringify({ ...all, [testDbKind]: recorded }, null, 1)}\n`);
    }
    expect(Object.keys(expected[testDbKind] ?? {}).sort()).toEqual(CASES.map(label).sort());
    // Every item search of the table went through the index in its pass.
    const itemSearches = CASES.filter((c) => !c.path && !c.query.includes('list_type=store')).length;
    if (mode === 'index') expect(indexSearches.filter(([index]) => index === apps.index.index).length).toBe(itemSearches);
  });
});

describe('search through the index', () => {
  it('answers the same bytes as through SQL (its pages are put together from cards kept serialized)', () => {
    expect(Object.keys(bodies.index).length).toBe(CASES.length);
    for (const name of Object.keys(bodies.sql)) expect(bodies.index[name], name).toBe(bodies.sql[name]);
  });
});
