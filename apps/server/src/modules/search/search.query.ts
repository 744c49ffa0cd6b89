import { applyDiscount, type ListFilter } from '@storefront/contract';
import type { SearchTerms } from '../../db/search.js';
import { isOpenAt, localTime, withinMinutes } from '../../lib/schedule.js';
import { TopWindow } from '../../lib/top-window.js';
import { TOP_RATED } from '../catalog/catalog.lists.repository.js';
import { NEARBY_METRES } from '../catalog/catalog.scopes.repository.js';
import { discountOf, type ItemSearchIndex } from './search.index.js';

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

/** Per search: the instant, and which stores' discounts run then (found once per store). */
interface Moment {
  now: Date;
  iso: string;
  /** Per store position: -1 not yet known, 0 no discount running, 1 running (made when first asked). */
  storeDiscount: Int8Array | null;
}

/** The list's total and the ids of one window of it, in the search's order. */
export function searchItems(x: ItemSearchIndex, q: IndexQuery, skip: number, limit: number): { total: number; ids: number[] } {
  const m: Moment = { now: q.now, iso: q.now.toISOString(), storeDiscount: null };
  const [n, inView] = q.terms ? x.text.match(q.terms, q.zoneIds, q.moduleId) : x.text.browse([...new Set(q.zoneIds)].map((z) => x.zoneItems(z)));
  const { found, rank } = x.text;
  const { status, zone, module, store, orders } = x;
  const [listed, shown] = [listedStores(x), storesShown(x, q)];
  const item = itemTest(x, q, m);
  const [min, max] = [q.minPrice ?? -Infinity, q.maxPrice ?? Infinity];
  const prices = q.minPrice !== null || q.maxPrice !== null ? pricesAt(x, m) : null;
  // The catalog lists' order is one key, computed here; other orders add theirs before it.
  const keys = orderKeys(x, q, m);
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
    top.offer(key, x.ids, i);
  }
  return { total, ids: top.sorted().slice(skip) };
}

/**
 * Which stretch of time between two of the index's bounds `now` is in: throughout one, the same
 * store discounts and flash sale lines run, so prices and discounts are alike (the index's data
 * alike). Running is decided on ISO texts, `start <= now <= end`: a line starts running at its
 * start and stops at the first text after its end.
 */
export function timeWindow(x: ItemSearchIndex, now: Date): number {
  return windowAt(x, now.toISOString());
}

