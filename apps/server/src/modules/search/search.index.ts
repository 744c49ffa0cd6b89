import { applyDiscount, type Discount, type ListFilter } from '@storefront/contract';
import type { SearchGroup, SearchTerms } from '../../db/search.js';
import { isOpenAt, localTime, toMinutes, type OpeningWindow } from '../../lib/schedule.js';
import { TopWindow } from '../../lib/top-window.js';
import { searchWords } from './search.words.js';

/**
 * An in-memory index of the catalogue's items for search, one per server instance: what SQLite's
 * FTS5 and PostgreSQL's GIN index answer, plus what the search filters and orders by, in typed
 * arrays. A search costs a walk of the matching postings and of the matches, with no SQL: the
 * engines alone spend 2 to 4 ms per search at 100,000 items (bench/search-engines.ts), several
 * times the whole budget of a request at the goal's rate. It is a cache of the catalogue (kept
 * fresh from the change log, see search.keeper.ts), not of queries; the SQL search stays the
 * fallback and the reference.
 *
 * Text: each item is two bags of words, its names (name and translations) and the rest
 * (description, generic name, tags, category and parent category, brand), split by searchWords as
 * both engines split them. Postings hold `item << 1 | inName`, in item order; the vocabulary is
 * sorted so that a prefix is a range. Items whose text changed after the build are left out of
 * the postings (`stale`) and matched from their own words until the next build.
 */

/** One item row as the index reads it; its text already joined with its category and brand names. */
export interface IndexItem {
  id: number;
  names: string;
  body: string;
  store_id: number;
  zone_id: number;
  module_id: number;
  category_id: number;
  brand_id: number | null;
  status: number;
  price: number;
  discount: number;
  discount_type: string;
  veg: number;
  avg_rating: number;
  order_count: number;
  created_at: string;
  available_time_starts: string;
  available_time_ends: string;
}

export interface IndexStore {
  id: number;
  status: number;
  active: number;
  delivery: number;
  take_away: number;
  discount: number | null;
  discount_type: string | null;
  discount_start: string | null;
  discount_end: string | null;
  time_zone: string;
  latitude: number;
  longitude: number;
  schedule: OpeningWindow[];
}

/** A running-or-not flash sale line: its price applies between its sale's dates. */
export interface IndexFlashLine {
  item_id: number;
  price: number;
  start_date: string;
  end_date: string;
}

/** What a search asks of the index: the view, the text and the search page's filters and orders. */
export interface IndexQuery {
  terms: SearchTerms | null;
  zoneIds: readonly number[];
  moduleId: number | null;
  now: Date;
  position: { lat: number; lng: number } | null;
  type?: 'veg' | 'non_veg' | undefined;
  filters: ReadonlySet<ListFilter>;
  categoryIds: readonly number[];
  brandIds: readonly number[];
  minPrice: number | null;
  maxPrice: number | null;
  minRating: number | null;
  storeId: number | null;
  storeType: 'delivery' | 'take_away' | null;
  sort?: 'high' | 'low' | undefined;
  newest: boolean;
}

export const TOP_RATED = 4;
export const NEARBY_METRES = 10_000;
const MAX_GROUPS = 15;
/** A search of one group of up to this many postings lists walks their union; more (a short prefix) are counted per item. */
const MAX_UNION_LISTS = 8;
/** Postings entries kept in unions of lists at most (4 bytes each). */
const MAX_UNION_ENTRIES = 1_000_000;

/** A text's words, as the engines index them. */
const wordsOf = (text: string) => new Set(searchWords(text));

/** A cheap hash of an item's text, to tell a text change from a change of price or order count. */
export function textHash(names: string, body: string): number {
  let h = 0x811c9dc5;
  const s = `${names}\u0000${body}`;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h | 0;
}

/** An item's own words (names flagged), for items matched outside the postings. */
type OwnWords = Map<string, number>;

function ownWords(names: string, body: string): OwnWords {
  const out: OwnWords = new Map();
  for (const w of wordsOf(body)) out.set(w, 0);
  for (const w of wordsOf(names)) out.set(w, 1);
  return out;
}

/** A list of postings that grows by doubling, cheaper than a number[] while an index is built. */
class Postings {
  list = new Int32Array(8);
  length = 0;

