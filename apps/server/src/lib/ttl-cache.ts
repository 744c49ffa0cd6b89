/**
 * A small LRU cache whose entries expire after a fixed time. Concurrent misses for the same key
 * share one load instead of stampeding the database.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  wrap(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    const t = this.now();
    if (hit && hit.expires > t) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    this.entries.set(key, { expires: t + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    this.evict();
    return value;
  }

  /**
   * The values of many keys, in their order: those not kept are loaded by one call, which answers
   * the values of the keys at the positions it is given, in that order.
   */
  many(keys: readonly K[], load: (missing: number[]) => Promise<V[]>): Promise<V[]> {
    const t = this.now();
    const values: Promise<V>[] = [];
    const missing: number[] = [];
    keys.forEach((key, k) => {
      const hit = this.entries.get(key);
      if (hit && hit.expires > t) {
        this.entries.delete(key);
        this.entries.set(key, hit);
        values[k] = hit.value;
      } else {
        missing.push(k);
      }
    });
    if (missing.length > 0) {
      const loaded = load(missing);
      missing.forEach((k, m) => {
        const key = keys[k]!;
        const value = loaded.then((all) => all[m]!);
        this.entries.set(key, { expires: t + this.ttlMs, value });
        value.catch(() => this.entries.delete(key));
        values[k] = value;
      });
      this.evict();
    }
    return Promise.all(values);
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
