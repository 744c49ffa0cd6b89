/** How many times a key was hit in its current window, and when that window ends (epoch ms). */
export interface AttemptCount {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters for rate limits. One process keeps them in memory (MemoryAttemptStore);
 * several instances behind a load balancer share them in Redis (RedisAttemptStore, with REDIS_URL).
 */
export interface AttemptStore {
  /** Counts one attempt and answers the count including it. */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  /** The current count without adding to it; null when the key has no live window. */
  peek(key: string): Promise<AttemptCount | null>;
  reset(key: string): Promise<void>;
}

export class MemoryAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, AttemptCount>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly maxKeys = 100_000,
  ) {}

  async hit(key: string, windowMs: number): Promise<AttemptCount> {
    const t = this.now();
    const live = this.live(key, t);
    const next = live ? { count: live.count + 1, resetAt: live.resetAt } : { count: 1, resetAt: t + windowMs };
    this.windows.delete(key);
    this.windows.set(key, next);
    if (this.windows.size > this.maxKeys) this.evict(t);
    return next;
  }

  async peek(key: string): Promise<AttemptCount | null> {
    return this.live(key, this.now());
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private live(key: string, t: number): AttemptCount | null {
    const entry = this.windows.get(key);
    if (!entry) return null;
    if (entry.resetAt <= t) {
      this.windows.delete(key);
      return null;
    }
    return entry;
  }

  /** Drops expired windows, then the least recently hit ones, so that a flood of keys cannot exhaust memory. */
  private evict(t: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= t) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
