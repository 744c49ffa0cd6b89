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

  it('loads the keys it does not keep in one call, and answers all in their order', async () => {
    let now = 0;
    const cache = new TtlCache<string, string>(1000, 10, () => now);
    const calls: string[][] = [];
    const load = (keys: string[]) => async (missing: number[]) => {
      calls.push(missing.map((k) => keys[k]!));
      return missing.map((k) => `${keys[k]}@${now}`);
    };
    const first = ['a', 'b'];
    expect(await cache.many(first, load(first))).toEqual(['a@0', 'b@0']);
    now = 500;
    const second = ['c', 'a', 'd', 'b'];
    expect(await cache.many(second, load(second))).toEqual(['c@500', 'a@0', 'd@500', 'b@0']);
    now = 1000;
    expect(await cache.many(first, load(first))).toEqual(['a@1000', 'b@1000']);
    expect(calls).toEqual([['a', 'b'], ['c', 'd'], ['a', 'b']]);
  });
});
