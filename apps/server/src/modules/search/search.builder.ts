import { ItemSearchIndex, type IndexFlashLine, type IndexItem, type IndexStore } from './search.index.js';
import { ownWords } from './search.postings.js';

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
    this.index.text.extendRange(item.zone_id, item.module_id, idx);
    for (const [w, inName] of ownWords(item.names, item.body)) {
      let list = this.postings.get(w);
      if (!list) this.postings.set(w, (list = new Postings()));
      list.push((idx << 1) | inName);
    }
  }

  finish(flash: readonly IndexFlashLine[]): ItemSearchIndex {
    const vocabulary = [...this.postings.keys()].sort();
    this.index.text.setText(vocabulary, vocabulary.map((w) => {
      const p = this.postings.get(w)!;
      return p.list.slice(0, p.length);
    }));
    this.postings.clear();
    this.index.setFlash(flash);
    return this.index;
  }
}
