import { setImmediate as yieldToEvents } from 'node:timers/promises';
import type { Db } from '../../db/connection.js';
import { ItemIndexBuilder } from './search.builder.js';
import type { ItemSearchIndex } from './search.index.js';
import {
  addOnItems, changeLogBounds, changesAfter, indexFlashLines, indexItemOrder, indexItemStats, indexItemsWhere, indexStores, indexTexts, pruneChanges, type IndexTexts,
} from './search.repository.js';

/** Items read per chunk of a build: each chunk blocks the event loop for a few milliseconds. */
const BUILD_CHUNK = 2000;
/** Changes read per refresh; more than this at once (a bulk import) is cheaper to rebuild from. */
const MAX_CHANGES = 5000;
/** Items matched outside the postings before a rebuild in the background is due. */
const MAX_CHANGED_TEXTS = 2000;
/** Positions of the log skipped by a refresh are looked for again this long (a transaction still open). */
const GAP_MS = 30_000;
const MAX_MISSING = 1000;
/** Change log rows are kept this long: an instance that fell further behind rebuilds. */
const KEEP_CHANGES_MS = 10 * 60_000;
/** Rows pruned per refresh at most: a short delete by key range, however many piled up (a bulk import). */
const PRUNE_BATCH = 5000;

export interface KeeperLog {
  info(o: object, msg: string): void;
  error(o: object, msg: string): void;
}

/**
 * Keeps this instance's item index (search.index.ts) built and fresh: built in the background at
 * start, then refreshed from the change log at most once a second, so that a change written by any
 * instance or writer shows within about a second. Rebuilt when the log cannot tell what changed
 * (this instance fell behind what was pruned, a bulk change, many changed texts).
 */
export class ItemIndexKeeper {
  private index: ItemSearchIndex | null = null;
  private texts: IndexTexts | null = null;
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  /** The log's newest position as seen at times, oldest first: what was newest KEEP_CHANGES_MS ago may be pruned. */
  private readonly seen: [at: number, seq: number][] = [];
  /** Log positions skipped by a refresh, with when they were first missed. */
  private readonly missing = new Map<number, number>();
  /** Bumped whenever the index changes: cached search pages are keyed by it. */
  version = 0;
  /** The version at which the log last named each item (search.cards.ts), since the last build. */
  private readonly cardChanged = new Map<number, number>();
  /** The version of the last build: every card made before it is stale. */
  private builtAt = 0;

  constructor(
    private readonly db: Db,
    private readonly log: KeeperLog | null = null,
    private readonly pollMs = 1000,
  ) {}

  /** The version at which what an item's card shows last changed, as far as the log tells: a card made at an older version is stale. */
  cardChangedAt(id: number): number {
    return this.cardChanged.get(id) ?? this.builtAt;
  }

