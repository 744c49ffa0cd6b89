import { isOpenAt, localTime, withinMinutes } from '../../lib/schedule.js';
import type { IndexStore, ItemSearchIndex } from './search.index.js';

/**
 * Searches that differ in their words or filters still show many of the same items: each item's
 * card is kept serialized, per language, for CARD_TTL_MS, so that a page of kept cards costs no
 * query and no serialization. A kept card is used only while all of these hold:
 * - the change log has said nothing of the item since the card was made (the keeper's
 *   `cardChangedAt`: the item, its stock, variations, options and add-ons, its store and
 *   schedule, its category, its flash sale lines; a rebuild of the index forgets every card);
 * - the clock's epoch is the same (catalogue changes announced by CatalogChanges, a test's clock);
 * - what the card shows of the time is the same (`cardState`: its store open, the item within its
 *   hours, its store's discount running, which of its flash sale lines run).
 * What the log does not name (a module's type, a transaction committed over half a minute after its
 * log position was taken, see the keeper) shows within CARD_TTL_MS.
 */
export const CARD_TTL_MS = 10 * 60_000;
/**
 * Bytes of cards kept per instance, the least recently used dropped beyond. Measured on the benchmark
 * catalogue: a food card is 1.8 to 2 KB serialized (English and Arabic alike), about 2.3 KB with its
 * entry; 100,000 kept cards grew the process by 270 MB. So this holds about 110,000 cards: every item
 * of a 100,000-item catalogue in one language, or the most shown ones in several.
 */
export const CARD_BYTES = 256 * 1024 * 1024;
/** What an entry costs beside its card's bytes (its key, its record and promise, the map's slot, the allocation), as measured. */
const ENTRY_BYTES = 400;

interface Kept {
  card: Promise<Buffer | null>;
  epoch: number;
  /** The keeper's version when the card was made. */
  version: number;
  state: number;
  expires: number;
  bytes: number;
}

/** Where a page's cards are asked for: the view's language and epoch, and the keeper's version then. */
export interface CardsAt {
  lang: string;
  epoch: number;
  version: number;
  /** The keeper's version of the item's last change (a card made before it is stale). */
  changedAt: (id: number) => number;
}

export class ItemCards {
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = CARD_BYTES,
    private readonly ttlMs = CARD_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Bytes held now, entries included. */
  get size(): number {
    return this.bytes;
  }

  /**
   * The cards of `ids` (null for an item without one), in their order; those not kept, or no longer
   * right, are made by one call of `make`, given their positions and answering in that order.
   */
  many(ids: readonly number[], states: readonly number[], at: CardsAt, make: (missing: number[]) => Promise<(Buffer | null)[]>): Promise<(Buffer | null)[]> {
    const t = this.now();
    const cards: Promise<Buffer | null>[] = [];
    const missing: number[] = [];
    ids.forEach((id, k) => {
      const key = `${at.lang}|${id}`;
      const hit = this.kept.get(key);
      if (hit && hit.expires > t && hit.epoch === at.epoch && hit.state === states[k] && hit.version >= at.changedAt(id)) {
        this.kept.delete(key);
        this.kept.set(key, hit);
        cards[k] = hit.card;
      } else {
        missing.push(k);
      }
    });
    if (missing.length === 0) return Promise.all(cards);
    const made = make(missing);
    missing.forEach((k, m) => {
      const key = `${at.lang}|${ids[k]!}`;
      const card = made.then((all) => own(all[m]!));
      const entry: Kept = { card, epoch: at.epoch, version: at.version, state: states[k]!, expires: t + this.ttlMs, bytes: 0 };
      this.drop(key);
      this.kept.set(key, entry);
      card.then((c) => this.weigh(key, entry, c), () => this.drop(key, entry));
      cards[k] = card;
    });
    return Promise.all(cards);
  }

  clear(): void {
    this.kept.clear();
    this.bytes = 0;
  }

  /** Counts a made card's bytes, while it is still kept, and drops the oldest used beyond the cap. */
  private weigh(key: string, entry: Kept, card: Buffer | null): void {
    if (this.kept.get(key) !== entry) return;
    entry.bytes = ENTRY_BYTES + (card?.length ?? 0);
    this.bytes += entry.bytes;
    for (const [oldest] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string, only?: Kept): void {
    const entry = this.kept.get(key);
    if (!entry || (only && entry !== only)) return;
    this.bytes -= entry.bytes;
    this.kept.delete(key);
  }
}

/**
 * A card in memory of its own: a small Buffer is a slice of a shared 8 KB slab, which a card kept for
 * minutes would keep whole.
 */
function own(card: Buffer | null): Buffer | null {
  if (!card) return null;
  const copy = Buffer.allocUnsafeSlow(card.length);
  card.copy(copy);
  return copy;
}

/**
 * What an item's card shows of the time, as bits, from the index (search.index.ts): its store open
 * now (1), the item within its daily hours (2), its store's discount running (4), and which of its
 * flash sale lines run (8 on); -1 for an item the index does not hold. The card's mapper decides
 * these from the same rows at the same instant (catalog.mapper's toItem), so a kept card made in
 * the same state shows what a new one would.
 */
export function cardState(x: ItemSearchIndex, id: number, now: Date, iso: string): number {
  const i = x.idxOf.get(id);
  if (i === undefined) return -1;
  let state = 0;
  const si = x.store[i]!;
  if (si >= 0) {
    const s = x.stores[si]!;
    const at = storeAt(s, now);
    if (at.open) state |= 1;
    if (withinMinutes(x.hoursFrom[i]!, x.hoursTo[i]!, at.minutes)) state |= 2;
    if (s.discount !== null && s.discount > 0 && (!s.discount_start || s.discount_start <= iso) && (!s.discount_end || iso <= s.discount_end)) state |= 4;
  }
  const lines = x.onSale[i] === 1 ? x.flash.get(id) : undefined;
  // Beyond 23 lines of one item (none seen), a line's start or end shows within CARD_TTL_MS.
  lines?.forEach((l, k) => {
    if (k < 23 && l.start_date <= iso && iso <= l.end_date) state |= 8 << k;
  });
  return state;
}

/** Per store row, at the last minute asked: whether it is open, and its local minute of the day. A changed store is a new row. */
const storeMinutes = new WeakMap<IndexStore, { minute: number; open: boolean; minutes: number }>();

/** Opening hours and the local time go by the minute (lib/schedule): found once per store and minute, however many of its cards are asked for. */
function storeAt(s: IndexStore, now: Date): { open: boolean; minutes: number } {
  const minute = Math.floor(now.getTime() / 60_000);
  let at = storeMinutes.get(s);
  if (at?.minute !== minute) {
    at = { minute, open: s.active === 1 && isOpenAt(s.schedule, s.time_zone, now), minutes: localTime(now, s.time_zone).minutes };
    storeMinutes.set(s, at);
  }
  return at;
}
