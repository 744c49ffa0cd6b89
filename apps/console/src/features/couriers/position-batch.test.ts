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
  });
});
