import type { SearchGroup, SearchTerms } from '../../db/search.js';
import { searchWords } from './search.words.js';

/**
 * The text side of the item index (search.index.ts): each item is two bags of words, its names (name
 * and translations) and the rest (description, generic name, tags, category and parent category,
 * brand), split by searchWords as both engines split them. Postings hold `item << 1 | inName`, in item
 * order; the vocabulary is sorted so that a prefix is a range. Items whose text changed after the
 * build are left out of the postings (`stale`) and matched from their own words until the next build.
 */

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

/** An item's own words (names flagged 1), for the postings and for items matched outside them. */
export type OwnWords = Map<string, number>;

export function ownWords(names: string, body: string): OwnWords {
  const out: OwnWords = new Map();
  for (const w of wordsOf(body)) out.set(w, 0);
  for (const w of wordsOf(names)) out.set(w, 1);
  return out;
}

/**
 * The postings of the items' words and what a search of them needs: per item, whether its text
 * changed since the build, and per-search scratch (`found` and `rank` hold a search's matches).
 */
export class ItemText {
  /** Per item: 1 when its text changed since the build; such items are matched by `own`. */
  stale: Uint8Array;
  readonly own = new Map<number, OwnWords>();
  /** Per search: the matches' positions and ranks (1 where the names alone match). */
  found: Int32Array;
  rank: Uint8Array;
  // Per-search scratch: a group counter and a name counter per item, stamped so that no clearing is needed.
  private marks: Int32Array;
  private names: Int32Array;
  private stamp = 0;
  private vocabulary: readonly string[] = [];
  private postings: readonly Int32Array[] = [];
  private wordIdx = new Map<string, number>();
  /** See union. */
  private readonly unions = new Map<string, Int32Array>();
  private unionEntries = 0;
  /** Per zone, per module: the range of positions [from, to) its items had when the postings were built. */
  private readonly ranges = new Map<number, Map<number, [number, number]>>();

  constructor(capacity: number) {
    this.stale = new Uint8Array(capacity);
    this.found = new Int32Array(capacity);
    this.rank = new Uint8Array(capacity);
    this.marks = new Int32Array(capacity);
    this.names = new Int32Array(capacity);
  }

  grow(size: number): void {
    const stale = new Uint8Array(size);
    stale.set(this.stale);
    const marks = new Int32Array(size);
    marks.set(this.marks);
    const names = new Int32Array(size);
    names.set(this.names);
    [this.stale, this.marks, this.names] = [stale, marks, names];
    this.found = new Int32Array(size);
    this.rank = new Uint8Array(size);
  }

  /** Item `idx` was built into the postings of its zone and module. */
  extendRange(zone: number, module: number, idx: number): void {
    let modules = this.ranges.get(zone);
    if (!modules) this.ranges.set(zone, (modules = new Map()));
    const range = modules.get(module);
    if (range) range[1] = idx + 1;
    else modules.set(module, [idx, idx + 1]);
  }

  /** The words of the items as built, sorted, and their postings. */
  setText(vocabulary: readonly string[], postings: readonly Int32Array[]): void {
    [this.vocabulary, this.postings] = [vocabulary, postings];
    this.wordIdx = new Map(vocabulary.map((w, i) => [w, i]));
  }

  /** Item `i`'s text is no longer what the postings hold: it is matched from its own words from now on. */
  markChanged(i: number, names: string, body: string): void {
    this.stale[i] = 1;
    this.own.set(i, ownWords(names, body));
  }

  /**
   * Puts the positions of the items whose text holds every group into `found`, with `rank` 1 where
   * their names alone do; answers how many, and how many of the first came from the postings of the
   * view's ranges (so are of its zones and module).
   */
  match(terms: SearchTerms, zoneIds: readonly number[], moduleId: number | null): [n: number, inView: number] {
    const ranges = this.viewRanges(zoneIds, moduleId);
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

  /** Puts these positions into `found` (rank 0); answers how many, and that none is known to be in the view. */
  browse(lists: readonly Int32Array[]): [n: number, inView: number] {
    let n = 0;
    for (const list of lists) {
      this.found.set(list, n);
      this.rank.fill(0, n, n + list.length);
      n += list.length;
    }
    return [n, 0];
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

  private lowerBound(prefix: string): number {
    let [lo, hi] = [0, this.vocabulary.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.vocabulary[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

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
