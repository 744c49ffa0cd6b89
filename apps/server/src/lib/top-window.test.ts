import { describe, expect, it } from 'vitest';
import { topWindow } from './top-window.js';

describe('topWindow', () => {
  const keys = [Float64Array.from([3, 1, 2, 1, 5, 0, 2, 4]), Float64Array.from([0, 1, 0, 0, 0, 0, 1, 0])];
  const byPosition = (a: number, b: number) => a - b;
  const sorted = [5, 3, 1, 2, 6, 0, 7, 4];

  it('gives the first k in key order, ties by the tie-breaker, by heap or by sort alike', () => {
    for (let k = 0; k <= 8; k++) expect(topWindow(8, keys, byPosition, k)).toEqual(sorted.slice(0, k));
    const many = Float64Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000);
    const all = Array.from({ length: 1000 }, (_, i) => i).sort((a, b) => many[a]! - many[b]! || a - b);
    expect(topWindow(1000, [many], byPosition, 12)).toEqual(all.slice(0, 12));
    expect(topWindow(1000, [many], byPosition, 500)).toEqual(all.slice(0, 500));
  });
});
