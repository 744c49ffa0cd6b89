import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type StoreEarnings } from '@storefront/contract';
import { mockApi, operator, renderConsole, session, ZONES } from '../test/render-console';

/** What the page asked uPlot to draw: jsdom has no canvas, so the chart's options are looked at instead. */
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

const STORE = 3;
const day = (date: string, orders: number, amount: number) => ({ date, orders, amount, commission: amount / 10, net: amount - amount / 10 });
const EARNINGS: StoreEarnings = {
  from: '2026-11-19', to: '2026-11-21', time_zone: 'Asia/Dubai', commission_rate: 10,
  days: [day('2026-11-19', 2, 120), day('2026-11-20', 0, 0), day('2026-11-21', 1, 45.5)],
  totals: { orders: 3, amount: 165.5, commission: 16.55, net: 148.95 },
};

function openEarnings(handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  drawn.charts.length = 0;
  const calls = mockApi({
    'GET config': { status: 200, body: { business_name: 'Souqly', currency_code: 'AED' } }, 'GET zone/list': ZONES,
    'GET console/me': { status: 200, body: session(operator('store'), [{ role: 'owner', store: { id: STORE, name: 'Green Basket' } }]) },
    ...handlers,
  });
  renderConsole(`/stores/${STORE}/earnings`);
  return calls;
}

const path = `GET console/stores/${STORE}/earnings`;
/** Text as read, the non-breaking spaces of formatted amounts as plain ones. */
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s/g, ' ');

describe('the store earnings page', () => {
  it('shows the totals, a bar chart of the amount per day and a table of every day, zero days included', async () => {
    openEarnings({ [path]: { status: 200, body: EARNINGS } });
    const totals = await screen.findByTestId('earnings-totals');
    expect(within(totals).getByText('Delivered orders').nextSibling?.textContent).toBe('3');
    expect(text(totals)).toContain('AED 165.50');
    expect(text(totals)).toContain('AED 16.55');
    expect(text(totals)).toContain('AED 148.95');

    const table = screen.getByRole('table', { name: 'Each day, newest first' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => text(c)));
    expect(rows).toEqual([
      ['Nov 21, 2026', '1', 'AED 45.50', 'AED 4.55', 'AED 40.95'],
      ['Nov 20, 2026', '0', 'AED 0.00', 'AED 0.00', 'AED 0.00'],
      ['Nov 19, 2026', '2', 'AED 120.00', 'AED 12.00', 'AED 108.00'],
    ]);

    await waitFor(() => expect(drawn.charts).toHaveLength(1));
    const { opts, data } = drawn.charts[0]!;
    expect(data).toEqual([[0, 1, 2], [120, 0, 45.5]]);
    expect(opts.series[1].label).toBe('Order amount');
    expect(opts.axes[0].values(null, [0, 2])).toEqual(['Nov 19', 'Nov 21']);
    expect(opts.axes[1].values(null, [100]).map((v: string) => v.replace(/\s/g, ' '))).toEqual(['AED 100.00']);
  });

  it('labels the chart in the console\'s language', async () => {
    openEarnings({ [path]: { status: 200, body: EARNINGS } });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }), { target: { value: 'ar' } });
    await waitFor(() => expect(drawn.charts.at(-1)?.opts.series[1].label).toBe('قيمة الطلبات'));
    expect(drawn.charts.at(-1)!.opts.axes[0].values(null, [0])[0]).toBe(new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date('2026-11-19T00:00:00Z')));
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('asks for the days chosen, and refuses a span the server would not answer', async () => {
    const calls = openEarnings({
      [path]: { status: 200, body: EARNINGS },
      [`${path}?from=2026-11-01&to=2026-11-21`]: { status: 200, body: { ...EARNINGS, from: '2026-11-01', days: [], totals: { orders: 0, amount: 0, commission: 0, net: 0 } } },
    });
    await screen.findByTestId('earnings-totals');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-19');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('No delivered orders in these days')).toBeTruthy();
    expect(calls.some((c) => c.path === `console/stores/${STORE}/earnings?from=2026-11-01&to=2026-11-21`)).toBe(true);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at most 366 days.');
  });

  it('shows an error with a retry when the earnings cannot be read', async () => {
    openEarnings({ [path]: { status: 403, body: { errors: [{ code: 'forbidden', message: 'Not for you' }] } } });
    expect((await screen.findByRole('alert')).textContent).toContain('Not for you');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('tells a manager (without earnings) that the page is not theirs, without asking the server', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
    const calls = mockApi({
      'GET config': { status: 200, body: { business_name: 'Souqly' } }, 'GET zone/list': ZONES,
      'GET console/me': { status: 200, body: session(operator('store'), [{ role: 'manager', store: { id: STORE, name: 'Green Basket' } }]) },
    });
    renderConsole(`/stores/${STORE}/earnings`);
    expect(await screen.findByText('This page is not open to you for this store.')).toBeTruthy();
    expect(calls.some((c) => c.path.includes('earnings'))).toBe(false);
  });
});
