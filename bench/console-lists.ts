// The admin console's other lists at a large business's volumes (run/lists-data: 2,000 basic and 2,000
// item campaigns, 500 flash sales of 20 lines, 2,000 coupons, 1,000 cashback offers, 1,000 banners, 100
// parcel categories, 200 units and 200 attributes, 5,000 store applications, and the texts lacking a
// translation over 20,000 items), their pages asked for as admins ask for them (deep pages, narrowed by
// module, zone, state, on or off, a word in any language, and these together), each request another
// page or filter so that no answer is one the server could keep; goal: p99 at most 50 ms a page. On
// SQLite and on PostgreSQL; printed as `npm run bench` prints its rows.
//   npx tsx bench/console-lists.ts                                   SQLite (seeded once into bench/.data)
//   BENCH_DATABASE_URL=postgres://... npx tsx bench/console-lists.ts   PostgreSQL, in its schema bench_lists_20000 (seeded once)
// BENCH_CONNECTIONS (4), BENCH_SECONDS, BENCH_ONLY as for npm run bench; BENCH_LIST_ITEMS (20,000) items.
//
// Measured on 2026-11-30 on a quiet machine (load average 1.3 to 2.4 at the start on 2 cores), 4 s a row
// at 4 connections. p99 in ms (the server's CPU ms a page in brackets; on PostgreSQL the database's own
// time is not in it; its word rows after the searches by pattern, below):
//                              SQLite                                  PostgreSQL
//   basic campaigns            pages 13 (1.5), module+state 9 (1.2),    25 (2.5), 15 (1.6), word 35 (2.4)
//                              word 74 (6.6)
//   item campaigns             9 (1.0), 10 (1.0), word 43 (4.2)         55 (1.7), 25 (1.5), 20 (1.3)
//   flash sales                35 (4.2), 37 (3.7), 21 (1.9)             57 (6.4), 35 (2.9), 15 (1.2)
//   coupons                    pages 5 (0.6), filters+word 19 (2.0)     13 (1.3), 12 (0.9)
//   cashback offers            pages+state 16 (1.3), word 34 (3.6)      8 (0.8), 16 (1.0)
//   banners, parcel categories 6 (0.8), 6 (0.7)                         8 (0.8), 9 (1.1)
//   units, attributes          6 (0.7), 5 (0.6)                         12 (1.1), 9 (0.8)
//   store applications         pages 7 (0.9), state 9 (1.0),            21 (1.7), 43 (2.2), word 140 (2.9)
//                              word 153 (16.6)
//   ... the word row on 2026-11-30 after the trigram index (migration store_application_search), measured
//   while a CI run kept the machine busy (load average 4.4): SQLite 8 (0.9), PostgreSQL 14 (0.6)
//   texts lacking translation  pages 21 (2.6), kind 16 (2.2),           53 (3.3), 43 (2.3), word 257 (7.0)
//                              word 190 (23.9)
// A console search by part of a word is a pattern whose letters stand for their capital and accented forms
// (db/like: a GLOB on SQLite, a regular expression on PostgreSQL), read by the database itself. Folding
// every row instead (a JavaScript search_fold on SQLite, search_fold on PostgreSQL) cost, on SQLite, the
// texts' word search 103 ms of CPU a request, store applications' 47, basic campaigns' 19; on PostgreSQL
// store applications' word search p99 968 ms, the texts' 706.
// Before the index of their order (migration store_application_order) the applications' pages read and
// sorted all 5,000 rows: 137 ms (11.5) and by state 194 ms (8.1) on SQLite in a 2 s run. Before the
// migration lacking_translations_languages the texts' pages cost 33 to 38 ms of CPU on SQLite (21 counts,
// each over a whole table or every row's JSON); before the lines' lateral read of items PostgreSQL read a
// page of flash sales by a hash join over every item (55 ms of its own). What is slow by design rather than
// by a missing index:
// - the texts lacking a translation: each request counts all 21 sources (in one statement, each from a
//   partial index: 21,844 item descriptions lack both languages, about 1 ms of counting on SQLite, 4 ms on
//   PostgreSQL); a word is matched in every lacking row's text and name, read from the table.
// - a search by a word (every language's text, and an applicant's name, email or phone) reads the whole
//   table, twice (page and count): 5,000 applications by five patterns each, 17 ms of CPU on SQLite.
import { TRANSLATION_KINDS } from '@storefront/contract';
import { LIST_ITEMS, listsData } from './run/lists-data.js';
import { ADJECTIVES, PRODUCTS } from './run/menu-data.js';

process.env.BENCH_CONNECTIONS ??= '4';
process.env.BENCH_MAX_P99 ??= '50';
process.env.BENCH_MIN_SHARE ??= '0';
// Read after the connections are set: the bench's settings take them when first imported.
const { withOwnData } = await import('./run/own-data.js');
const { report } = await import('./run/report.js');

