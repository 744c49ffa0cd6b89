import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { AttemptStore } from '../../lib/attempts.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { deleteIdleGuests, insertGuest } from './guests.repository.js';

/** The window of GUEST_IDS_PER_ADDRESS: a browser needs one id, a shared office a few. */
export const GUEST_WINDOW_MS = 10 * 60_000;
/** A guest with no cart and no order is forgotten after this long. */
export const GUEST_KEEP_MS = 30 * 24 * 3600_000;
const CLEANUP_EVERY_MS = 3600_000;
const CLEANUP_BATCH = 500;

export interface GuestsDeps {
  clock: Clock;
  /** Shared by every instance when there is Redis. */
  attempts: AttemptStore;
  /** Guest ids per client address and window; 0: no limit. */
  perAddress: number;
  log?: FastifyBaseLogger;
}

export class GuestsService {
  private cleaning: NodeJS.Timeout | null = null;

  constructor(private readonly db: Db, private readonly deps: GuestsDeps) {}

  /** A guest id is a bearer credential for a guest's cart and orders, so it carries 144 random bits. Each is a row: limited per address. */
  async create(address: string): Promise<string> {
    const count = this.deps.perAddress > 0 ? await this.deps.attempts.hit(`guest:address:${address}`, GUEST_WINDOW_MS) : null;
    if (count && count.count > this.deps.perAddress) {
      const minutes = Math.max(1, Math.ceil((count.resetAt - this.deps.clock.now().getTime()) / 60_000));
      throw new AppError('too_many_requests', `Too many guest sessions from this address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    const id = randomBytes(18).toString('base64url');
    await insertGuest(this.db, id, this.deps.clock.now().toISOString());
    return id;
  }

  /** Every instance cleans now and then; deleting what another one deleted already is no harm. */
  start(): void {
    this.cleaning = setInterval(() => void this.removeIdle().catch((err: unknown) => this.deps.log?.warn({ err }, 'removing idle guests failed')), CLEANUP_EVERY_MS);
    this.cleaning.unref();
  }

  stop(): void {
    if (this.cleaning) clearInterval(this.cleaning);
    this.cleaning = null;
  }

  /** Deletes guests older than GUEST_KEEP_MS with no cart and no order, a batch at a time; answers how many. */
  async removeIdle(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - GUEST_KEEP_MS).toISOString();
    let total = 0;
    for (;;) {
      const deleted = await deleteIdleGuests(this.db, before, CLEANUP_BATCH);
      total += deleted;
      if (deleted < CLEANUP_BATCH) return total;
    }
  }
}
