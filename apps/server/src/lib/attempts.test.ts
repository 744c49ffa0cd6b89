import { describe, expect, it } from 'vitest';
import { MemoryAttemptStore } from './attempts.js';

describe('MemoryAttemptStore', () => {
  it('counts hits in a fixed window that starts at the first hit and then expires', async () => {
    let now = 1_000;
    const store = new MemoryAttemptStore(() => now);
    expect(await store.hit('k', 100)).toEqual({ count: 1, resetAt: 1_100 });
    now = 1_050;
    expect(await store.hit('k', 100)).toEqual({ count: 2, resetAt: 1_100 });
    expect(await store.peek('k')).toEqual({ count: 2, resetAt: 1_100 });
    now = 1_100;
    expect(await store.peek('k')).toBeNull();
    expect(await store.hit('k', 100)).toEqual({ count: 1, resetAt: 1_200 });
    await store.reset('k');
    expect(await store.peek('k')).toBeNull();
  });

  it('keeps at most maxKeys windows, dropping expired and then the oldest ones', async () => {
    let now = 0;
    const store = new MemoryAttemptStore(() => now, 3);
    await store.hit('old', 10);
    now = 20;
    for (const key of ['a', 'b', 'c']) await store.hit(key, 100);
    expect(await store.peek('old')).toBeNull();
    await store.hit('d', 100);
    expect(await store.peek('a')).toBeNull();
    expect(await store.peek('d')).not.toBeNull();
  });
});