await withOwnData(`lists-${LIST_ITEMS}`, (where, log) => listsData(where.dataDir, where.databaseUrl, where.pgSchema, log), async (data, { appUrl, bareUrl, load, loadAtStart }) => {
  const base = '/api/v1/console';
  const promotions = { authorization: `Bearer ${data.catalogueToken}`, 'x-localization': 'en' };
  const operations = { authorization: `Bearer ${data.operationsToken}`, 'x-localization': 'en' };
  for (const [path, headers] of [['/campaigns/basic', promotions], ['/store-applications', operations], ['/translations/missing', promotions]] as const) {
    const first = await fetch(`${appUrl}${base}${path}?limit=1`, { headers });
    if (!first.ok) throw new Error(`${path} answered ${first.status}: ${await first.text()}`);
  }
  const words = [...PRODUCTS.flatMap((w) => w), ...ADJECTIVES.map((w) => w[0])];
  const cycle = <T>(list: readonly T[], n: number) => list[n % list.length]!;
  const word = (n: number) => encodeURIComponent(cycle(words, n));
  /** Pages 1 to `pages` of 25 rows. */
  const page = (n: number, pages: number) => `offset=${25 * (n % pages)}`;
  const states = ['off', 'scheduled', 'running', 'expired'];
  /** A filter sometimes left out, as an admin narrows a list or not. */
  const maybe = (name: string, list: readonly (string | number)[], n: number) => (n % (list.length + 1) === list.length ? '' : `&${name}=${cycle(list, n)}`);
  const onOff = (n: number) => maybe('on', ['true', 'false'], n);
  const row = (name: string, path: string, vary: (n: number) => string, headers: Record<string, string> = promotions) => (
    load(name, `${appUrl}${base}${path}?${vary(0)}`, headers, (n) => `${base}${path}?${vary(n)}`)
  );
  const campaignRows = async (name: string, path: string, pages: number) => [
    await row(`${name}, pages 1-${pages}`, path, (n) => page(n, pages)),
    await row('  ... by module and state', path, (n) => `${page(n >> 3, 4)}${maybe('module_id', data.moduleIds, n)}${maybe('state', states, n >> 2)}`),
    await row('  ... a word of the title (en, ar, fr)', path, (n) => `search=${word(n)}${maybe('module_id', data.moduleIds, n >> 1)}${maybe('state', states, n >> 3)}`),
  ];
  const rows = [
    await load('bare fastify GET /bare', bareUrl),
    ...await campaignRows('basic campaigns (5 stores)', '/campaigns/basic', 40),
    ...await campaignRows('item campaigns', '/campaigns/items', 40),
    ...await campaignRows('flash sales (20 lines)', '/flash-sales', 20),
    await row('coupons, pages 1-40', '/coupons', (n) => page(n, 40)),
    await row('  ... module, state, a word or code', '/coupons', (n) => (
      `${page(n >> 4, 2)}${maybe('module_id', data.moduleIds, n)}${maybe('state', states, n >> 2)}${n % 3 === 2 ? '' : `&search=${n % 3 ? `bench${n % 200}` : word(n)}`}`
    )),
    await row('cashback offers, pages 1-40, by state', '/cashbacks', (n) => `${page(n, 40)}${maybe('state', states, n >> 3)}`),
    await row('  ... a word of the title (en, ar, fr)', '/cashbacks', (n) => `search=${word(n)}${maybe('state', states, n >> 1)}`),
    await row('banners by module, zone, on or off', '/banners', (n) => `${page(n >> 2, 10)}${maybe('module_id', data.moduleIds, n)}${maybe('zone_id', data.zoneIds, n >> 1)}${onOff(n >> 3)}`),
    await row('parcel categories, on or off, a word', '/parcel-categories', (n) => `${page(n, 4)}${onOff(n >> 2)}${n % 4 === 3 ? `&search=${word(n)}` : ''}`),
    await row('units, on or off, a word', '/units', (n) => `${page(n, 8)}${onOff(n >> 3)}${n % 4 === 3 ? `&search=${word(n)}` : ''}`),
    await row('attributes, on or off, a word', '/attributes', (n) => `${page(n, 8)}${onOff(n >> 3)}${n % 4 === 3 ? `&search=${word(n)}` : ''}`),
    await row('store applications, pages 1-40', '/store-applications', (n) => page(n, 40), operations),
    await row('  ... by state', '/store-applications', (n) => `${page(n >> 2, 20)}&state=${cycle(['pending', 'approved', 'rejected'], n)}`, operations),
    await row('  ... a word of a name, an email or phone', '/store-applications', (n) => (
      `search=${n % 3 === 0 ? word(n) : n % 3 === 1 ? `applicant${n % 5000}` : `5${String(n % 1000).padStart(3, '0')}`}${maybe('state', ['pending', 'approved', 'rejected'], n >> 2)}`
    ), operations),
    await row('texts lacking a translation, pages 1-40', '/translations/missing', (n) => `offset=${1 + (n % 40)}${maybe('lang', ['ar', 'fr'], n >> 3)}`),
    await row('  ... of a kind, pages 1-5', '/translations/missing', (n) => `kind=${cycle(TRANSLATION_KINDS, n)}&offset=${1 + ((n >> 4) % 5)}${maybe('lang', ['ar', 'fr'], n >> 2)}`),
    await row('  ... a word of the text or name', '/translations/missing', (n) => `q=${word(n)}${maybe('kind', TRANSLATION_KINDS, n >> 1)}${maybe('lang', ['ar', 'fr'], n >> 3)}`),
  ];
  report(rows.filter((r): r is NonNullable<typeof r> => r !== null),
    `console lists: the admin's lists beside ${LIST_ITEMS} items (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}); goal: p99 at most 50 ms a page`, loadAtStart);
});
