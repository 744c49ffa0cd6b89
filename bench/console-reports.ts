// The console's reports over a large business's history (run/reports-data: the daily figures of 100,000
// orders, a million with BENCH_SCALE=1m, over two years, 200 stores), asked for as staff ask for them:
// spans of a week to a year, by day or week, sales grouped by module, zone or store; each request another
// span so that no answer is one the server could keep. Goal: p99 at most 1,000 ms a report. On SQLite and
// on PostgreSQL; printed as `npm run bench` prints its rows.
//   npx tsx bench/console-reports.ts                                      SQLite (seeded once into bench/.data)
//   BENCH_SCALE=1m BENCH_DATABASE_URL=postgres://... npx tsx bench/console-reports.ts   PostgreSQL
// BENCH_CONNECTIONS (4), BENCH_SECONDS, BENCH_ONLY as for npm run bench.
//
// Measured on 2026-11-30, BENCH_SCALE=1m, one connection, 2 s a row (the machine quiet: load average 1.9).
// p99 in ms (the server's CPU ms a report in brackets; on PostgreSQL the database's own time is not in it):
//                                          SQLite          PostgreSQL
//   sales, a year by day, each grouping    209 (142)       148 (23)
//   sales, a year by week, by store        184 (163)       149 (33)
//   sales, 30 days by store                30 (17)         30 (11)
//   delivery times, a year by week         174 (95)        96 (11)
//   cancellations, a year                  18 (12)         17 (3)
//   top items, a year                      201 (200)       174 (4)
//   top items, 7 days                      10 (8)          18 (4)
//   customers, a year by day               6 (3)           9 (4)
//   sales as CSV, a year by day by store   1272 (1160)     1200 (860)   every store's every day: 73,200 lines
// At 4 connections on a busy machine (load average 6, other processes keeping half the cores) SQLite's
// year-long rows queue behind each other: p99 1.2 to 2.4 s at 100 to 275 ms of CPU each. Before the sales
// report summed per period only its 12 largest series and grouped along the table's key, a year by store
// cost 2,950 ms of CPU on SQLite (73,200 rows sorted, then handed to JavaScript).
import { REPORT_ORDERS, reportsData } from './run/reports-data.js';

process.env.BENCH_CONNECTIONS ??= '4';
process.env.BENCH_MAX_P99 ??= '1000';
process.env.BENCH_MIN_SHARE ??= '0';
// Read after the connections are set: the bench's settings take them when first imported.
const { withOwnData } = await import('./run/own-data.js');
const { report } = await import('./run/report.js');

await withOwnData(`reports-${REPORT_ORDERS}`, (where, log) => reportsData(where.dataDir, where.databaseUrl, where.pgSchema, log), async (data, { appUrl, bareUrl, load, loadAtStart }) => {
  const base = '/api/v1/console/reports';
  const headers = { authorization: `Bearer ${data.token}`, 'x-localization': 'en' };
  const first = await fetch(`${appUrl}${base}/sales`, { headers });
  if (!first.ok) throw new Error(`reports answered ${first.status}: ${await first.text()}`);
  const DAY_MS = 86_400_000;
  /** A span ending `n` days ago, of `days` days. */
  const span = (n: number, days: number) => {
    const to = Date.now() - (n % 300) * DAY_MS;
    return `from=${new Date(to - (days - 1) * DAY_MS).toISOString().slice(0, 10)}&to=${new Date(to).toISOString().slice(0, 10)}`;
  };
  const row = (name: string, path: string, vary: (n: number) => string) => load(name, `${appUrl}${base}${path}?${vary(0)}`, headers, (n) => `${base}${path}?${vary(n)}`);
  const groups = ['none', 'module', 'zone', 'store'];
  const rows = [
    await load('bare fastify GET /bare', bareUrl),
    await row('sales, a year by day, each grouping', '/sales', (n) => `${span(n, 366)}&by=day&group=${groups[n % 4]}`),
    await row('sales, a year by week, by store', '/sales', (n) => `${span(n, 366)}&by=week&group=store`),
    await row('sales, 30 days by store', '/sales', (n) => `${span(n, 30)}&group=store`),
    await row('delivery times, a year by week', '/delivery-times', (n) => `${span(n, 366)}&by=week`),
    await row('cancellations, a year', '/cancellations', (n) => span(n, 366)),
    await row('top items, a year', '/top-items', (n) => `${span(n, 366)}&limit=20`),
    await row('top items, 7 days', '/top-items', (n) => span(n, 7)),
    await row('customers, a year by day', '/customers', (n) => span(n, 366)),
    await row('sales as CSV, a year by day by store', '/sales/export', (n) => `${span(n, 366)}&group=store`),
  ];
  report(rows.filter((r): r is NonNullable<typeof r> => r !== null),
    `console reports: daily figures of ${REPORT_ORDERS} orders over two years, 200 stores (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}); goal: p99 at most 1,000 ms a report`, loadAtStart);
});
