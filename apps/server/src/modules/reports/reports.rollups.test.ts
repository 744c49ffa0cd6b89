import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CSV_COLUMNS } from '@storefront/contract';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';
import { addDayItems, addDayStats, noFigures } from './reports.counts.repository.js';
import { dateOf, dayNumber, splitSpan } from './reports.span.js';

// A large business's figures of 120 days of 2024 (150 stores, 40 items a day), written as the orders'
// state changes write them: the reports over spans that hold whole weeks and months (read from the
// roll-ups) and days around them must give the figures the days add up to, and the CSV export every line.
let t: TestApp;
let finance: StaffSession;
const FIRST = dayNumber('2024-01-01');
const DAYS = 120;
const STORES = 150;
const placedOf = (d: number, s: number) => 1 + ((d + s) % 5);
const salesOf = (d: number, s: number) => (placedOf(d, s) - 1) * 1_000 + s;
const quantityOf = (d: number, i: number) => 1 + ((d * 3 + i) % 7);

beforeAll(async () => {
  t = await createTestApp();
  finance = await staffSession(t, [{ role: 'finance', storeId: null }]);
  const store = await t.db.selectFrom('stores').select(['module_id', 'zone_id']).orderBy('id').executeTakeFirstOrThrow();
  for (let d = 0; d < DAYS; d += 1) {
    const day = dateOf(FIRST + d);
    await addDayStats(t.db, Array.from({ length: STORES }, (_, s) => ({
      day, module_id: store.module_id, zone_id: store.zone_id, store_id: 900_000 + s, ...noFigures(),
      placed: placedOf(d, s), delivered: placedOf(d, s) - 1, sales: salesOf(d, s),
    })));
    await addDayItems(t.db, Array.from({ length: 40 }, (_, i) => ({ day, item_id: 800_000 + ((d + i) % 60), quantity: quantityOf(d, i), sales: quantityOf(d, i) * 250 })));
  }
});
afterAll(() => t.close());

/** What the days from..to (both in the 120) add up to, per store. */
function expected(from: string, to: string) {
  const sums = new Map<number, { placed: number; sales: number }>();
  for (let d = dayNumber(from) - FIRST; d <= dayNumber(to) - FIRST; d += 1) {
    for (let s = 0; s < STORES; s += 1) {
      const sum = sums.get(900_000 + s) ?? { placed: 0, sales: 0 };
      sum.placed += placedOf(d, s);
      sum.sales += salesOf(d, s);
      sums.set(900_000 + s, sum);
    }
  }
  return sums;
}

