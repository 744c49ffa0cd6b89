import type { CourierPositions } from '@storefront/contract';

type Position = CourierPositions['positions'][number];

/** At most one report every 5 s; a position counts once the courier has moved this far from the last one kept. */
export const REPORT_EVERY_MS = 5_000;
export const MOVED_METRES = 20;
/** What one report carries at most (the server takes 20): the newest, when reports failed for a while. */
const MAX_BATCH = 20;

function metresBetween(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/**
 * The positions a phone reports: each one 20 m or more from the last kept, sent together at most every
 * 5 s, a position held back by the pace going by itself once the 5 s are up; a failed report keeps
 * them for the next (the newest 20), tried again 5 s later. One report at a time.
 */
export class PositionBatch {
  private pending: Position[] = [];
  private last: Position | null = null;
  private sentAt = -Infinity;
  private sending = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly send: (positions: Position[]) => Promise<unknown>, private readonly now: () => number = Date.now) {}

  /** A new reading of the phone's position; sends the batch when it is due, or when it comes due. */
  add(position: Position): void {
    if (this.last && metresBetween(this.last, position) < MOVED_METRES) return;
    this.last = position;
    this.pending = [...this.pending, position].slice(-MAX_BATCH);
    void this.flush();
  }

  /** Sends what waits, if anything does and the last report is 5 s old; otherwise sends it then. */
  async flush(): Promise<void> {
    if (this.sending || this.pending.length === 0) return;
    const wait = this.sentAt + REPORT_EVERY_MS - this.now();
    if (wait > 0) return this.later(wait);
    const batch = this.pending;
    this.pending = [];
    this.sending = true;
    this.sentAt = this.now();
    try {
      await this.send(batch);
    } catch {
      this.pending = [...batch, ...this.pending].slice(-MAX_BATCH);
    } finally {
      this.sending = false;
    }
    // What came while sending, or the failed batch: at the next turn.
    if (this.pending.length > 0) this.later(REPORT_EVERY_MS);
  }

  /** No more reports: the watch has ended. */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = [];
  }

  private later(ms: number): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }
}
