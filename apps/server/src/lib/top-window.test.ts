import { describe, expect, it } from 'vitest';
import { TopWindow } from './top-window.js';

/** The first k of entries [keys, id] by a full sort, the reference. */
const sortedIds = (entries: [number[], number][], k: number) => [...entries]
  .sort(([a, x], [b, y]) => {
    for (let j = 0; j < a.length; j++) if (a[j] !== b[j]) return a[j]! - b[j]!;
    return y - x;
  })
  .slice(0, k)
  .map(([, id]) => id);

const windowOf = (entries: [number[], number][], k: number) => {
  const top = new TopWindow(k, entries[0]![0].length);
  for (const [keys, id] of entries) top.offer(Float64Array.from(keys), Int32Array.of(id), 0);
  return top.sorted();
};

describe('TopWindow', () => {
  it('gives the first k in key order, ties by the larger id', () => {
    const entries: [number[], number][] = [[[3, 0], 10], [[1, 1], 11], [[2, 0], 12], [[1, 0], 13], [[5, 0], 14], [[0, 0], 15], [[2, 1], 16], [[4, 0], 17], [[1, 0], 18]];
    for (let k = 0; k <= entries.length + 1; k++) expect(windowOf(entries, k)).toEqual(sortedIds(entries, k));
  });

  it('keeps the first k of a long stream, with many ties', () => {
    const entries = Array.from({ length: 1000 }, (_, i): [number[], number] => [[(i * 7919) % 37], 5000 - ((i * 104729) % 1000)]);
    for (const k of [1, 12, 500, 1000]) expect(windowOf(entries, k)).toEqual(sortedIds(entries, k));
  });
});
