import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { closeRedis, openRedis, redisReady } from '../src/lib/redis.js';

/** The Redis the tests that need one use; CI sets it (.ci/run). */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/**
 * Tests that need Redis are skipped without it, and run in the SQLite project only: what they
 * check does not depend on the database engine, so the PostgreSQL run would only repeat them.
 */
export const skipWithoutRedis = !testRedisUrl || process.env.TEST_DB === 'postgres';

/** Clients under a key prefix of their own, so that parallel test files and runs never share keys. */
export function testRedis() {
  const keyPrefix = `sf-test:${randomBytes(6).toString('hex')}:`;
  const clients: Redis[] = [];
  const open = async (prefix: string) => {
    const client = openRedis(testRedisUrl!, { keyPrefix: prefix });
    clients.push(client);
    if (!(await redisReady(client))) throw new Error(`TEST_REDIS_URL (${testRedisUrl}) does not answer`);
    return client;
  };
  return {
    keyPrefix,
    /** One more client, as one more server instance would have. */
    connect: () => open(keyPrefix),
    /** Deletes every key under the prefix, then closes the clients. */
    async cleanup() {
      // SCAN patterns and the keys it answers are not prefixed, so this client has no prefix.
      const admin = await open('');
      let cursor = '0';
      do {
        const [next, keys] = await admin.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
        if (keys.length > 0) await admin.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      await Promise.all(clients.map(closeRedis));
    },
  };
}
