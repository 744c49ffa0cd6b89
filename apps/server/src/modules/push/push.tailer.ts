import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { lastPushId, pushesAfter, type PushRow } from './push.repository.js';

const BATCH = 500;

export interface TailerOptions {
  /** Reads without a wake-up this often (ms). */
  tickMs: number;
  /**
   * How long an id missing below newer ones is waited for before it counts as rolled back: on
   * PostgreSQL a transaction may commit after a later one took a higher id. SQLite commits one at a
   * time, so it needs no wait.
   */
  gapWaitMs: number;
  log?: FastifyBaseLogger;
}

/**
 * Tails the push outbox (customer_messages) from where it stood when it started: each new row once,
 * oldest first, to onRows. Woken by wake() (an announce, here or through Redis from another instance)
 * and by a fallback tick; one read at a time, and a wake-up during a read reads again after it.
 */
export class PushTailer {
  private cursor = 0;
  /** Rows above the cursor already handed on (the cursor waits below a gap). */
  private readonly seen = new Set<number>();
  /** Ids missing below seen ones, and since when. */
  private readonly gaps = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private reading: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private starting: Promise<void> | null = null;

  constructor(private readonly db: Db, private readonly onRows: (rows: PushRow[]) => Promise<void>, private readonly options: TailerOptions) {}

  get running(): boolean {
    return !this.stopped;
  }

  /** Starts from the newest push (idempotent): older ones are not read. */
  start(): Promise<void> {
    this.starting ??= (async () => {
      const cursor = await lastPushId(this.db);
      // Read nothing before the cursor stands: a wake-up now must not read from an old one.
      this.cursor = cursor;
      this.seen.clear();
      this.gaps.clear();
      this.stopped = false;
      if (this.timer) clearInterval(this.timer);
      this.timer = setInterval(() => this.wake(), this.options.tickMs);
      this.timer.unref();
    })();
    const starting = this.starting;
    starting.catch(() => {
      if (this.starting === starting) this.starting = null;
    });
    return starting;
  }

  async stop(): Promise<void> {
    const starting = this.starting;
    this.starting = null;
    await starting?.catch(() => undefined);
    if (this.starting) return;
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.reading;
  }

  /** Reads now (or again right after the read under way). */
  wake(): void {
    if (this.stopped) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = this.readAll().finally(() => {
      this.reading = null;
    });
  }

  /** Settles once the reads under way and asked for are done (tests). */
  async idle(): Promise<void> {
    while (this.reading) await this.reading;
  }

  private async readAll(): Promise<void> {
    do {
      this.again = false;
      try {
        const full = await this.readOnce();
        if (full) this.again = true;
      } catch (err) {
        this.options.log?.error({ err }, 'reading the push outbox failed; retrying at the next tick');
      }
    } while (this.again && !this.stopped);
  }

  /** One batch; true when it was full, so that more may wait. */
  private async readOnce(): Promise<boolean> {
    const rows = await pushesAfter(this.db, this.cursor, BATCH);
    const fresh = rows.filter((r) => !this.seen.has(r.id));
    for (const row of fresh) this.seen.add(row.id);
    if (fresh.length > 0) await this.onRows(fresh);
    this.advance(rows.at(-1)?.id ?? this.cursor, Date.now());
    return rows.length === BATCH && fresh.length > 0;
  }

  /** Moves the cursor over seen rows and over gaps waited for long enough; starts the wait of new gaps. */
  private advance(top: number, nowMs: number): void {
    let next = this.cursor + 1;
    while (next <= top) {
      if (this.seen.delete(next)) {
        this.cursor = next++;
        continue;
      }
      const since = this.gaps.get(next) ?? nowMs;
      this.gaps.set(next, since);
      if (nowMs - since < this.options.gapWaitMs) break;
      this.gaps.delete(next);
      this.cursor = next++;
    }
    for (let id = next; id <= top; id++) {
      if (!this.seen.has(id) && !this.gaps.has(id)) this.gaps.set(id, nowMs);
    }
  }
}
