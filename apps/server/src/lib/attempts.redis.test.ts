import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { skipWithoutRedis, testRedis } from '../../test/redis.js';
import { RedisAttemptStore } from './attempts.redis.js';

const NOW = 1_000_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skipWithoutRedis)('RedisAttemptStore', () => {
  const redis = testRedis();
  let a: Redis;
  let b: Redis;
  let store: RedisAttemptStore;

  beforeAll(async () => {
    a = await redis.connect();
    b = await redis.connect();
    store = new RedisAttemptStore(a, { now: () => NOW });
  });
  afterAll(() => redis.cleanup());

  it('counts hits in one window that starts at the first hit, under attempts:', async () => {
    const first = await store.hit('count', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThan(NOW + 59_000);
    expect(first.resetAt).toBeLessThanOrEqual(NOW + 60_000);
    expect((await store.hit('count', 60_000)).count).toBe(2);
    const third = await store.hit('count', 60_000);
    expect(third.count).toBe(3);
    expect(third.resetAt).toBeLessThanOrEqual(first.resetAt);
    expect(await a.get('attempts:count')).toBe('3');
  });

  it('ends the window when it expires', async () => {
    expect((await store.hit('short', 200)).count).toBe(1);
    expect((await store.hit('short', 200)).count).toBe(2);
    await sleep(300);
    expect(await store.peek('short')).toBeNull();
    expect((await store.hit('short', 200)).count).toBe(1);
  });

  it('peeks without counting', async () => {
    expect(await store.peek('peek')).toBeNull();
    await store.hit('peek', 60_000);
    expect((await store.peek('peek'))!.count).toBe(1);
    expect((await store.peek('peek'))!.count).toBe(1);
    expect((await store.hit('peek', 60_000)).count).toBe(2);
  });

  it('clears a key on reset', async () => {
    await store.hit('reset', 60_000);
    await store.hit('reset', 60_000);
    await store.reset('reset');
    expect(await store.peek('reset')).toBeNull();
    expect((await store.hit('reset', 60_000)).count).toBe(1);
  });

  it('gives a window to a key left without one, so that it cannot lock anyone out for good', async () => {
    await a.set('attempts:stuck', '7');
    expect(await store.peek('stuck')).toBeNull();
    expect((await store.hit('stuck', 60_000)).count).toBe(8);
    expect(await a.pttl('attempts:stuck')).toBeGreaterThan(59_000);
  });

  it('shares counts between instances, each with a client of its own', async () => {
    const other = new RedisAttemptStore(b, { now: () => NOW });
    await store.hit('shared', 60_000);
    await other.hit('shared', 60_000);
    expect((await store.hit('shared', 60_000)).count).toBe(3);
    expect((await other.peek('shared'))!.count).toBe(3);
    await other.reset('shared');
    expect(await store.peek('shared')).toBeNull();
  });

  it('counts in this process once Redis is gone, instead of failing the request', async () => {
    const doomed = await redis.connect();
    const warnings: string[] = [];
    const degraded = new RedisAttemptStore(doomed, { now: () => NOW, log: { warn: (_o, msg) => warnings.push(msg), info: () => {} } });
    expect((await degraded.hit('gone', 60_000)).count).toBe(1);
    doomed.disconnect();
    expect(await degraded.hit('gone', 60_000)).toEqual({ count: 1, resetAt: NOW + 60_000 });
    expect((await degraded.hit('gone', 60_000)).count).toBe(2);
    expect((await degraded.peek('gone'))!.count).toBe(2);
    await degraded.reset('gone');
    expect(await degraded.peek('gone')).toBeNull();
    expect(warnings).toHaveLength(1);
    // Redis itself kept the count from before the outage.
    expect((await store.peek('gone'))!.count).toBe(1);
  });
});
