import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('loads once within the lifetime, again after it, and shares a load in flight', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<string, number>(1000, 10, () => now);
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.wrap('k', load), cache.wrap('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.wrap('k', load)).toBe(1);
    now = 1000;
    expect(await cache.wrap('k', load)).toBe(2);
  });

  it('forgets failures and evicts the least recently used entry', async () => {
    const cache = new TtlCache<string, number>(1000, 2, () => 0);
    await expect(cache.wrap('bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.wrap('bad', async () => 7)).toBe(7);
    await cache.wrap('a', async () => 1);
    await cache.wrap('bad', async () => 0); // touch: 'a' is now the oldest
    await cache.wrap('b', async () => 2);
    expect(await cache.wrap('a', async () => 10)).toBe(10);
    expect(await cache.wrap('b', async () => 20)).toBe(2);
  });
});
