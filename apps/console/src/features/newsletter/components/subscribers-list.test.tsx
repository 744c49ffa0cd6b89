import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_STORAGE_KEYS } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session } from '../../../test/render-console';

const subscriber = (id: number, email: string) => ({ id, email, subscribed_at: '2026-11-20T09:30:00Z' });

function asAdmin(handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({ 'GET config': CONFIG, 'GET console/me': { status: 200, body: session(operator('support'), [{ role: 'admin', store: null }]) }, ...handlers });
}

afterEach(() => vi.restoreAllMocks());

describe('the newsletter page', () => {
  it('lists the subscribers with their count, finds them by email, and exports them all as a CSV file', async () => {
    const calls = asAdmin({
      'GET console/newsletter?limit=25&offset=0': { status: 200, body: { total: 2, subscribers: [subscriber(2, 'bob@example.com'), subscriber(1, 'ann@example.com')] } },
      'GET console/newsletter?limit=25&offset=0&search=bob': { status: 200, body: { total: 1, subscribers: [subscriber(2, 'bob@example.com')] } },
      'GET console/newsletter?limit=25&offset=0&search=zed': { status: 200, body: { total: 0, subscribers: [] } },
      'GET console/newsletter/export': { status: 200, body: 'email,subscribed_at\r\nann@example.com,2026-11-20T09:30:00Z\r\n' },
    });
    renderConsole('/newsletter');
    const list = await screen.findByRole('list', { name: 'Newsletter subscribers' });
    expect(within(list).getAllByTestId('subscriber').map((row) => row.querySelector('span')?.textContent)).toEqual(['bob@example.com', 'ann@example.com']);
    expect(screen.getByText('2 subscribers')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Newsletter' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Find by email'), { target: { value: 'bob' } });
    expect(await screen.findByText('1 subscriber')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Find by email'), { target: { value: 'zed' } });
    expect(await screen.findByText('No subscriber\'s email holds this.')).toBeTruthy();

    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:subscribers';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Subscribers exported')).toBeTruthy();
    expect(calls.some((c) => c.path === 'console/newsletter/export')).toBe(true);
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(await created[0]!.text()).toBe('email,subscribed_at\r\nann@example.com,2026-11-20T09:30:00Z\r\n');
  });
});
