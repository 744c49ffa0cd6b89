// Couriers' phones reporting where they are: COURIERS couriers (BENCH_COURIERS, 500) each sending a
// position every 5 s, so 100 reports a second, to one instance (every fifth courier on an order, whose
// position is relayed to its customer and store). The goal: p99 at most 20 ms per report, on SQLite and
// on PostgreSQL. A second row sends as fast as the server answers, for the headroom; then the offers and
// the earnings the app reads, as fast as answered.
//   npx tsx bench/courier-positions.ts                                   SQLite (seeded once into bench/.data)
//   BENCH_DATABASE_URL=postgres://... npx tsx bench/courier-positions.ts   PostgreSQL, in its schema bench_couriers_500
// It runs after the storefront's and the menu's rows in `npm run bench`; BENCH_SECONDS, BENCH_ONLY as there.
//
// Measured on 2026-11-29 (2 cores, 8 s, the built server), each report at its own moment (open load):
// SQLite 100 reports/s p99 9.8 ms, as fast as answered 2,997/s; PostgreSQL p99 14.9 ms, 1,304/s. The same
// 100/s as autocannon's paced connections (bursts of 10 at each second) measured p99 26 ms (SQLite) and
// 29 ms (PostgreSQL), down from 58 and 50 ms before one-statement sessions and compiled position queries.
// Profile a row with BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
import { COURIERS, courierData } from './run/courier-data.js';

// Phones report at their own moments: the goal row sends each report at its own evenly spaced moment (an
// open load). autocannon's paced connections all fire at the start of each second instead (a burst of
// 10 each second: the last of a burst waits for the nine before it). The headroom row uses 10 connections.
process.env.BENCH_CONNECTIONS ??= '10';
// Flagged by the goal (the paced row's p99) only: a paced row does not load the server as the bare route does.
process.env.BENCH_MIN_SHARE ??= '0';
const { withOwnData } = await import('./run/own-data.js');
const { report } = await import('./run/report.js');

await withOwnData(`couriers-${COURIERS}`, (where, log) => courierData(where.dataDir, where.databaseUrl, where.pgSchema, log), async (data, { appUrl, bareUrl, load, loadAtStart }) => {
  const url = `${appUrl}/api/v1/console/courier/positions`;
  const json = { 'content-type': 'application/json' };
  // Courier n % COURIERS, a little further along each time, at the moment the request is made.
  const report1 = (n: number) => {
    const step = Math.floor(n / COURIERS);
    const position = { lat: data.centre.lat + ((n % COURIERS) % 50) * 0.0005 + step * 0.0002, lng: data.centre.lng + step * 0.0002, at: new Date().toISOString() };
    return { headers: { ...json, authorization: `Bearer ${data.tokens[n % COURIERS]}` }, body: JSON.stringify({ positions: [position] }) };
  };
  const asCourier = (n: number) => ({ headers: { authorization: `Bearer ${data.tokens[n % COURIERS]}` } });
  const first = await fetch(url, { method: 'POST', ...report1(0) });
  if (!first.ok) throw new Error(`positions answered ${first.status}: ${await first.text()}`);
  const rows = [
    await load('bare fastify GET /bare', bareUrl),
    await load(`courier positions, ${COURIERS} couriers every 5 s`, url, json, report1, { method: 'POST', overallRate: COURIERS / 5, spread: true, maxP99: 20 }),
    await load('  ... as fast as answered', url, json, report1, { method: 'POST' }),
    // What the app reads besides: the offers (every 10 s while online) and the earnings page, as fast as answered.
    await load('courier offers', `${appUrl}/api/v1/console/courier/offers`, {}, asCourier),
    await load('courier earnings', `${appUrl}/api/v1/console/courier/earnings?limit=20`, {}, asCourier),
  ];
  report(rows.filter((r): r is NonNullable<typeof r> => r !== null), `courier positions: ${COURIERS} couriers, one in five on an order (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}); goal: p99 at most 20 ms`, loadAtStart);
});
