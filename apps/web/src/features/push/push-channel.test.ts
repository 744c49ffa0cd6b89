import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/push-fixtures';
import { BACKOFF_MAX_MS, GOOD_CONNECTION_MS, openPushChannel } from './push-channel';

function setup() {
  const sources: FakeEventSource[] = [];
  let tickets = 0;
  const getTicket = vi.fn(async () => `t${++tickets}`);
  const onPush = vi.fn();
  const onCourierPosition = vi.fn();
  const onOpenChange = vi.fn();
  const channel = openPushChannel({
    getTicket,
    onPush,
    onCourierPosition,
    onOpenChange,
    createSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source as unknown as EventSource;
    },
  });
  const last = () => new URL(sources.at(-1)!.url, 'http://localhost');
  return { sources, getTicket, onPush, onCourierPosition, onOpenChange, channel, last };
}

describe('openPushChannel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the stream with a fresh ticket and hands each push over once', async () => {
    const { sources, onPush, onOpenChange, last } = setup();
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    expect(last().pathname).toBe('/api/v1/push/stream');
    expect(last().searchParams.get('ticket')).toBe('t1');
    expect(last().searchParams.has('last_event_id')).toBe(false);
    sources[0]!.open();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    sources[0]!.push({ id: 5, type: 'message', conversation_id: 7 });
    sources[0]!.push({ id: 5, type: 'message', conversation_id: 7 });
    expect(onPush).toHaveBeenCalledTimes(1);
    expect(onPush.mock.calls[0]![0]).toMatchObject({ id: 5, type: 'message', conversation_id: 7 });
  });

  it('hands a courier\'s live position over without counting it as a push to ask for again', async () => {
    const { sources, onPush, onCourierPosition, last } = setup();
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    sources[0]!.open();
    sources[0]!.live('courier_position', { order_id: 9, lat: 25.1, lng: 55.2, at: '2026-11-29T10:00:00.000Z' });
    expect(onCourierPosition).toHaveBeenCalledWith({ order_id: 9, lat: 25.1, lng: 55.2, at: '2026-11-29T10:00:00.000Z' });
    expect(onPush).not.toHaveBeenCalled();
    sources[0]!.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(last().searchParams.has('last_event_id')).toBe(false);
  });

  it('reconnects after 1 s, 2 s, 4 s… up to 30 s, each time with a new ticket and the last event id', async () => {
    const { sources, getTicket, onOpenChange, last } = setup();
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    sources[0]!.open();
    sources[0]!.push({ id: 12, type: 'order_status' });
    sources[0]!.drop();
    expect(sources[0]!.closed).toBe(true);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    await vi.advanceTimersByTimeAsync(999);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(2);
    expect(last().searchParams.get('ticket')).toBe('t2');
    expect(last().searchParams.get('last_event_id')).toBe('12');

    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      const before = sources.length;
      sources.at(-1)!.drop();
      let waited = 0;
      while (sources.length === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([2000, 4000, 8000, 16000, BACKOFF_MAX_MS, BACKOFF_MAX_MS, BACKOFF_MAX_MS]);
    expect(getTicket).toHaveBeenCalledTimes(sources.length);
    // A ticket opens one stream on the server: no reconnect may use one twice.
    const tickets = sources.map((s) => new URL(s.url, 'http://localhost').searchParams.get('ticket'));
    expect(new Set(tickets).size).toBe(sources.length);
  });

  it('starts the back-off afresh after a good connection', async () => {
    const { sources } = setup();
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    sources[0]!.drop();
    await vi.advanceTimersByTimeAsync(1000);
    sources[1]!.drop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(sources).toHaveLength(3);
    sources[2]!.open();
    await vi.advanceTimersByTimeAsync(GOOD_CONNECTION_MS);
    sources[2]!.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources).toHaveLength(4);
  });

  it('retries when the ticket cannot be had, and stops for good on close', async () => {
    const { sources, getTicket, channel } = setup();
    getTicket.mockRejectedValueOnce(new Error('offline'));
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    sources[0]!.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sources).toHaveLength(2);
    channel.close();
    expect(sources[1]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(2);
  });
});
