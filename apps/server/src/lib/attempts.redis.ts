import type { Redis, Result } from 'ioredis';
import { MemoryAttemptStore, type AttemptCount, type AttemptStore } from './attempts.js';

/**
 * Counts one attempt and opens the window on a key that has none: a new key, or one somehow left
 * without an expiry, which would otherwise lock its owner out for good. Atomic, one round trip.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  ttl = tonumber(ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return {count, ttl}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    attemptHit(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

interface AttemptLog {
  warn: (obj: object, msg: string) => void;
  info: (msg: string) => void;
}

export interface RedisAttemptStoreOptions {
  /** What "now" is for resetAt; the limiter compares it with the same clock. */
  now?: () => number;
  /** Where attempts count while Redis cannot answer; this process's memory unless given. */
  fallback?: AttemptStore;
  /** Prepended to each key, after the client's own key prefix. */
  prefix?: string;
  log?: AttemptLog;
}

/**
 * Fixed-window counters in Redis, shared by every server instance. Limits fail open: while Redis
 * cannot answer, attempts count in this process (the fallback) and a warning is logged once per
 * outage. Sign-in stays available and each instance still limits on its own, so an attacker gains
 * at most one limit per instance, rather than every customer being refused until Redis is back.
 */
export class RedisAttemptStore implements AttemptStore {
  private readonly now: () => number;
  private readonly fallback: AttemptStore;
  private readonly prefix: string;
  private readonly log: AttemptLog | undefined;
  private degraded = false;

  constructor(private readonly redis: Redis, options: RedisAttemptStoreOptions = {}) {
    this.now = options.now ?? (() => Date.now());
    this.fallback = options.fallback ?? new MemoryAttemptStore(this.now);
    this.prefix = options.prefix ?? 'attempts:';
    this.log = options.log;
    redis.defineCommand('attemptHit', { lua: HIT_SCRIPT, numberOfKeys: 1 });
  }

  hit(key: string, windowMs: number): Promise<AttemptCount> {
    return this.guard(async () => {
      const [count, ttl] = await this.redis.attemptHit(this.prefix + key, windowMs);
      return { count, resetAt: this.now() + ttl };
    }, () => this.fallback.hit(key, windowMs));
  }

  peek(key: string): Promise<AttemptCount | null> {
    return this.guard(async () => {
      const replies = await this.redis.multi().get(this.prefix + key).pttl(this.prefix + key).exec();
      const failed = replies?.find(([err]) => err)?.[0];
      if (!replies || failed) throw failed ?? new Error('MULTI was aborted');
      const [[, count], [, ttl]] = replies as [[null, string | null], [null, number]];
      // A negative TTL: the key expired between the two reads, or has no window (the next hit gives it one).
      return count === null || ttl < 0 ? null : { count: Number(count), resetAt: this.now() + ttl };
    }, () => this.fallback.peek(key));
  }

  async reset(key: string): Promise<void> {
    // The fallback too, so that failures counted during an earlier outage do not come back with the next one.
    await this.fallback.reset(key);
    await this.guard(async () => {
      await this.redis.del(this.prefix + key);
    }, async () => {});
  }

  private async guard<T>(viaRedis: () => Promise<T>, viaFallback: () => Promise<T>): Promise<T> {
    // Not connected: fall back at once instead of making the request wait for a command timeout.
    if (this.redis.status !== 'ready') {
      this.degrade(new Error(`Redis connection is ${this.redis.status}`));
      return viaFallback();
    }
    try {
      const result = await viaRedis();
      if (this.degraded) {
        this.degraded = false;
        this.log?.info('Attempt limits count in Redis again');
      }
      return result;
    } catch (err) {
      this.degrade(err);
      return viaFallback();
    }
  }

  private degrade(err: unknown): void {
    if (this.degraded) return;
    this.degraded = true;
    this.log?.warn({ err }, 'Redis cannot count attempts; limits count in this process only until it answers again');
  }
}