  push(v: number): void {
    if (this.length === this.list.length) {
      const grown = new Int32Array(this.length * 2);
      grown.set(this.list);
      this.list = grown;
    }
    this.list[this.length++] = v;
  }
}

/**
 * Builds an index from rows fed a chunk at a time (the caller yields to the event loop between
 * chunks): each row goes straight into the index's arrays and postings, so that no row is kept.
 */
export class ItemIndexBuilder {
  private readonly postings = new Map<string, Postings>();
  private readonly index: ItemSearchIndex;

  constructor(stores: readonly IndexStore[], categoryParents: ReadonlyMap<number, number | null>, seq: number) {
    this.index = new ItemSearchIndex(categoryParents, seq);
    for (const s of stores) this.index.putStore(s);
  }

  /** Items must come ordered by zone, then module (then id): each pair's items are then one range of positions. */
  add(item: IndexItem): void {
    const idx = this.index.size;
    this.index.setItem(idx, item, false);
    this.index.extendRange(item.zone_id, item.module_id, idx);
    for (const [w, inName] of ownWords(item.names, item.body)) {
      let list = this.postings.get(w);
      if (!list) this.postings.set(w, (list = new Postings()));
      list.push((idx << 1) | inName);
    }
  }

  finish(flash: readonly IndexFlashLine[]): ItemSearchIndex {
    const vocabulary = [...this.postings.keys()].sort();
    this.index.setText(vocabulary, vocabulary.map((w) => {
      const p = this.postings.get(w)!;
      return p.list.slice(0, p.length);
    }));
    this.postings.clear();
    this.index.setFlash(flash);
    return this.index;
  }
}

export class ItemSearchIndex {
  private capacity: number;
  private count = 0;
  private readonly idxOf = new Map<number, number>();
  private ids: Int32Array;
  private status: Uint8Array;
  private zone: Int32Array;
  private module: Int32Array;
  private store: Int32Array;
  private category: Int32Array;
  private brand: Int32Array;
  private price: Float64Array;
  /** The price after the item's own discount (a store discount or flash sale may override it, by time). */
  private ownPrice: Float64Array;
  private discount: Float64Array;
  private percent: Uint8Array;
  private veg: Uint8Array;
  private rating: Float64Array;
  private orders: Float64Array;
  private created: Float64Array;
  private hoursFrom: Int16Array;
  private hoursTo: Int16Array;
  private hash: Int32Array;
  /** Items whose text changed since the build: skipped in the postings, matched by `own`. */
  private stale: Uint8Array;
  private readonly own = new Map<number, OwnWords>();
  private readonly stores: IndexStore[] = [];
  private readonly storeIdx = new Map<number, number>();
  /** See listedStores; null after a store changed. */
  private listed: Uint8Array | null = null;
  private flash = new Map<number, IndexFlashLine[]>();
  /** The instants (ISO texts, sorted) at which a store discount or flash sale line starts or stops running; null after they change. */
  private bounds: string[] | null = null;
  /** Every item's price now (priceNow), for one stretch of time between bounds; null after an item, store or sale changed. */
  private prices: { window: number; at: Float64Array } | null = null;
  /** 1 for the positions of items with sale lines: the others skip the lookup. */
  private onSale: Uint8Array;
  private byZone: Map<number, Int32Array> | null = null;
  // Per-search scratch: a group counter and a name counter per item, stamped so that no clearing is needed.
  private marks: Int32Array;
  private names: Int32Array;
  private stamp = 0;
  /** Per-search scratch: the matches' positions and ranks. */
  private found: Int32Array;
  private rank: Uint8Array;

  private vocabulary: readonly string[] = [];
  private postings: readonly Int32Array[] = [];
  private wordIdx = new Map<string, number>();
  /** See union. */
  private readonly unions = new Map<string, Int32Array>();
  private unionEntries = 0;

