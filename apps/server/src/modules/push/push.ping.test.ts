import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { Clock } from '../../lib/clock.js';
import { loadPushConfig } from '../../config.js';
import { PushService, type PushSink } from './push.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function sink() {
  const s = { writes: [] as string[], ended: false };
  const it: PushSink = { write: (text) => void s.writes.push(text), end: () => void (s.ended = true) };
  return { s, it };
}

describe('pinging the streams', () => {
  it('a stream opened while a ping reads the sessions is neither ended nor judged by that ping; one signed out is ended', async () => {
    let release = () => {};
    let held: Promise<void> | null = null;
    const signedOut = new Set<number>([3]);
    const service = new PushService(t.db, {
      config: { ...loadPushConfig({}), pingMs: 3_600_000 }, clock: new Clock(SEED_NOW), gapWaitMs: 0,
      knownGuest: async () => true,
      liveSessions: async (ids) => {
        if (held) await held;
        return new Set(ids.filter((id) => !signedOut.has(id)));
      },
      liveStaffSessions: async (ids) => new Set(ids),
    });
    await service.start();
    try {
      const first = sink();
      const leaving = sink();
      await service.open({ kind: 'customer', id: 1, tokenId: 1 }, null, first.it);
      signedOut.delete(3);
      await service.open({ kind: 'customer', id: 3, tokenId: 3 }, null, leaving.it);
      signedOut.add(3);

      // The ping reads the sessions slowly; meanwhile a new stream opens (its own check answered at once).
      held = new Promise<void>((resolve) => (release = resolve));
      const ping = service.pingAll();
      const waitingHeld = held;
      held = null;
      const late = sink();
      await service.open({ kind: 'customer', id: 2, tokenId: 2 }, null, late.it);
      release();
      await waitingHeld;
      await ping;

      expect(late.s).toEqual({ writes: [], ended: false });
      expect(first.s).toEqual({ writes: [': ping\n\n'], ended: false });
      expect(leaving.s.ended).toBe(true);
    } finally {
      await service.stop();
    }
  });
});
