import { applyDiscount, type Discount } from '@storefront/contract';
import { toMinutes, type OpeningWindow } from '../../lib/schedule.js';
import { ItemText, textHash } from './search.postings.js';

/**
 * An in-memory index of the catalogue's items for search, one per server instance: what SQLite's
 * FTS5 and PostgreSQL's GIN index answer, plus what the search filters and orders by, in typed
 * arrays. A search costs a walk of the matching postings and of the matches, with no SQL: the
 * engines alone spend 2 to 4 ms per search at 100,000 items (bench/search-engines.ts), several
 * times the whole budget of a request at the goal's rate. It is a cache of the catalogue (kept
 * fresh from the change log, see search.keeper.ts), not of queries; the SQL search stays the
 * fallback and the reference. Built by search.builder, its words kept by search.postings, searched
 * by search.query.
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

export const discountOf = (type: string | null, value: number): Discount => ({ type: type === 'percent' ? 'percent' : 'amount', value });

/** The index's columns, one entry per item position; search.query reads them, and only the methods below write them. */
export class ItemSearchIndex {
  capacity = 1024;
  count = 0;
  readonly idxOf = new Map<number, number>();
  ids = new Int32Array(this.capacity);
  status = new Uint8Array(this.capacity);
  zone = new Int32Array(this.capacity);
  module = new Int32Array(this.capacity);
  store = new Int32Array(this.capacity);
  category = new Int32Array(this.capacity);
  brand = new Int32Array(this.capacity);
  price = new Float64Array(this.capacity);
  /** The price after the item's own discount (a store discount or flash sale may override it, by time). */
  ownPrice = new Float64Array(this.capacity);
  discount = new Float64Array(this.capacity);
  veg = new Uint8Array(this.capacity);
  rating = new Float64Array(this.capacity);
  orders = new Float64Array(this.capacity);
  created = new Float64Array(this.capacity);
  hoursFrom = new Int16Array(this.capacity);
  hoursTo = new Int16Array(this.capacity);
  hash = new Int32Array(this.capacity);
  /** 1 for the positions of items with sale lines: the others skip the lookup. */
  onSale = new Uint8Array(this.capacity);
  readonly text = new ItemText(this.capacity);
  readonly stores: IndexStore[] = [];
  readonly storeIdx = new Map<number, number>();
  flash = new Map<number, IndexFlashLine[]>();
  // Kept by search.query, dropped here when what they come from changes:
  /** 1 for the stores whose items may be listed at all, by position; null after a store changed. */
  listed: Uint8Array | null = null;
  /** The instants (ISO texts, sorted) at which a store discount or flash sale line starts or stops running; null after they change. */
  bounds: string[] | null = null;
  /** Every item's price now, for one stretch of time between bounds; null after an item, store or sale changed. */
  prices: { window: number; at: Float64Array } | null = null;
  private byZone: Map<number, Int32Array> | null = null;

  constructor(
    public categoryParents: ReadonlyMap<number, number | null>,
    /** The change log position the index reflects. */
    public seq: number,
  ) {}

  get size(): number {
    return this.count;
  }

  /** Items matched outside the postings since the build: a rebuild is due when there are many. */
  get changedTexts(): number {
    return this.text.own.size;
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
    this.veg[i] = item.veg;
    this.rating[i] = item.avg_rating;
    this.orders[i] = item.order_count;
    this.created[i] = Date.parse(item.created_at);
    this.hoursFrom[i] = toMinutes(item.available_time_starts);
    this.hoursTo[i] = toMinutes(item.available_time_ends);
    const h = textHash(item.names, item.body);
    if (changed && (this.text.stale[i] || this.hash[i] !== h)) this.text.markChanged(i, item.names, item.body);
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
      const i = this.count;
      this.setItem(i, item);
      this.text.markChanged(i, item.names, item.body);
      this.onSale[i] = this.flash.has(id) ? 1 : 0;
      this.byZone = null;
      return;
    }
    if (this.zone[at] !== item.zone_id || this.module[at] !== item.module_id) {
      // Its postings lie in its old zone's range: matched from its own words from now on.
      this.byZone = null;
      this.text.markChanged(at, item.names, item.body);
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

  /** The positions of a zone's items. */
  zoneItems(zoneId: number): Int32Array {
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
    this.veg = grown(this.veg);
    this.rating = grown(this.rating);
    this.orders = grown(this.orders);
    this.created = grown(this.created);
    this.hoursFrom = grown(this.hoursFrom);
    this.hoursTo = grown(this.hoursTo);
    this.hash = grown(this.hash);
    this.onSale = grown(this.onSale);
    this.text.grow(size);
    this.capacity = size;
  }
}
