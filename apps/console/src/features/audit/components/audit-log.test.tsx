import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session } from '../../../test/render-console';

const entry = {
  id: 9, at: '2026-11-29T10:00:00Z', actor: { id: 4, name: 'Ali Nour', email: 'staff1@souqly.test' }, action: 'orders.move', entity: 'order', entity_id: '100005',
  store_id: 1, before: { order_status: 'pending' }, after: { order_status: 'confirmed', processing_time: 15 }, ip: '10.0.0.1',
};

describe('the audit log', () => {
  it('shows admins who changed what, before and after, and filters by kind of row', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
    const calls = mockApi({
      'GET config': CONFIG, 'GET console/me': { status: 200, body: session(operator('support'), [{ role: 'admin', store: null }]) },
      'GET console/audit?limit=25&offset=1': { status: 200, body: { total_size: 1, limit: 25, offset: 1, entries: [entry] } },
      'GET console/audit?limit=25&offset=1&entity=item': { status: 200, body: { total_size: 0, limit: 25, offset: 1, entries: [] } },
    });
    renderConsole('/audit');
    const row = await screen.findByTestId('audit-entry');
    expect(within(row).getByText(/Ali Nour/)).toBeTruthy();
    expect(within(row).getByText('order_status: pending → confirmed')).toBeTruthy();
    expect(within(row).getByText('processing_time: — → 15')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Audit log' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Changes to' }), { target: { value: 'item' } });
    expect(await screen.findByText('No changes yet.')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === 'console/audit?limit=25&offset=1&entity=item')).toBe(true));
  });

  it('narrows to a row, the days it was changed on and the person who changed it', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
    const page = { status: 200, body: { total_size: 1, limit: 25, offset: 1, entries: [entry] } };
    const from = encodeURIComponent(new Date('2026-11-29T00:00:00').toISOString());
    const to = encodeURIComponent(new Date('2026-11-30T00:00:00').toISOString());
    const steps = ['', '&entity=order', '&entity=order&entity_id=100005', '&entity=order&entity_id=100005&operator_id=4',
      `&entity=order&entity_id=100005&operator_id=4&from=${from}`, `&entity=order&entity_id=100005&operator_id=4&from=${from}&to=${to}`];
    const calls = mockApi({
      'GET config': CONFIG, 'GET console/me': { status: 200, body: session(operator('support'), [{ role: 'admin', store: null }]) },
      ...Object.fromEntries(steps.map((q) => [`GET console/audit?limit=25&offset=1${q}`, page])),
    });
    renderConsole('/audit');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Changes to' }), { target: { value: 'order' } });
    fireEvent.change(screen.getByLabelText('Row number'), { target: { value: '100005' } });
    fireEvent.click(within(await screen.findByTestId('audit-entry')).getByRole('button', { name: 'Ali Nour' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-29' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-29' } });
    await waitFor(() => expect(calls.at(-1)?.path).toBe(`console/audit?limit=25&offset=1${steps.at(-1)}`));
    expect(await screen.findByTestId('audit-entry')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'By Ali Nour ✕' }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe(`console/audit?limit=25&offset=1&entity=order&entity_id=100005&from=${from}&to=${to}`));
  });

  it('is not open to store staff', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
    mockApi({ 'GET config': CONFIG, 'GET console/me': { status: 200, body: session(operator('store', { store: { id: 3, name: 'Green Basket' } })) } });
    renderConsole('/audit');
    expect(await screen.findByText('The audit log is open to administrators only.')).toBeTruthy();
  });
});