  constructor(
    private categoryParents: ReadonlyMap<number, number | null>,
    /** The change log position the index reflects. */
    public seq: number,
  ) {
    this.capacity = 1024;
    this.ids = new Int32Array(this.capacity);
    this.status = new Uint8Array(this.capacity);
    this.zone = new Int32Array(this.capacity);
    this.module = new Int32Array(this.capacity);
    this.store = new Int32Array(this.capacity);
    this.category = new Int32Array(this.capacity);
    this.brand = new Int32Array(this.capacity);
    this.price = new Float64Array(this.capacity);
    this.ownPrice = new Float64Array(this.capacity);
    this.discount = new Float64Array(this.capacity);
    this.percent = new Uint8Array(this.capacity);
    this.veg = new Uint8Array(this.capacity);
    this.rating = new Float64Array(this.capacity);
    this.orders = new Float64Array(this.capacity);
    this.created = new Float64Array(this.capacity);
    this.hoursFrom = new Int16Array(this.capacity);
    this.hoursTo = new Int16Array(this.capacity);
    this.hash = new Int32Array(this.capacity);
    this.stale = new Uint8Array(this.capacity);
    this.onSale = new Uint8Array(this.capacity);
    this.marks = new Int32Array(this.capacity);
    this.names = new Int32Array(this.capacity);
    this.found = new Int32Array(this.capacity);
    this.rank = new Uint8Array(this.capacity);
  }

  get size(): number {
    return this.count;
  }

  /** Items matched outside the postings since the build: a rebuild is due when there are many. */
  get changedTexts(): number {
    return this.own.size;
  }

  /** Per zone, per module: the range of positions [from, to) its items had when the postings were built. */
  private readonly ranges = new Map<number, Map<number, [number, number]>>();

  extendRange(zone: number, module: number, idx: number): void {
    let modules = this.ranges.get(zone);
    if (!modules) this.ranges.set(zone, (modules = new Map()));
    const range = modules.get(module);
    if (range) range[1] = idx + 1;
    else modules.set(module, [idx, idx + 1]);
  }

  /** The position ranges of the postings a view can see, so that the others are not walked. */
  private viewRanges(zoneIds: readonly number[], moduleId: number | null): [number, number][] {
    const out: [number, number][] = [];
    for (const zone of new Set(zoneIds)) {
      const modules = this.ranges.get(zone);
      if (!modules) continue;
      if (moduleId === null) out.push(...modules.values());
      else if (modules.has(moduleId)) out.push(modules.get(moduleId)!);
    }
    return out.sort((a, b) => a[0] - b[0]);
  }

  /** The words of the items as built, sorted, and their postings. */
  setText(vocabulary: readonly string[], postings: readonly Int32Array[]): void {
    [this.vocabulary, this.postings] = [vocabulary, postings];
    this.wordIdx = new Map(vocabulary.map((w, i) => [w, i]));
  }

  /** Writes an item's row at a position; `changed` tells whether the postings may no longer hold its text. */
  setItem(i: number, item: IndexItem, changed = true): void {
    this.prices = null;
    while (i >= this.capacity) this.grow();
    if (i >= this.count) this.count = i + 1;
    this.idxOf.set(item.id, i);
    this.ids[i] = item.id;
    this.status[i] = item.status === 1 ? 1 : 0;
    this.zone[i] = item.zone_id;
    this.module[i] = item.module_id;
    this.store[i] = this.storeIdx.get(item.store_id) ?? -1;
    this.category[i] = item.category_id;
    this.brand[i] = item.brand_id ?? -1;
    this.price[i] = item.price;
    this.ownPrice[i] = applyDiscount(item.price, discountOf(item.discount_type, item.discount));
    this.discount[i] = item.discount;
    this.percent[i] = item.discount_type === 'percent' ? 1 : 0;
    this.veg[i] = item.veg;
    this.rating[i] = item.avg_rating;
    this.orders[i] = item.order_count;
    this.created[i] = Date.parse(item.created_at);
    this.hoursFrom[i] = toMinutes(item.available_time_starts);
    this.hoursTo[i] = toMinutes(item.available_time_ends);
    const h = textHash(item.names, item.body);
    if (changed && (this.stale[i] || this.hash[i] !== h)) {
      this.stale[i] = 1;
      this.own.set(i, ownWords(item.names, item.body));
    }
    this.hash[i] = h;
  }

