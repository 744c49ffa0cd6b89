import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleDispatch } from '@storefront/contract';
import { FakeSource } from '../../../test/fake-event-source';
import { mockApi, type Call } from '../../../test/render-console';
import { DispatchMap } from './dispatch-map';

// Leaflet is not for jsdom: a stand-in draws the last answer as text and counts it as the real map does.
function DrawnAnswer({ answer, onCounts }: { answer: ConsoleDispatch | null; onCounts: (c: { orders: number; couriers: number }) => void }) {
  useEffect(() => {
    if (answer) onCounts({ orders: answer.orders.length, couriers: answer.couriers.length });
  }, [answer, onCounts]);
  return <p data-testid="drawn">{answer ? `${answer.at} orders ${answer.orders.map((o) => o[0]).join(',')}` : ''}</p>;
}
vi.mock('./dispatch-leaflet', () => ({ default: DrawnAnswer }));

const at = (n: number) => `2026-11-29T10:00:0${n}.000Z`;
const answer = (n: number, orders: number[], delta = true): ConsoleDispatch => ({
  at: at(n), delta, orders: orders.map((id) => [id, 1, 25.2, 55.27, 25.21, 55.28, 0]), couriers: [[9, 25.2, 55.27, 0]], ended: [], offline: [],
});
const read = (since: number | null) => `GET console/dispatch${since === null ? '' : `?${new URLSearchParams({ since: at(since) })}`}`;
const reads = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('console/dispatch')).map((c) => c.path);

afterEach(() => {
  FakeSource.last = null;
  vi.useRealTimers();
});

describe('the dispatch map', () => {
  it('reads what changed when the business\'s stream nudges it, at most once a second however many nudges come, and as the stream reopens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('EventSource', FakeSource);
    const calls = mockApi({
      'POST console/push/ticket': { status: 200, body: { ticket: 'biz', expires_in: 60 } },
      [read(null)]: { status: 200, body: answer(1, [1, 2], false) },
      // The stream's opening reads what happened meanwhile.
      [read(1)]: { status: 200, body: answer(2, []) },
      [read(2)]: { status: 200, body: answer(3, [7]) },
      [read(3)]: { status: 200, body: answer(4, [8]) },
      [read(4)]: { status: 200, body: answer(5, []) },
    });
    render(<DispatchMap center={[25.2, 55.27]} />);
    await waitFor(() => expect(screen.getByTestId('drawn').textContent).toBe(`${at(2)} orders `));
    expect(FakeSource.last?.url).toBe('/api/v1/push/stream?ticket=biz');
    expect(screen.getByTestId('live-state').dataset.state).toBe('live');
    expect(screen.getByTestId('dispatch-counts').dataset.orders).toBe('0');

    // A burst of nudges (every courier moving): one read of what changed.
    act(() => {
      for (let i = 0; i < 20; i++) FakeSource.last!.live('dispatch', { orders: [7], couriers: [i] });
    });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(screen.getByTestId('drawn').textContent).toBe(`${at(3)} orders 7`));
    expect(reads(calls)).toEqual([read(null), read(1), read(2)].map((r) => r.slice(4)));

    // The stream drops and opens again with a new ticket: what was missed meanwhile is read.
    act(() => FakeSource.last!.onerror?.());
    expect(screen.getByTestId('live-state').dataset.state).toBe('offline');
    const dropped = FakeSource.last;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(FakeSource.last).not.toBe(dropped));
    await waitFor(() => expect(screen.getByTestId('drawn').textContent).toBe(`${at(4)} orders 8`));
    expect(calls.filter((c) => c.path === 'console/push/ticket')).toHaveLength(2);

    // Without any nudge, it still reads every minute.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(screen.getByTestId('drawn').textContent).toBe(`${at(5)} orders `));
    expect(reads(calls)).toHaveLength(5);
  });
});