  /** The index when it is built, else null (search then runs in SQL). */
  get current(): ItemSearchIndex | null {
    return this.index;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = async () => {
      this.timer = null;
      try {
        await this.refresh();
      } catch (err) {
        this.log?.error({ err }, 'search index refresh failed; search runs on the last index');
      }
      if (!this.stopped) this.timer = setTimeout(tick, this.pollMs).unref();
    };
    void tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Builds the index if there is none, else applies what the change log holds since it was read. One at a time. */
  refresh(): Promise<void> {
    const run = (this.running ?? Promise.resolve()).catch(() => undefined).then(() => (this.index ? this.applyChanges() : this.build()));
    this.running = run.finally(() => {
      if (this.running === done) this.running = null;
    });
    const done = this.running;
    return run;
  }

  /** A full build from the database, swapped in when done; the old index answers meanwhile. */
  private async build(): Promise<void> {
    const started = Date.now();
    const { high } = await changeLogBounds(this.db);
    const texts = await indexTexts(this.db);
    const parents = new Map([...texts.categories].map(([id, c]) => [id, c.parent_id]));
    const builder = new ItemIndexBuilder(await indexStores(this.db), parents, high ?? 0);
    const order = await indexItemOrder(this.db);
    for (let at = 0; at < order.length; at += BUILD_CHUNK) {
      const ids = order.slice(at, at + BUILD_CHUNK);
      const byId = new Map((await indexItemsWhere(this.db, texts, { ids })).map((row) => [row.id, row]));
      // An item deleted since its id was read is left out.
      for (const id of ids) if (byId.has(id)) builder.add(byId.get(id)!);
      await yieldToEvents();
    }
    const index = builder.finish(await indexFlashLines(this.db));
    [this.index, this.texts] = [index, texts];
    this.missing.clear();
    this.version++;
    this.builtAt = this.version;
    this.cardChanged.clear();
    this.log?.info({ items: index.size, ms: Date.now() - started, rssMb: Math.round(process.memoryUsage().rss / 1e6) }, 'search index built');
    // What changed while it was read.
    await this.applyChanges();
  }

  private async applyChanges(): Promise<void> {
    const index = this.index!;
    const now = Date.now();
    for (const [seq, since] of this.missing) if (now - since > GAP_MS || seq <= 0) this.missing.delete(seq);
    const { low, high } = await changeLogBounds(this.db);
    await this.prune(now, low, high);
    if (high === null || (high <= index.seq && this.missing.size === 0)) return;
    // The log no longer reaches back to where this index stands: what changed in between is unknown.
    if (low !== null && index.seq > 0 && low > index.seq + 1) return this.build();
    const changes = await changesAfter(this.db, index.seq, [...this.missing.keys()], MAX_CHANGES);
    if (changes.length === MAX_CHANGES) return this.build();
    const by = {
      item: new Set<number>(), stats: new Set<number>(), card: new Set<number>(), addOn: new Set<number>(), store: new Set<number>(),
      category: new Set<number>(), brand: new Set<number>(), flash: false,
    };
    let next = index.seq;
    for (const c of changes) {
      if (c.kind === 'item' || c.kind === 'stats' || c.kind === 'card' || c.kind === 'category' || c.kind === 'brand') by[c.kind].add(c.row_id);
      else if (c.kind === 'add_on') by.addOn.add(c.row_id);
      else if (c.kind === 'store' || c.kind === 'schedule') by.store.add(c.row_id);
      else by.flash = true;
      this.missing.delete(c.seq);
      // Positions skipped over may belong to a transaction that commits later.
      for (let s = next + 1; s < c.seq && this.missing.size < MAX_MISSING; s++) this.missing.set(s, now);
      next = Math.max(next, c.seq);
    }
    if (by.category.size || by.brand.size) this.texts = await indexTexts(this.db);
    const texts = this.texts!;
    if (by.category.size) index.setCategoryParents(new Map([...texts.categories].map(([id, c]) => [id, c.parent_id])));
    if (by.store.size) {
      const stores = await indexStores(this.db, [...by.store]);
      for (const s of stores) index.putStore(s);
      for (const id of by.store) if (!stores.some((s) => s.id === id)) index.removeStore(id);
    }
    const items = await indexItemsWhere(this.db, texts, { ids: [...by.item], categoryIds: [...by.category], brandIds: [...by.brand] });
    const found = new Set(items.map((i) => i.id));
    for (const item of items) index.putItem(item.id, item);
    for (const id of by.item) if (!found.has(id)) index.putItem(id, null);
    // Items read whole above have their stats already.
    const stats = [...by.stats].filter((id) => !by.item.has(id));
    for (const s of await indexItemStats(this.db, stats)) index.putStats(s.id, s.order_count, s.avg_rating);
    const cards = new Set([...by.item, ...by.stats, ...by.card, ...found, ...(await addOnItems(this.db, [...by.addOn]))]);
    if (by.flash) {
      const before = index.flash;
      index.setFlash(await indexFlashLines(this.db));
      for (const id of [...before.keys(), ...index.flash.keys()]) cards.add(id);
    }
    index.seq = next;
    this.version++;
    for (const id of [...cards, ...itemsOfStores(index, by.store)]) this.cardChanged.set(id, this.version);
    if (index.changedTexts > MAX_CHANGED_TEXTS) await this.build();
  }

  /**
   * Forgets a batch of the changes that were in the log KEEP_CHANGES_MS ago, by key range: no time
   * column is scanned or indexed. Every instance prunes by what it saw; the newest row always stays.
   */
  private async prune(now: number, low: number | null, high: number | null): Promise<void> {
    if (high === null || low === null) return;
    if (this.seen.length === 0 || this.seen[this.seen.length - 1]![1] !== high) this.seen.push([now, high]);
    let bound = -1;
    while (this.seen.length > 0 && now - this.seen[0]![0] > KEEP_CHANGES_MS) bound = this.seen.shift()![1];
    if (bound >= low) await pruneChanges(this.db, Math.min(bound, low + PRUNE_BATCH - 1));
  }
}

/** The ids of the items of these stores, whose cards show their store. */
function itemsOfStores(index: ItemSearchIndex, storeIds: ReadonlySet<number>): number[] {
  if (storeIds.size === 0) return [];
  const at = new Set([...storeIds].map((id) => index.storeIdx.get(id) ?? -1));
  const out: number[] = [];
  for (let i = 0; i < index.count; i++) if (at.has(index.store[i]!)) out.push(index.ids[i]!);
  return out;
}