  /** An item as read again after a change: updated in place, added, or hidden when it is gone (null). */
  putItem(id: number, item: IndexItem | null): void {
    const at = this.idxOf.get(id);
    if (!item) {
      if (at !== undefined) this.status[at] = 0;
      return;
    }
    if (at === undefined) {
      if (this.count === this.capacity) this.grow();
      this.stale[this.count] = 1;
      this.setItem(this.count, item);
      this.own.set(this.count - 1, ownWords(item.names, item.body));
      this.onSale[this.count - 1] = this.flash.has(id) ? 1 : 0;
      this.byZone = null;
      return;
    }
    if (this.zone[at] !== item.zone_id || this.module[at] !== item.module_id) {
      // Its postings lie in its old zone's range: matched from its own words from now on.
      this.byZone = null;
      this.stale[at] = 1;
      this.own.set(at, ownWords(item.names, item.body));
    }
    this.setItem(at, item);
  }

  /** An item's order count and rating, read again after an order or a review. */
  putStats(id: number, orderCount: number, avgRating: number): void {
    const at = this.idxOf.get(id);
    if (at === undefined) return;
    this.orders[at] = orderCount;
    this.rating[at] = avgRating;
  }

  putStore(store: IndexStore): void {
    [this.bounds, this.prices, this.listed] = [null, null, null];
    const at = this.storeIdx.get(store.id);
    if (at === undefined) {
      this.storeIdx.set(store.id, this.stores.length);
      this.stores.push(store);
    } else {
      this.stores[at] = store;
    }
  }

  /** A store that is gone hides its items. */
  removeStore(id: number): void {
    this.listed = null;
    const at = this.storeIdx.get(id);
    if (at !== undefined) this.stores[at] = { ...this.stores[at]!, status: 0 };
  }

  /** Sale lines by item id (not position): a line may name an item added later. */
  setFlash(lines: readonly IndexFlashLine[]): void {
    const flash = new Map<number, IndexFlashLine[]>();
    for (const line of lines) {
      const list = flash.get(line.item_id);
      if (list) list.push(line);
      else flash.set(line.item_id, [line]);
    }
    this.flash = flash;
    [this.bounds, this.prices] = [null, null];
    this.onSale.fill(0);
    for (const id of flash.keys()) {
      const at = this.idxOf.get(id);
      if (at !== undefined) this.onSale[at] = 1;
    }
  }

  setCategoryParents(parents: ReadonlyMap<number, number | null>): void {
    this.categoryParents = parents;
  }

  private grow(): void {
    const size = this.capacity * 2;
    const grown = <T extends Int32Array | Uint8Array | Int16Array | Float64Array>(a: T): T => {
      const next = new (a.constructor as new (n: number) => T)(size);
      next.set(a);
      return next;
    };
    this.ids = grown(this.ids);
    this.status = grown(this.status);
    this.zone = grown(this.zone);
    this.module = grown(this.module);
    this.store = grown(this.store);
    this.category = grown(this.category);
    this.brand = grown(this.brand);
    this.price = grown(this.price);
    this.ownPrice = grown(this.ownPrice);
    this.discount = grown(this.discount);
    this.percent = grown(this.percent);
    this.veg = grown(this.veg);
    this.rating = grown(this.rating);
    this.orders = grown(this.orders);
    this.created = grown(this.created);
    this.hoursFrom = grown(this.hoursFrom);
    this.hoursTo = grown(this.hoursTo);
    this.hash = grown(this.hash);
    this.stale = grown(this.stale);
    this.onSale = grown(this.onSale);
    this.marks = grown(this.marks);
    this.names = grown(this.names);
    this.found = new Int32Array(size);
    this.rank = new Uint8Array(size);
    this.capacity = size;
  }

