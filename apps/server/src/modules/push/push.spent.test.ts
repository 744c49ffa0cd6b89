import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.js';
import { skipWithoutRedis, testRedis } from '../../../test/redis.js';
import { closeRedis, openRedis } from '../../lib/redis.js';
import { DatabaseSpentTickets, RedisSpentTickets } from './push.spent.js';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb?.cleanup());

const now = () => Date.now();
const marksInDatabase = (id: string) => tdb.db.selectFrom('push_spent_tickets').select('ticket_id').where('ticket_id', '=', id).execute();

describe('spent push tickets', () => {
  it('in the database: one of two instances spending a ticket at once wins, and a ticket spent once stays spent', async () => {
    const [a, b] = [new DatabaseSpentTickets(tdb.db), new DatabaseSpentTickets(tdb.db)];
    const expires = now() + 60_000;
    expect((await Promise.all([a.spend('db-race', expires), b.spend('db-race', expires)])).sort()).toEqual([false, true]);
    expect(await a.spend('db-race', expires)).toBe(false);
    expect(await b.spend('db-other', expires)).toBe(true);
  });

  it('while Redis cannot answer, the database marks them, shared by every instance', async () => {
    // Nothing listens on port 1: the client never becomes ready.
    const down = openRedis('redis://127.0.0.1:1');
    try {
      const [a, b] = [new RedisSpentTickets(down, new DatabaseSpentTickets(tdb.db), now), new RedisSpentTickets(down, new DatabaseSpentTickets(tdb.db), now)];
      expect(await a.spend('outage', now() + 60_000)).toBe(true);
      expect(await b.spend('outage', now() + 60_000)).toBe(false);
      expect(await marksInDatabase('outage')).toHaveLength(1);
    } finally {
      await closeRedis(down);
    }
  });

  describe.skipIf(skipWithoutRedis)('in Redis', () => {
    const redis = testRedis();
    afterAll(() => redis.cleanup());

    it('one of two instances spending a ticket at once wins; the mark expires with the ticket and the database holds none', async () => {
      const fallback = new DatabaseSpentTickets(tdb.db);
      const [a, b] = [new RedisSpentTickets(await redis.connect(), fallback, now), new RedisSpentTickets(await redis.connect(), fallback, now)];
      const expires = now() + 60_000;
      expect((await Promise.all([a.spend('redis-race', expires), b.spend('redis-race', expires)])).sort()).toEqual([false, true]);
      expect(await b.spend('redis-race', expires)).toBe(false);
      const ttl = await (await redis.connect()).pttl('push:ticket:redis-race');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      expect(await marksInDatabase('redis-race')).toEqual([]);
    });
  });
});
