import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type CourierDelivery, type CourierEarnings } from '@storefront/contract';
import { initI18n } from '../../i18n';
import { openAsCourier } from '../../test/courier-fixtures';
import { refusal, type Call } from '../../test/render-console';

const delivery = (id: number, extra: Partial<CourierDelivery> = {}): CourierDelivery => ({
  order_id: id, order_type: 'delivery', delivered_at: '2026-11-29T09:30:00.000Z', delivery_charge: 8, tip: 2, earned: 10,
  cash_collected: null, cash_settled: false, ...extra,
});

const earnings = (offset: number, deliveries: CourierDelivery[], has_more: boolean): CourierEarnings => ({
  today: { deliveries: 2, earned: 21.5, tips: 3.5 }, week: { deliveries: 9, earned: 96, tips: 12 }, cash_in_hand: 42.5,
  limit: 20, offset, has_more, deliveries,
});

const query = (call: Call) => new URLSearchParams(call.path.split('?')[1]);

describe("the courier's earnings page", () => {
  it('shows today and this week, the cash to hand back, and the history, loading the next page on demand', async () => {
    const { calls } = openAsCourier('/courier/earnings', {
      'GET console/courier/earnings?limit=20&offset=1': {
        status: 200, body: earnings(1, [delivery(45, { order_type: 'parcel', cash_collected: 42.5 }), delivery(44, { cash_collected: 30, cash_settled: true })], true),
      },
      'GET console/courier/earnings?limit=20&offset=2': { status: 200, body: earnings(2, [delivery(44), delivery(43, { earned: 12.25 })], false) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeTruthy();
    const [today, week] = await screen.findAllByTestId('courier-tally');
    expect(within(today!).getByText('Today')).toBeTruthy();
    expect(today!.textContent).toContain('$21.50');
    expect(today!.textContent).toContain('Deliveries2');
    expect(today!.textContent).toContain('Of which tips$3.50');
    expect(within(week!).getByText('This week')).toBeTruthy();
    expect(week!.textContent).toContain('$96.00');
    expect(week!.textContent).toContain('Deliveries9');
    const cash = screen.getByTestId('cash-to-hand-back');
    expect(cash.textContent).toContain('$42.50');
    expect(cash.textContent).toContain('not handed back to the business yet');

    let rows = screen.getAllByTestId('courier-delivery');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Order #45');
    expect(within(rows[0]!).getByText('Parcel')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('Cash collected $42.50');
    expect(rows[0]!.textContent).not.toContain('Handed back');
    expect(rows[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-29T09:30:00.000Z');
    expect(within(rows[1]!).getByText('Handed back')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    // Order 44 came again on the next page (a delivery shifted the pages): it shows once.
    await waitFor(() => expect(screen.getAllByTestId('courier-delivery')).toHaveLength(3));
    rows = screen.getAllByTestId('courier-delivery');
    expect(rows[2]!.textContent).toContain('Order #43');
    expect(rows[2]!.textContent).toContain('$12.25');
    expect(rows[2]!.textContent).not.toContain('Cash collected');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('console/courier/earnings')).map((c) => query(c).get('offset'))).toEqual(['1', '2']);
  });

  it('says when there are no deliveries yet', async () => {
    openAsCourier('/courier/earnings', {
      'GET console/courier/earnings?limit=20&offset=1': {
        status: 200, body: { ...earnings(1, [], false), today: { deliveries: 0, earned: 0, tips: 0 }, week: { deliveries: 0, earned: 0, tips: 0 }, cash_in_hand: 0 },
      },
    });
    expect(await screen.findByText('No deliveries yet')).toBeTruthy();
    expect(screen.getByTestId('cash-to-hand-back').textContent).toContain('$0.00');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('offers to try again when the earnings cannot be loaded', async () => {
    let answer = refusal(503, 'unavailable', 'The service is unavailable');
    openAsCourier('/courier/earnings', { 'GET console/courier/earnings?limit=20&offset=1': () => answer });
    expect((await screen.findByRole('alert')).textContent).toContain('The service is unavailable');
    answer = { status: 200, body: earnings(1, [delivery(45)], false) };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('courier-delivery')).toBeTruthy();
  });

  it('reads right to left in Arabic, counts and amounts kept left to right', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.language, 'ar');
    await initI18n('ar');
    openAsCourier('/courier/earnings', { 'GET console/courier/earnings?limit=20&offset=1': { status: 200, body: earnings(1, [delivery(45, { cash_collected: 30, cash_settled: true })], false) } });
    const [today] = await screen.findAllByTestId('courier-tally');
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(today!).getByText('اليوم')).toBeTruthy();
    expect(today!.querySelector('dd span')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('heading', { name: 'النقد المطلوب تسليمه' })).toBeTruthy();
    expect(within(screen.getByTestId('courier-delivery')).getByText('تم تسليمه')).toBeTruthy();
  });
});
