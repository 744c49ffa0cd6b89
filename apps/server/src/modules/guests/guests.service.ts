import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { keptSecret } from '../config/config.repository.js';
import { SIGNED_GUEST_ID_LENGTH, signedGuestId, signGuestId } from './guests.ids.js';
import { deleteIdleGuests, guestExists } from './guests.repository.js';

/** A guest with no cart and no order is forgotten after this long. */
export const GUEST_KEEP_MS = 30 * 24 * 3600_000;
const CLEANUP_EVERY_MS = 3600_000;
const CLEANUP_BATCH = 500;
/** How many checked guest ids a process keeps (46 characters each). */
const VOUCHED_KEPT = 20_000;

export interface GuestsDeps {
  clock: Clock;
  log?: FastifyBaseLogger;
}

/**
 * Guest ids cost nothing until used: each is signed (see guests.ids), and its row is written by the
 * first cart or order it keeps (claimGuest), so any number of visitors behind one address get theirs.
 */
export class GuestsService {
  private cleaning: NodeJS.Timeout | null = null;
  private key: Promise<string> | null = null;
  /** Signed ids whose signature was found good, up to VOUCHED_KEPT (then forgotten all at once). */
  private readonly vouched = new Set<string>();

  constructor(private readonly db: Db, private readonly deps: GuestsDeps) {}

  async create(): Promise<string> {
    return signGuestId(await this.secret());
  }

  /**
   * The guest a request names, or 401: an id of the signed length by its signature alone (a forged
   * one reads nothing), any other by its row, which ids made before they were signed have.
   */
  async verify(guestId: string | undefined): Promise<string> {
    if (!guestId) throw new AppError('unauthenticated', 'Sign in, or send the guest_id this browser was given.');
    if (!(await this.known(guestId))) throw new AppError('unauthenticated', 'This guest session is unknown. Please reload the page.');
    return guestId;
  }

  async known(guestId: string): Promise<boolean> {
    if (guestId.length !== SIGNED_GUEST_ID_LENGTH) return guestExists(this.db, guestId);
    // A signature checked once stays good (the key is made once and kept): a guest's next requests skip the HMAC.
    if (this.vouched.has(guestId)) return true;
    if (!signedGuestId(await this.secret(), guestId)) return false;
    if (this.vouched.size >= VOUCHED_KEPT) this.vouched.clear();
    this.vouched.add(guestId);
    return true;
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

  /**
   * Deletes guests older than GUEST_KEEP_MS with no cart and no order, a batch at a time; answers how
   * many. A signed id stays good: its row comes back with its next cart.
   */
  async removeIdle(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - GUEST_KEEP_MS).toISOString();
    let total = 0;
    for (;;) {
      const deleted = await deleteIdleGuests(this.db, before, CLEANUP_BATCH);
      total += deleted;
      if (deleted < CLEANUP_BATCH) return total;
    }
  }

  /** The key guest ids are signed with: made by the first instance that asks, kept in settings for all; asked again after a failed read. */
  private secret(): Promise<string> {
    this.key ??= keptSecret(this.db, 'guest_id_secret').catch((err: unknown) => {
      this.key = null;
      throw err;
    });
    return this.key;
  }
}