describe('the reports\' roll-ups', () => {
  it('cut a span into whole weeks or months and the days around them', () => {
    expect(splitSpan('2024-01-03', '2024-02-20', 'week')).toEqual({
      whole: { from: '2024-01-08', to: '2024-02-12' }, days: [{ from: '2024-01-03', to: '2024-01-07' }, { from: '2024-02-19', to: '2024-02-20' }],
    });
    expect(splitSpan('2024-01-01', '2024-03-31', 'month')).toEqual({ whole: { from: '2024-01-01', to: '2024-03-01' }, days: [] });
    expect(splitSpan('2024-01-02', '2024-01-30', 'month')).toEqual({ whole: null, days: [{ from: '2024-01-02', to: '2024-01-30' }] });
    expect(splitSpan('2024-12-15', '2025-02-01', 'month')).toEqual({
      whole: { from: '2025-01-01', to: '2025-01-01' }, days: [{ from: '2024-12-15', to: '2024-12-31' }, { from: '2025-02-01', to: '2025-02-01' }],
    });
  });

  it('give the sales report the figures its days add up to, by week and by day, for a span that starts and ends mid-week', async () => {
    const [from, to] = ['2024-01-03', '2024-04-26'];
    const sums = expected(from, to);
    for (const by of ['week', 'day']) {
      const body = (await finance.call('GET', `reports/sales?from=${from}&to=${to}&group=store&by=${by}`)).json();
      const mine = body.series.filter((s: { key: number }) => s.key >= 900_000);
      expect(mine).toHaveLength(STORES);
      for (const s of mine) expect({ key: s.key, placed: s.totals.placed, sales: s.totals.sales }).toEqual({ key: s.key, ...sums.get(s.key)!, sales: sums.get(s.key)!.sales / 100 });
      // The largest series per period: each period's figures add up to the series' totals.
      for (const s of mine.filter((x: { placed: number[] }) => x.placed.length)) expect(s.placed.reduce((a: number, b: number) => a + b, 0)).toBe(s.totals.placed);
    }
    const week = (await finance.call('GET', `reports/sales?from=${from}&to=${to}&by=week`)).json();
    expect(week.periods[0]).toBe('2024-01-01');
    // The first week holds 3 to 7 January only; the second is whole (read from its roll-up).
    const weekOf = (a: string, b: string) => [...expected(a, b).values()].reduce((n, x) => n + x.placed, 0);
    expect(week.series[0].placed.slice(0, 2)).toEqual([weekOf('2024-01-03', '2024-01-07'), weekOf('2024-01-08', '2024-01-14')]);
  });

  it('give top items the units its days add up to, over whole months and the days around them', async () => {
    const [from, to] = ['2024-01-20', '2024-04-10'];
    const units = new Map<number, number>();
    for (let d = dayNumber(from) - FIRST; d <= dayNumber(to) - FIRST; d += 1) {
      for (let i = 0; i < 40; i += 1) units.set(800_000 + ((d + i) % 60), (units.get(800_000 + ((d + i) % 60)) ?? 0) + quantityOf(d, i));
    }
    const top = [...units].sort(([ia, a], [ib, b]) => b - a || ia - ib).slice(0, 10);
    const body = (await finance.call('GET', `reports/top-items?from=${from}&to=${to}&limit=10`)).json();
    expect(body.items.map((x: { item_id: number; quantity: number }) => [x.item_id, x.quantity])).toEqual(top);
  });

  it('export a large sales report whole and well formed, as it is read, a formula-like name written as text', async () => {
    const [from, to] = ['2024-01-01', '2024-04-29'];
    const report = (await finance.call('GET', `reports/sales?from=${from}&to=${to}&group=store`)).json();
    const res = await finance.call('GET', `reports/sales/export?from=${from}&to=${to}&group=store`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sales-${from}-${to}.csv"`);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const lines = res.body.slice(0, -2).split('\r\n');
    expect(lines[0]).toBe(REPORT_CSV_COLUMNS.sales.join(','));
    expect(lines).toHaveLength(1 + DAYS * report.series.length);
    expect(report.series.length).toBeGreaterThanOrEqual(STORES);
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.every((r) => r.length === 6)).toBe(true);
    // Every day, every series, the largest first; the figures add up to the report's.
    expect(rows[0]).toEqual([from, String(report.series[0].key), report.series[0].name, ...[0, 1, 2].map(() => expect.any(String))]);
    expect(rows.at(-1)![0]).toBe(to);
    expect(rows.reduce((n, r) => n + Number(r[3]), 0)).toBe(report.totals.placed);
    expect(Math.round(rows.reduce((n, r) => n + Number(r[5]), 0) * 100)).toBe(Math.round(report.totals.sales * 100));
    const store = Number(report.series.find((s: { key: number }) => s.key === 900_003).key);
    expect(rows.find((r) => r[0] === '2024-01-10' && r[1] === String(store))).toEqual(['2024-01-10', String(store), `#${store}`, String(placedOf(9, 3)), String(placedOf(9, 3) - 1), String(salesOf(9, 3) / 100)]);
    // The cell that a spreadsheet would run is written as text.
    const named = await t.db.selectFrom('stores').select(['id', 'module_id', 'zone_id']).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('stores').set({ name: '=HYPERLINK("x")' }).where('id', '=', named.id).execute();
    await addDayStats(t.db, [{ day: '2023-06-01', module_id: named.module_id, zone_id: named.zone_id, store_id: named.id, ...noFigures(), placed: 1 }]);
    const one = (await finance.call('GET', 'reports/sales/export?from=2023-06-01&to=2023-06-01&group=store')).body.split('\r\n');
    expect(one[1]).toBe(`2023-06-01,${named.id},"'=HYPERLINK(""x"")",1,0,0`);
  });

  it('refuse a bad span before any line of an export', async () => {
    const res = await finance.call('GET', 'reports/sales/export?from=2024-04-01&to=2024-01-01');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