  /**
   * Puts the positions of the items whose text holds every group into `found`, with `rank` 1 where
   * their names alone do; answers how many, and how many of the first came from the postings of the
   * view's ranges (so are of its zones and module).
   */
  private match(terms: SearchTerms, ranges: readonly [number, number][]): [n: number, inView: number] {
    const groups = terms.groups.slice(0, MAX_GROUPS);
    const lists = groups.map((g) => {
      const out: Int32Array[] = [];
      for (const w of g.words) {
        const at = this.wordIdx.get(w);
        if (at !== undefined) out.push(this.postings[at]!);
      }
      if (g.prefix) for (let at = this.lowerBound(g.prefix); at < this.vocabulary.length && this.vocabulary[at]!.startsWith(g.prefix); at++) out.push(this.postings[at]!);
      return out;
    });
    let n = groups.length === 1 && lists[0]!.length <= MAX_UNION_LISTS ? this.walk(this.union(groups[0]!, lists[0]!), ranges) : this.intersect(lists, ranges);
    const inView = n;
    // Items whose text changed since the build are matched from their own words.
    for (const [i, words] of this.own) {
      const r = ownRank(words, groups);
      if (r >= 0) {
        this.found[n] = i;
        this.rank[n++] = r;
      }
    }
    return [n, inView];
  }

  /** The items of a list of postings within the ranges; answers how many. */
  private walk(list: Int32Array, ranges: readonly [number, number][]): number {
    const { stale, found, rank } = this;
    let n = 0;
    for (const [start, stop] of spans(list, ranges)) {
      for (let k = start; k < stop; k++) {
        const e = list[k]!;
        if (stale[e >> 1]) continue;
        found[n] = e >> 1;
        rank[n++] = e & 1;
      }
    }
    return n;
  }

  /**
   * One group's few postings lists as one, in item order: an item in several is in it once, in its
   * name when it is in any list's name. Kept for the index's life (its postings do not change), the
   * least recently used dropped past MAX_UNION_ENTRIES in all.
   */
  private union(g: SearchGroup, lists: readonly Int32Array[]): Int32Array {
    if (lists.length === 1) return lists[0]!;
    const key = `${g.words.join(' ')}|${g.prefix ?? ''}`;
    let union = this.unions.get(key);
    if (union) {
      this.unions.delete(key);
    } else {
      const all = new Int32Array(sizeOf(lists));
      let n = 0;
      for (const list of lists) {
        all.set(list, n);
        n += list.length;
      }
      all.sort();
      // Sorted, an item's entries are side by side (its name entry last): one entry each, with the name flag of any.
      n = 0;
      for (const e of all) {
        if (n > 0 && all[n - 1]! >> 1 === e >> 1) all[n - 1]! |= e;
        else all[n++] = e;
      }
      union = all.slice(0, n);
      this.unionEntries += union.length;
      for (const [k, u] of this.unions) {
        if (this.unionEntries <= MAX_UNION_ENTRIES) break;
        this.unions.delete(k);
        this.unionEntries -= u.length;
      }
    }
    this.unions.set(key, union);
    return union;
  }

  /** Items in every group's lists, in any order, by counters per item; answers how many it found. */
  private intersect(lists: readonly (readonly Int32Array[])[], ranges: readonly [number, number][]): number {
    // The rarest group first: later groups only advance items that every earlier one reached.
    const order = lists.map((_, g) => g).sort((a, b) => sizeOf(lists[a]!) - sizeOf(lists[b]!));
    if (this.stamp > 0x7fff0000) {
      this.marks.fill(0);
      this.names.fill(0);
      this.stamp = 0;
    }
    const base = this.stamp + 1;
    this.stamp += lists.length + 1;
    const { marks, names, stale, found, rank } = this;
    let n = 0;
    for (let step = 0; step < order.length; step++) {
      const [want, next, first, last] = [base + step - 1, base + step, step === 0, step === lists.length - 1];
      for (const list of lists[order[step]!]!) {
        for (const [start, stop] of spans(list, ranges)) {
          for (let k = start; k < stop; k++) {
            const e = list[k]!;
            const i = e >> 1;
            if (stale[i]) continue;
            // Marks left by earlier searches count as none.
            const m = marks[i]!;
            if (m === want || (first && m < base)) {
              marks[i] = next;
              if (last) found[n++] = i;
            }
            if (e & 1) {
              const o = names[i]!;
              if (o === want || (first && o < base)) names[i] = next;
            }
          }
        }
      }
    }
    const done = base + lists.length - 1;
    for (let k = 0; k < n; k++) rank[k] = names[found[k]!] === done ? 1 : 0;
    return n;
  }

