import { describe, expect, it, vi } from 'vitest';
import { PositionBatch, REPORT_EVERY_MS } from './position-batch';

const at = (lat: number, lng = 55.27) => ({ lat, lng, at: '2026-11-29T10:00:00.000Z' });
/** About 11 m of latitude per 0.0001°. */
const STEP = 0.0003;

describe('PositionBatch', () => {
  it('sends at once, then at most every 5 s, and only positions 20 m or more apart', async () => {
    let now = 0;
    const send = vi.fn(async (_positions: unknown[]) => undefined);
    const batch = new PositionBatch(send, () => now);
    batch.add(at(25.2));
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
    batch.add(at(25.2 + 0.0001));
    batch.add(at(25.2 + STEP));
    batch.add(at(25.2 + 2 * STEP));
    await batch.flush();
    expect(send).toHaveBeenCalledTimes(1);
    now += REPORT_EVERY_MS;
    await batch.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]).toEqual([[at(25.2 + STEP), at(25.2 + 2 * STEP)]]);
    now += REPORT_EVERY_MS;
    await batch.flush();
    expect(send).toHaveBeenCalledTimes(2);
    batch.stop();
  });

  it('sends a position held back by the pace by itself once the 5 s are up, and tries a failed report again', async () => {
    vi.useFakeTimers();
    try {
      const sent: number[][] = [];
      let fail = false;
      const batch = new PositionBatch(async (positions) => {
        if (fail) throw new Error('offline');
        sent.push(positions.map((p) => p.lat));
      });
      batch.add(at(25.2));
      await vi.advanceTimersByTimeAsync(0);
      vi.advanceTimersByTime(1_000);
      fail = true;
      batch.add(at(25.2 + STEP));
      await vi.advanceTimersByTimeAsync(REPORT_EVERY_MS - 1_001);
      expect(sent).toEqual([[25.2]]);
      // Due now: sent without another reading, and it fails.
      await vi.advanceTimersByTimeAsync(1);
      fail = false;
      await vi.advanceTimersByTimeAsync(REPORT_EVERY_MS);
      expect(sent).toEqual([[25.2], [25.2 + STEP]]);
      batch.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a failed report\'s positions for the next one, the newest 20', async () => {
    let now = 0;
    const send = vi.fn(async (_positions: { lat: number }[]): Promise<unknown> => {
      throw new Error('offline');
    });
    const batch = new PositionBatch(send, () => now);
    for (let i = 0; i < 25; i++) batch.add(at(25.2 + i * STEP));
    await batch.flush();
    now += REPORT_EVERY_MS;
    send.mockImplementation(async () => undefined);
    await batch.flush();
    const last = send.mock.calls.at(-1)![0];
    expect(last).toHaveLength(20);
    expect(last.at(-1)!.lat).toBeCloseTo(25.2 + 24 * STEP);
    batch.stop();
  });
});