function windowAt(x: ItemSearchIndex, iso: string): number {
  const bounds = (x.bounds ??= timeBounds(x));
  // How many bounds are at or before `now`.
  let [lo, hi] = [0, bounds.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (bounds[mid]! <= iso) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function timeBounds(x: ItemSearchIndex): string[] {
  const out = new Set<string>();
  const add = (start: string | null, end: string | null) => {
    if (start) out.add(start);
    if (end) out.add(`${end}\u0000`);
  };
  for (const s of x.stores) if (s.discount !== null && s.discount > 0) add(s.discount_start, s.discount_end);
  for (const lines of x.flash.values()) for (const l of lines) add(l.start_date, l.end_date);
  return [...out].sort();
}

function storeDiscountRuns(x: ItemSearchIndex, si: number, m: Moment): boolean {
  m.storeDiscount ??= new Int8Array(x.stores.length).fill(-1);
  let running = m.storeDiscount[si]!;
  if (running < 0) {
    const s = x.stores[si]!;
    // The contract's storeDiscountRunning, on the instant's ISO text made once per search.
    running = m.storeDiscount[si] = s.discount !== null && s.discount > 0
      && (!s.discount_start || s.discount_start <= m.iso) && (!s.discount_end || m.iso <= s.discount_end) ? 1 : 0;
  }
  return running === 1;
}

/** The cheapest running flash sale line's price, or -1. */
function flashPrice(x: ItemSearchIndex, i: number, iso: string): number {
  if (x.onSale[i] === 0) return -1;
  const lines = x.flash.get(x.ids[i]!);
  if (!lines) return -1;
  let best = -1;
  for (const l of lines) if (l.start_date <= iso && l.end_date >= iso && (best < 0 || l.price < best)) best = l.price;
  return best;
}

/** What item `i` costs now in minor units: the contract's unitPrice (the item's own discount is applied once, when it is written). */
function priceNow(x: ItemSearchIndex, i: number, m: Moment): number {
  const flash = flashPrice(x, i, m.iso);
  if (flash >= 0) return flash;
  const si = x.store[i]!;
  if (si >= 0 && storeDiscountRuns(x, si, m)) {
    const s = x.stores[si]!;
    return applyDiscount(x.price[i]!, discountOf(s.discount_type, s.discount!));
  }
  return x.ownPrice[i]!;
}

/** Every item's priceNow at the moment, computed once per stretch of time (timeWindow) and change of the index. */
function pricesAt(x: ItemSearchIndex, m: Moment): Float64Array {
  const window = windowAt(x, m.iso);
  if (x.prices?.window !== window) {
    const at = new Float64Array(x.count);
    for (let i = 0; i < x.count; i++) at[i] = priceNow(x, i, m);
    x.prices = { window, at };
  }
  return x.prices.at;
}

function discountedNow(x: ItemSearchIndex, i: number, m: Moment): boolean {
  if (x.discount[i]! > 0) return true;
  const si = x.store[i]!;
  return (si >= 0 && storeDiscountRuns(x, si, m)) || flashPrice(x, i, m.iso) >= 0;
}

/**
 * Whether the search may show a store's items (listed, passing the store filters), found once per
 * store and search; null when it asks for no more than being listed (see `listed`).
 */
function storesShown(x: ItemSearchIndex, q: IndexQuery): ((si: number) => boolean) | null {
  const near = q.filters.has('nearby') && q.position ? nearbyBox(q.position) : null;
  const open = q.filters.has('currently_open');
  if (q.storeId === null && q.storeType === null && !near && !open) return null;
  const known = new Int8Array(x.stores.length).fill(-1);
  return (si) => {
    if (known[si]! < 0) {
      const s = x.stores[si]!;
      known[si] = (q.storeId === null || s.id === q.storeId)
        && (q.storeType === null || s[q.storeType] === 1)
        && (!near || (s.latitude >= near.lat[0] && s.latitude <= near.lat[1] && s.longitude >= near.lng[0] && s.longitude <= near.lng[1]))
        && (!open || (s.active === 1 && isOpenAt(s.schedule, s.time_zone, q.now))) ? 1 : 0;
    }
    return known[si] === 1;
  };
}

/** 1 for the stores whose items may be listed at all, by position. */
function listedStores(x: ItemSearchIndex): Uint8Array {
  if (!x.listed) {
    const listed = new Uint8Array(x.stores.length);
    x.stores.forEach((s, si) => (listed[si] = s.status === 1 ? 1 : 0));
    x.listed = listed;
  }
  return x.listed;
}

/** The item filters the search asks for but price (tested apart), or null when there are none. */
function itemTest(x: ItemSearchIndex, q: IndexQuery, m: Moment): ((i: number, si: number) => boolean) | null {
  const tests: ((i: number, si: number) => boolean)[] = [];
  if (q.categoryIds.length) {
    const categories = new Set(q.categoryIds);
    tests.push((i) => categories.has(x.category[i]!) || categories.has(x.categoryParents.get(x.category[i]!) ?? -1));
  }
  if (q.brandIds.length) {
    const brands = new Set(q.brandIds);
    tests.push((i) => brands.has(x.brand[i]!));
  }
  const minRating = Math.max(q.minRating ?? -Infinity, q.filters.has('top_rated') ? TOP_RATED : -Infinity);
  if (minRating > -Infinity) tests.push((i) => x.rating[i]! >= minRating);
  if (q.type) {
    const veg = q.type === 'veg' ? 1 : 0;
    tests.push((i) => x.veg[i] === veg);
  }
  if (q.filters.has('currently_open')) {
    const minutesIn = new Map<string, number>();
    tests.push((i, si) => {
      const tz = x.stores[si]!.time_zone;
      let minutes = minutesIn.get(tz);
      if (minutes === undefined) minutesIn.set(tz, (minutes = localTime(q.now, tz).minutes));
      return withinMinutes(x.hoursFrom[i]!, x.hoursTo[i]!, minutes);
    });
  }
  if (q.filters.has('discounted')) tests.push((i) => discountedNow(x, i, m));
  if (tests.length === 0) return null;
  if (tests.length === 1) return tests[0]!;
  return (i, si) => tests.every((t) => t(i, si));
}

/** The list's sort keys of an item before the catalog lists' own (see searchItems), each ascending; the id, descending, breaks ties. */
function orderKeys(x: ItemSearchIndex, q: IndexQuery, m: Moment): ((i: number) => number)[] {
  const keys: ((i: number) => number)[] = [];
  if (q.filters.has('nearby') && q.position) {
    const { lat, lng } = q.position;
    const c = Math.cos((lat * Math.PI) / 180) ** 2;
    keys.push((i) => {
      const s = x.stores[x.store[i]!]!;
      return (s.latitude - lat) ** 2 + (s.longitude - lng) ** 2 * c;
    });
  }
  if (q.filters.has('top_rated')) keys.push((i) => -x.rating[i]!);
  if (q.filters.has('popular')) keys.push((i) => -x.orders[i]!);
  if (q.sort) {
    const [prices, sign] = [pricesAt(x, m), q.sort === 'high' ? -1 : 1];
    keys.push((i) => sign * prices[i]!);
  }
  if (q.newest) keys.push((i) => -x.created[i]!);
  return keys;
}

/** The nearby bounding box of catalog scopes' storeNearby. */
function nearbyBox(p: { lat: number; lng: number }) {
  const dLat = NEARBY_METRES / 111_320;
  const dLng = dLat / Math.max(0.01, Math.cos((p.lat * Math.PI) / 180));
  return { lat: [p.lat - dLat, p.lat + dLat], lng: [p.lng - dLng, p.lng + dLng] } as const;
}
