import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.js';
import { PushTailer } from './push.tailer.js';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb.cleanup());

/** A guest's push with a chosen id, as a transaction that took that id would commit it. */
const write = (id: number) =>
  tdb.db.insertInto('customer_messages').values({ id, user_id: null, guest_id: 'g', type: 'order_status', title: 't', body: 'b', created_at: '2026-11-21T10:00:00.000Z' }).execute();

describe('the outbox tailer', () => {
  it('starts after the newest push, hands on each row once, and waits for an id that commits after a higher one', async () => {
    const got: number[] = [];
    // No tick within the test: only wake() reads.
    const tailer = new PushTailer(tdb.db, async (rows) => {
      got.push(...rows.map((r) => r.id));
    }, { tickMs: 3_600_000, gapWaitMs: 60_000 });
    await write(1);
    await tailer.start();
    await write(2);
    // 3 is taken by a transaction still open (PostgreSQL hands out ids before commit): 4 commits first.
    await write(4);
    tailer.wake();
    await tailer.idle();
    expect(got).toEqual([2, 4]);
    await write(3);
    tailer.wake();
    await tailer.idle();
    tailer.wake();
    await tailer.idle();
    expect(got).toEqual([2, 4, 3]);
    await write(5);
    tailer.wake();
    await tailer.idle();
    expect(got).toEqual([2, 4, 3, 5]);
    await tailer.stop();
    // Stopped, it reads nothing.
    await write(6);
    tailer.wake();
    await tailer.idle();
    expect(got).toEqual([2, 4, 3, 5]);
  });
});
