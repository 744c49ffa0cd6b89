/**
 * The first `k` of a stream of entries in order: an entry's keys are compared in turn (the smaller
 * first), and its id, distinct among entries, breaks ties (the larger first). A bounded heap whose
 * root is the worst entry kept, so that most entries of a long stream cost one comparison with it.
 */
export class TopWindow {
  private readonly keys: Float64Array;
  private readonly ids: Int32Array;
  private size = 0;

  constructor(
    private readonly k: number,
    /** How many keys each entry has. */
    private readonly width: number,
  ) {
    this.keys = new Float64Array(k * width);
    this.ids = new Int32Array(k);
  }

  /** Offers an entry whose keys are `key[0]` to `key[width - 1]` and whose id is `ids[at]` (read only when needed). */
  offer(key: Float64Array, ids: Int32Array, at: number): void {
    if (this.size < this.k) {
      const id = ids[at]!;
      let s = this.size++;
      // Up while the parent comes before the new entry.
      while (s > 0) {
        const parent = (s - 1) >> 1;
        if (this.compare(parent, key, id) > 0) break;
        this.move(parent, s);
        s = parent;
      }
      this.put(s, key, id);
    } else if (this.k > 0 && this.before(key, ids, at)) {
      this.siftDown(key, ids[at]!);
    }
  }

  /** The ids kept, in order. */
  sorted(): number[] {
    const order = Array.from({ length: this.size }, (_, s) => s);
    order.sort((a, b) => this.between(a, b));
    return order.map((s) => this.ids[s]!);
  }

  /** Whether the entry comes before the root, the worst kept. */
  private before(key: Float64Array, ids: Int32Array, at: number): boolean {
    const w = this.width;
    for (let j = 0; j < w; j++) {
      const d = this.keys[j]! - key[j]!;
      if (d !== 0) return d > 0;
    }
    return ids[at]! > this.ids[0]!;
  }

  /** Negative when slot `s` comes before the entry (key, id), positive when after. */
  private compare(s: number, key: Float64Array, id: number): number {
    const w = this.width;
    for (let j = 0; j < w; j++) {
      const d = this.keys[s * w + j]! - key[j]!;
      if (d !== 0) return d;
    }
    return id - this.ids[s]!;
  }

  private between(a: number, b: number): number {
    const w = this.width;
    for (let j = 0; j < w; j++) {
      const d = this.keys[a * w + j]! - this.keys[b * w + j]!;
      if (d !== 0) return d;
    }
    return this.ids[b]! - this.ids[a]!;
  }

  /** Replaces the root (the worst kept) by the entry and restores the heap. */
  private siftDown(key: Float64Array, id: number): void {
    let at = 0;
    for (;;) {
      const [l, r] = [2 * at + 1, 2 * at + 2];
      if (l >= this.size) break;
      // The later of the children, if it comes after the entry, moves up.
      const later = r < this.size && this.between(r, l) > 0 ? r : l;
      if (this.compare(later, key, id) < 0) break;
      this.move(later, at);
      at = later;
    }
    this.put(at, key, id);
  }

  private move(from: number, to: number): void {
    const w = this.width;
    this.keys.copyWithin(to * w, from * w, from * w + w);
    this.ids[to] = this.ids[from]!;
  }

  private put(s: number, key: Float64Array, id: number): void {
    const w = this.width;
    for (let j = 0; j < w; j++) this.keys[s * w + j] = key[j]!;
    this.ids[s] = id;
  }
}