  /** Puts the positions of the zones' items into `found` (rank 0); answers how many, and that none is known to be in the view. */
  private browse(zoneIds: readonly number[]): [n: number, inView: number] {
    let n = 0;
    for (const z of new Set(zoneIds)) {
      const list = this.zoneItems(z);
      this.found.set(list, n);
      this.rank.fill(0, n, n + list.length);
      n += list.length;
    }
    return [n, 0];
  }

  private lowerBound(prefix: string): number {
    let [lo, hi] = [0, this.vocabulary.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.vocabulary[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private zoneItems(zoneId: number): Int32Array {
    if (!this.byZone) {
      const lists = new Map<number, number[]>();
      for (let i = 0; i < this.count; i++) {
        const z = this.zone[i]!;
        const list = lists.get(z);
        if (list) list.push(i);
        else lists.set(z, [i]);
      }
      this.byZone = new Map([...lists].map(([z, list]) => [z, Int32Array.from(list)]));
    }
    return this.byZone.get(zoneId) ?? new Int32Array(0);
  }

  /**
   * Which stretch of time between two of the index's bounds `now` is in: throughout one, the same
   * store discounts and flash sale lines run, so prices and discounts are alike (the index's data
   * alike). Running is decided on ISO texts, `start <= now <= end`: a line starts running at its
   * start and stops at the first text after its end.
   */
  timeWindow(now: Date): number {
    return this.windowAt(now.toISOString());
  }

  private windowAt(iso: string): number {
    const bounds = (this.bounds ??= this.timeBounds());
    // How many bounds are at or before `now`.
    let [lo, hi] = [0, bounds.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (bounds[mid]! <= iso) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private timeBounds(): string[] {
    const out = new Set<string>();
    const add = (start: string | null, end: string | null) => {
      if (start) out.add(start);
      if (end) out.add(`${end}\u0000`);
    };
    for (const s of this.stores) if (s.discount !== null && s.discount > 0) add(s.discount_start, s.discount_end);
    for (const lines of this.flash.values()) for (const l of lines) add(l.start_date, l.end_date);
    return [...out].sort();
  }

  /** Per search: the instant, and which stores' discounts run then (found once per store). */
  private moment(now: Date): Moment {
    return { now, iso: now.toISOString(), storeDiscount: null };
  }

  private storeDiscountRuns(si: number, m: Moment): boolean {
    m.storeDiscount ??= new Int8Array(this.stores.length).fill(-1);
    let running = m.storeDiscount[si]!;
    if (running < 0) {
      const s = this.stores[si]!;
      // The contract's storeDiscountRunning, on the instant's ISO text made once per search.
      running = m.storeDiscount[si] = s.discount !== null && s.discount > 0
        && (!s.discount_start || s.discount_start <= m.iso) && (!s.discount_end || m.iso <= s.discount_end) ? 1 : 0;
    }
    return running === 1;
  }

  /** The cheapest running flash sale line's price, or -1. */
  private flashPrice(i: number, iso: string): number {
    if (this.onSale[i] === 0) return -1;
    const lines = this.flash.get(this.ids[i]!);
    if (!lines) return -1;
    let best = -1;
    for (const l of lines) if (l.start_date <= iso && l.end_date >= iso && (best < 0 || l.price < best)) best = l.price;
    return best;
  }

  /** What item `i` costs now in minor units: the contract's unitPrice (the item's own discount is applied once, when it is written). */
  private priceNow(i: number, m: Moment): number {
    const flash = this.flashPrice(i, m.iso);
    if (flash >= 0) return flash;
    const si = this.store[i]!;
    if (si >= 0 && this.storeDiscountRuns(si, m)) {
      const s = this.stores[si]!;
      return applyDiscount(this.price[i]!, discountOf(s.discount_type, s.discount!));
    }
    return this.ownPrice[i]!;
  }

  /** Every item's priceNow at the moment, computed once per stretch of time (timeWindow) and change of the index. */
  private pricesAt(m: Moment): Float64Array {
    const window = this.windowAt(m.iso);
    if (this.prices?.window !== window) {
      const at = new Float64Array(this.count);
      for (let i = 0; i < this.count; i++) at[i] = this.priceNow(i, m);
      this.prices = { window, at };
    }
    return this.prices.at;
  }

  private discountedNow(i: number, m: Moment): boolean {
    if (this.discount[i]! > 0) return true;
    const si = this.store[i]!;
    return (si >= 0 && this.storeDiscountRuns(si, m)) || this.flashPrice(i, m.iso) >= 0;
  }

  /** The list's total and the ids of one window of it, in the search's order. */
  search(q: IndexQuery, skip: number, limit: number): { total: number; ids: number[] } {
    const m = this.moment(q.now);
    const [n, inView] = q.terms ? this.match(q.terms, this.viewRanges(q.zoneIds, q.moduleId)) : this.browse(q.zoneIds);
    const { found, rank, status, zone, module, store, orders } = this;
    const [listed, shown] = [this.listedStores(), this.storesShown(q)];
    const item = this.itemTest(q, m);
    const [min, max] = [q.minPrice ?? -Infinity, q.maxPrice ?? Infinity];
    const prices = q.minPrice !== null || q.maxPrice !== null ? this.pricesAt(m) : null;
    // The catalog lists' order is one key, computed here; other orders add theirs before it.
    const keys = this.orderKeys(q, m);
    const last = keys.length;
    const key = new Float64Array(last + 1);
    const top = new TopWindow(skip + limit, last + 1);
    const zones = q.zoneIds;
    const oneZone = zones.length === 1 ? zones[0]! : null;
    let total = 0;
    for (let k = 0; k < n; k++) {
      const i = found[k]!;
      if (status[i] !== 1) continue;
      if (k >= inView) {
        if (oneZone !== null ? zone[i] !== oneZone : !zones.includes(zone[i]!)) continue;
        if (q.moduleId !== null && module[i] !== q.moduleId) continue;
      }
      const si = store[i]!;
      if (si < 0 || listed[si] !== 1 || (shown && !shown(si))) continue;
      if (item && !item(i, si)) continue;
      if (prices && (prices[i]! < min || prices[i]! > max)) continue;
      total++;
      for (let j = 0; j < last; j++) key[j] = keys[j]!(i);
      // Name matches first, then by orders, as one key (order counts stay far below 2^45); a list without words ranks all 0.
      key[last] = -(rank[k]! * 2 ** 45 + orders[i]!);
      top.offer(key, this.ids, i);
    }
    return { total, ids: top.sorted().slice(skip) };
  }

  /**
   * Whether the search may show a store's items (listed, passing the store filters), found once per
   * store and search; null when it asks for no more than being listed (see `listed`).
   */
  private storesShown(q: IndexQuery): ((si: number) => boolean) | null {
    const near = q.filters.has('nearby') && q.position ? nearbyBox(q.position) : null;
    const open = q.filters.has('currently_open');
    if (q.storeId === null && q.storeType === null && !near && !open) return null;
    const known = new Int8Array(this.stores.length).fill(-1);
    return (si) => {
      if (known[si]! < 0) {
        const s = this.stores[si]!;
        known[si] = (q.storeId === null || s.id === q.storeId)
          && (q.storeType === null || s[q.storeType] === 1)
          && (!near || (s.latitude >= near.lat[0] && s.latitude <= near.lat[1] && s.longitude >= near.lng[0] && s.longitude <= near.lng[1]))
          && (!open || (s.active === 1 && isOpenAt(s.schedule, s.time_zone, q.now))) ? 1 : 0;
      }
      return known[si] === 1;
    };
  }

  /** 1 for the stores whose items may be listed at all, by position. */
  private listedStores(): Uint8Array {
    if (!this.listed) {
      this.listed = new Uint8Array(this.stores.length);
      this.stores.forEach((s, si) => (this.listed![si] = s.status === 1 ? 1 : 0));
    }
    return this.listed;
  }

  /** The item filters the search asks for but price (tested apart), or null when there are none. */
  private itemTest(q: IndexQuery, m: Moment): ((i: number, si: number) => boolean) | null {
    const tests: ((i: number, si: number) => boolean)[] = [];
    if (q.categoryIds.length) {
      const categories = new Set(q.categoryIds);
      tests.push((i) => categories.has(this.category[i]!) || categories.has(this.categoryParents.get(this.category[i]!) ?? -1));
    }
    if (q.brandIds.length) {
      const brands = new Set(q.brandIds);
      tests.push((i) => brands.has(this.brand[i]!));
    }
    const minRating = Math.max(q.minRating ?? -Infinity, q.filters.has('top_rated') ? TOP_RATED : -Infinity);
    if (minRating > -Infinity) tests.push((i) => this.rating[i]! >= minRating);
    if (q.type) {
      const veg = q.type === 'veg' ? 1 : 0;
      tests.push((i) => this.veg[i] === veg);
    }
    if (q.filters.has('currently_open')) {
      const minutesIn = new Map<string, number>();
      tests.push((i, si) => {
        const tz = this.stores[si]!.time_zone;
        let minutes = minutesIn.get(tz);
        if (minutes === undefined) minutesIn.set(tz, (minutes = localTime(q.now, tz).minutes));
        return withinHours(this.hoursFrom[i]!, this.hoursTo[i]!, minutes);
      });
    }
    if (q.filters.has('discounted')) tests.push((i) => this.discountedNow(i, m));
    if (tests.length === 0) return null;
    if (tests.length === 1) return tests[0]!;
    return (i, si) => tests.every((t) => t(i, si));
  }

  /** The list's sort keys of an item before the catalog lists' own (see search), each ascending; the id, descending, breaks ties. */
  private orderKeys(q: IndexQuery, m: Moment): ((i: number) => number)[] {
    const keys: ((i: number) => number)[] = [];
    if (q.filters.has('nearby') && q.position) {
      const { lat, lng } = q.position;
      const c = Math.cos((lat * Math.PI) / 180) ** 2;
      keys.push((i) => {
        const s = this.stores[this.store[i]!]!;
        return (s.latitude - lat) ** 2 + (s.longitude - lng) ** 2 * c;
      });
    }
    if (q.filters.has('top_rated')) keys.push((i) => -this.rating[i]!);
    if (q.filters.has('popular')) keys.push((i) => -this.orders[i]!);
    if (q.sort) {
      const [prices, sign] = [this.pricesAt(m), q.sort === 'high' ? -1 : 1];
      keys.push((i) => sign * prices[i]!);
    }
    if (q.newest) keys.push((i) => -this.created[i]!);
    return keys;
  }
}

interface Moment {
  now: Date;
  iso: string;
  /** Per store position: -1 not yet known, 0 no discount running, 1 running (made when first asked). */
  storeDiscount: Int8Array | null;
}

const discountOf = (type: string | null, value: number): Discount => ({ type: type === 'percent' ? 'percent' : 'amount', value });

function ownRank(words: OwnWords, groups: readonly SearchGroup[]): number {
  let rank = 1;
  for (const g of groups) {
    let hit = -1;
    for (const w of g.words) hit = Math.max(hit, words.get(w) ?? -1);
    if (g.prefix && hit < 1) for (const [w, n] of words) if (w.startsWith(g.prefix)) hit = Math.max(hit, n);
    if (hit < 0) return -1;
    rank = Math.min(rank, hit);
  }
  return rank;
}

/** Where the entries of each range lie in a postings list: [start, stop) of its indexes. */
const spans = (list: Int32Array, ranges: readonly [number, number][]) => ranges.map(([from, to]) => [firstAtLeast(list, from << 1), firstAtLeast(list, to << 1)] as const);

/** The first index of a sorted list whose value is at least `v`. */
function firstAtLeast(list: Int32Array, v: number): number {
  let [lo, hi] = [0, list.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const sizeOf = (lists: readonly Int32Array[]) => lists.reduce((n, l) => n + l.length, 0);

/** lib/schedule's withinDailyRange on minutes. */
function withinHours(open: number, close: number, minutes: number): boolean {
  if (close === open) return true;
  return close > open ? minutes >= open && minutes <= close : minutes >= open || minutes <= close;
}

/** The nearby bounding box of catalog scopes' storeNearby. */
function nearbyBox(p: { lat: number; lng: number }) {
  const dLat = NEARBY_METRES / 111_320;
  const dLng = dLat / Math.max(0.01, Math.cos((p.lat * Math.PI) / 180));
  return { lat: [p.lat - dLat, p.lat + dLat], lng: [p.lng - dLng, p.lng + dLng] } as const;
}
