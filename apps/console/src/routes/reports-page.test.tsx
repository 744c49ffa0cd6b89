import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type CancellationsReport, type CustomersReport, type DeliveryTimesReport, type SalesReport, type TopItemsReport } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session } from '../test/render-console';

/** What the page asked uPlot to draw: jsdom has no canvas, so the charts' options are looked at instead. */
const drawn = vi.hoisted(() => ({ charts: [] as { opts: any; data: number[][] }[] }));
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    constructor(opts: unknown, data: number[][]) {
      drawn.charts.push({ opts, data });
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

const SPAN = { from: '2026-11-24', to: '2026-11-25', time_zone: 'Asia/Dubai' };
const figures = (placed: number, sales: number) => ({ placed, delivered: placed - 1, canceled: 1, refunded: 0, placed_amount: sales, sales, discounts: 0, delivery_fees: 0, tax: 0, commission: sales / 10 });
const SALES: SalesReport = {
  ...SPAN, by: 'day', periods: ['2026-11-24', '2026-11-25'], group: 'store',
  series: [
    { key: 7, name: 'Green Basket', placed: [3, 1], delivered: [2, 1], sales: [120, 40], totals: figures(4, 160) },
    { key: 9, name: 'Fresh Corner', placed: [0, 2], delivered: [0, 1], sales: [0, 25.5], totals: figures(2, 25.5) },
  ],
  totals: figures(6, 185.5),
};
const TIMES: DeliveryTimesReport = { ...SPAN, by: 'day', periods: SALES.periods, placed: [3, 3], delivered: [2, 2], canceled: [1, 1], average_minutes: [35, 60], totals: { placed: 6, delivered: 4, canceled: 2, average_minutes: 47.5 } };
const CANCELS: CancellationsReport = { ...SPAN, reasons: [{ canceled_by: 'store', reason: 'Out of stock', orders: 2 }], total: 2 };
const ITEMS: TopItemsReport = { ...SPAN, items: [{ item_id: 11, name: 'Sourdough loaf', store_name: 'Green Basket', quantity: 9, sales: 90 }] };
const CUSTOMERS: CustomersReport = { ...SPAN, by: 'day', periods: SALES.periods, new_customers: [3, 1], returning_customers: [0, 1], totals: { new_customers: 4, returning_customers: 1 } };

function asFinance(handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  drawn.charts.length = 0;
  return mockApi({ 'GET config': { status: 200, body: { ...CONFIG.body, currency_code: 'AED' } }, 'GET console/me': { status: 200, body: session(operator('support'), [{ role: 'finance', store: null }]) }, ...handlers });
}

const reports = (q: string, answers: { sales: SalesReport; times: DeliveryTimesReport; cancels: CancellationsReport; items: TopItemsReport; customers: CustomersReport }) => ({
  [`GET console/reports/sales?${q}&by=day&group=none`]: { status: 200, body: { ...answers.sales, group: 'none' } },
  [`GET console/reports/sales?${q}&by=day&group=store`]: { status: 200, body: answers.sales },
  [`GET console/reports/delivery-times?${q}&by=day`]: { status: 200, body: answers.times },
  [`GET console/reports/cancellations?${q}`]: { status: 200, body: answers.cancels },
  [`GET console/reports/top-items?${q}`]: { status: 200, body: answers.items },
  [`GET console/reports/customers?${q}&by=day`]: { status: 200, body: answers.customers },
});

afterEach(() => vi.restoreAllMocks());

describe('the reports page', () => {
  it('draws each report for the days chosen, groups the sales by store, and downloads a report as CSV', async () => {
    const empty = { sales: { ...SALES, series: [], totals: figures(0, 0) }, times: { ...TIMES, totals: { ...TIMES.totals, placed: 0 } }, cancels: { ...CANCELS, reasons: [], total: 0 }, items: { ...ITEMS, items: [] }, customers: { ...CUSTOMERS, totals: { new_customers: 0, returning_customers: 0 } } };
    const calls = asFinance({
      'GET console/reports/sales?by=day&group=none': { status: 200, body: empty.sales },
      'GET console/reports/delivery-times?by=day': { status: 200, body: empty.times },
      'GET console/reports/cancellations': { status: 200, body: empty.cancels },
      'GET console/reports/top-items': { status: 200, body: empty.items },
      'GET console/reports/customers?by=day': { status: 200, body: empty.customers },
      ...reports('from=2026-11-24&to=2026-11-25', { sales: SALES, times: TIMES, cancels: CANCELS, items: ITEMS, customers: CUSTOMERS }),
      'GET console/reports/cancellations/export?from=2026-11-24&to=2026-11-25': { status: 200, body: 'canceled_by,reason,orders\r\nstore,Out of stock,2\r\n' },
    });
    renderConsole('/reports');
    // No orders in the last 30 days: every report says so.
    await waitFor(() => expect(screen.getAllByText('No orders in these days')).toHaveLength(5));
    expect(screen.getByRole('link', { name: 'Reports' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-24' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-25' } });
    fireEvent.change(screen.getByLabelText('Sales by'), { target: { value: 'store' } });
    const sales = await screen.findByRole('table', { name: 'Sales of each group' });
    const rows = within(sales).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').replace(/\s/g, ' ')));
    expect(rows).toEqual([['Green Basket', '4', '3', '1', 'AED 160.00', 'AED 16.00'], ['Fresh Corner', '2', '1', '1', 'AED 25.50', 'AED 2.55']]);
    expect(screen.getByTestId('average-minutes').textContent).toBe('Delivered in 47.5 minutes on average.');
    expect(screen.getByTestId('customers-totals').textContent).toBe('4 new, 1 returning');
    expect(within(screen.getByRole('table', { name: 'Top items' })).getByText('Sourdough loaf')).toBeTruthy();

    await waitFor(() => expect(drawn.charts.some((c) => c.opts.series[1]?.label === 'Green Basket')).toBe(true));
    const chart = [...drawn.charts].reverse().find((c) => c.opts.series[1]?.label === 'Green Basket')!;
    expect(chart.data).toEqual([[0, 1], [120, 40], [0, 25.5]]);
    expect(chart.opts.series[2].label).toBe('Fresh Corner');
    expect(chart.opts.axes[0].values(null, [0, 1])).toEqual(['Nov 24', 'Nov 25']);
    const cancels = [...drawn.charts].reverse().find((c) => c.opts.series[1]?.label === 'Orders')!;
    expect(cancels.data).toEqual([[0], [2]]);

    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:report');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(within(screen.getByTestId('report-cancellations')).getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The CSV file is downloaded.')).toBeTruthy();
    expect(calls.some((c) => c.path === 'console/reports/cancellations/export?from=2026-11-24&to=2026-11-25')).toBe(true);
    await waitFor(() => expect(clicked).toHaveBeenCalled());
  }, 30_000);

  it('refuses a span the server would not answer', async () => {
    asFinance({});
    renderConsole('/reports');
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-11-25' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-24' } });
    expect((await screen.findByRole('alert')).textContent).toBe('The first day must not be after the last.');
  });

  it('shows Arabic right to left', async () => {
    asFinance({});
    renderConsole('/reports');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }), { target: { value: 'ar' } });
    expect(await screen.findByRole('heading', { name: 'التقارير' })).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
});
