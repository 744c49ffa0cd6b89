// How long the full-text engines take to answer one search at bench scale, without HTTP or cards:
// the evidence behind the in-memory item index (modules/search/search.index.ts). One request must
// cost at most ~0.6 ms of CPU for 1,500 req/s on one Node process; these are the SQL parts alone.
//
// Measured on 2026-11-24 (2 shared cores, load average ~5, so +-50%), 100k items, "pizza" (4,097
// matches, 2,150 visible in zone 1 food under the price):
//   SQLite FTS5: match alone 0.2 ms (count, 'pizza' or 'pizza*'; names only 0.3 ms); with the join,
//     visibility and price filter, counted: 1.3-2.0 ms; the ranked page of 12: 1.6-2.7 ms. A
//     search needs both: 3-4.7 ms of SQL.
//   PostgreSQL GIN: match alone 1.6-3.5 ms; counted with the filters 16-29 ms; the page of 12
//     ranked by names first 33 ms, by ts_rank + similarity (as before) 41-96 ms.
// The goal (1,500 req/s on 2 cores) leaves ~0.6 ms of CPU per request for everything, cards and
// HTTP included, and both engines' cost grows with the matches, i.e. with the catalogue.
//   npx tsx bench/search-engines.ts                       the 100k SQLite data set in bench/.data
//   BENCH_DATABASE_URL=postgres://... npx tsx bench/search-engines.ts   a seeded PostgreSQL
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.RUNS ?? 200);
const now = new Date().toISOString();
// The bench's goal row: zone 1, the food module, "pizza" as a prefix, cheaper than a price, ranked.
const price = (i: string, s: string) => `coalesce(case when ${i}.id in (select fi.item_id from flash_sale_items fi where fi.status = 1) then
  (select min(f.price) from flash_sale_items f join flash_sales fs on fs.id = f.flash_sale_id where f.item_id = ${i}.id and f.status = 1 and fs.status = 1 and fs.start_date <= '${now}' and fs.end_date >= '${now}') end,
  case when ${s}.discount > 0 and (${s}.discount_start is null or ${s}.discount_start <= '${now}') and (${s}.discount_end is null or ${s}.discount_end >= '${now}')
    then ${i}.price - (case when ${s}.discount_type = 'percent' then ${i}.price * ${s}.discount / 100.0 else ${s}.discount end)
  when ${i}.discount > 0 then ${i}.price - (case when ${i}.discount_type = 'percent' then ${i}.price * ${i}.discount / 100.0 else ${i}.discount end)
  else ${i}.price end)`;
const filtered = (matches: string, cross: string) => `select i.id from ${matches} ${cross}
  join stores s on s.id = i.store_id where i.status = 1 and s.status = 1 and i.zone_id in (1) and i.module_id = 1 and ${price('i', 's')} <= 1500000`;

function time(label: string, run: () => unknown): void {
  for (let i = 0; i < 10; i++) run();
  const start = process.hrtime.bigint();
  let result: unknown;
  for (let i = 0; i < RUNS; i++) result = run();
  const ms = Number(process.hrtime.bigint() - start) / 1e6 / RUNS;
  console.log(`${label.padEnd(58)} ${ms.toFixed(2).padStart(7)} ms  ${JSON.stringify(result).slice(0, 40)}`);
}

async function timeAsync(label: string, run: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 10; i++) await run();
  const start = process.hrtime.bigint();
  let result: unknown;
  for (let i = 0; i < RUNS; i++) result = await run();
  const ms = Number(process.hrtime.bigint() - start) / 1e6 / RUNS;
  console.log(`${label.padEnd(58)} ${ms.toFixed(2).padStart(7)} ms  ${JSON.stringify(result).slice(0, 40)}`);
}

if (process.env.BENCH_DATABASE_URL) {
  const client = new pg.Client(process.env.BENCH_DATABASE_URL);
  await client.connect();
  const q = async (text: string) => (await client.query(text)).rows[0];
  const tsq = `to_tsquery('simple', 'pizza:*')`;
  console.log(`PostgreSQL GIN, ${RUNS} runs each, one connection`);
  await timeAsync('count of matches (pizza:*)', () => q(`select count(*) from item_search where document @@ ${tsq}`));
  await timeAsync('count, visible in zone 1 food, price <= 15000.00', () =>
    q(`select count(*) from (${filtered(`(select item_id as id from item_search where document @@ ${tsq} offset 0) m`, 'cross join lateral (select * from items where items.id = m.id offset 0) i')}) x`));
  await timeAsync('page of 12, names first, filtered, ordered', () =>
    q(`select i.id from (select item_id as id, case when document @@ to_tsquery('simple', 'pizza:*A') then 1 else 0 end as rank from item_search where document @@ ${tsq} offset 0) m
      cross join lateral (select * from items where items.id = m.id offset 0) i join stores s on s.id = i.store_id
      where i.status = 1 and s.status = 1 and i.zone_id in (1) and i.module_id = 1 and ${price('i', 's')} <= 1500000 order by m.rank desc, i.order_count desc, i.id desc limit 12`));
  await timeAsync('page of 12, ts_rank + similarity (before), filtered, ordered', () =>
    q(`select i.id from (select x.item_id as id, ts_rank(x.document, q) + similarity(it.name, 'pizza') as rank from item_search x join items it on it.id = x.item_id, ${tsq} q where x.document @@ q offset 0) m
      cross join lateral (select * from items where items.id = m.id offset 0) i join stores s on s.id = i.store_id
      where i.status = 1 and s.status = 1 and i.zone_id in (1) and i.module_id = 1 and ${price('i', 's')} <= 1500000 order by m.rank desc, i.order_count desc, i.id desc limit 12`));
  await client.end();
} else {
  const dir = fs.readdirSync(path.join(here, '.data')).find((d) => d.startsWith('scale-') && d.endsWith('-100000'));
  if (!dir) throw new Error('no 100k data set in bench/.data: run the bench once');
  const db = new Database(path.join(here, '.data', dir, 'storefront.db'), { readonly: true });
  const one = (text: string) => { const s = db.prepare(text); return () => s.get(); };
  console.log(`SQLite FTS5, ${RUNS} runs each`);
  time('count of matches (pizza)', one(`select count(*) n from item_search where item_search match 'pizza'`));
  time('count of matches (pizza*)', one(`select count(*) n from item_search where item_search match '"pizza"*'`));
  time('count of name matches (name : pizza*)', one(`select count(*) n from item_search where item_search match 'name : ("pizza"*)'`));
  time('count, visible in zone 1 food, price <= 15000.00', one(`select count(*) n from (${filtered(`(select rowid as id from item_search where item_search match '"pizza"*' limit -1) m`, 'cross join items i on i.id = m.id')})`));
  time('page of 12, name rank, filtered, ordered', one(`select i.id from (select rowid as id, 1 as rank from item_search where item_search match 'name : ("pizza"*)'
      union all select rowid, 0 from item_search where item_search match '("pizza"*) NOT (name : ("pizza"*))') m cross join items i on i.id = m.id
      join stores s on s.id = i.store_id where i.status = 1 and s.status = 1 and i.zone_id in (1) and i.module_id = 1 and ${price('i', 's')} <= 1500000
      order by m.rank desc, i.order_count desc, i.id desc limit 12`));
  db.close();
}
