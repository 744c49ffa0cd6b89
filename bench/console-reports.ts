// The console's reports over a large business's history (run/reports-data: the daily figures of 100,000
// orders, a million with BENCH_SCALE=1m, over two years, 200 stores), asked for as staff ask for them:
// spans of a week to a year, by day or week, sales grouped by module, zone or store; each request another
// span so that no answer is one the server could keep. Goal: p99 at most 1,000 ms a report. On SQLite and
// on PostgreSQL; printed as `npm run bench` prints its rows.
//   npx tsx bench/console-reports.ts                                      SQLite (seeded once into bench/.data)
//   BENCH_SCALE=1m BENCH_DATABASE_URL=postgres://... npx tsx bench/console-reports.ts   PostgreSQL
// BENCH_CONNECTIONS (4), BENCH_SECONDS, BENCH_ONLY as for npm run bench.
//
// Measured on 2026-11-30, BENCH_SCALE=1m, 4 connections (4 staff at once), 8 s a row; SQLite on a quiet
// machine (others under 1%), PostgreSQL while other processes kept 60 to 90% of the 2 cores busy (its own
// server among them). p99 in ms (the server's CPU ms a report in brackets; on PostgreSQL the database's own
// time is not in it):
//                                          SQLite          PostgreSQL
//   sales, a year by day, each grouping    114 (17.8)      150 (8.4)
//   sales, a year by week, by store        56 (9.0)        67 (5.0)
//   sales, 30 days by store                17 (2.5)        38 (2.4)
//   delivery times, a year by week         36 (5.0)        51 (1.9)
//   cancellations, a year                  21 (3.0)        15 (0.4)
//   top items, a year                      109 (15.5)      122 (1.4)
//   top items, 7 days                      12 (1.7)        20 (0.6)
//   customers, a year by day               4 (0.5)         10 (0.7)
//   sales as CSV, a year by day by store   802 (97)        1050 (150)   every store's every day: 73,200 lines, four downloads at once
// On a machine whose other processes kept half of it busy, SQLite's rows were 1.5 to 2 times these (CSV 1,132).
// A year is read from its whole weeks (order_week_stats; top items: months, order_month_items) and the days
// around them, kept beside the daily rows by the same calls. Before those roll-ups, at 4 connections on a
// busy machine, SQLite's year-long rows queued behind each other: p99 1.2 to 2.4 s at 100 to 275 ms of CPU
// each; the CSV export, built whole in memory, cost 1,160 ms of CPU on SQLite and 860 on PostgreSQL (p99
// 1,272 and 1,200 ms at one connection). It is now read 14 days at a time and streamed; at 4 downloads at
// once the server's one thread is busy with them, so each waits for the others. Before the sales report
// summed per period only its 12 largest series and grouped along the table's key, a year by store cost
// 2,950 ms of CPU on SQLite (73,200 rows sorted, then handed to JavaScript).
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
