/**
 * The first `k` of `n` positions in key order (ties: `tie`), sorted: a bounded heap when the window
 * is small beside the list, a full sort otherwise.
 */
export function topWindow(n: number, keys: readonly Float64Array[], tie: (a: number, b: number) => number, k: number): number[] {
  const cmp = (a: number, b: number) => {
    for (let k = 0; k < keys.length; k++) {
      const d = keys[k]![a]! - keys[k]![b]!;
      if (d !== 0) return d;
    }
    return tie(a, b);
  };
  if (k * 8 >= n) return Array.from({ length: n }, (_, i) => i).sort(cmp).slice(0, k);
  // A max-heap of the best k so far: its root is the worst kept.
  const heap: number[] = [];
  const down = (at: number) => {
    for (;;) {
      const [l, r] = [2 * at + 1, 2 * at + 2];
      let top = at;
      if (l < heap.length && cmp(heap[l]!, heap[top]!) > 0) top = l;
      if (r < heap.length && cmp(heap[r]!, heap[top]!) > 0) top = r;
      if (top === at) return;
      [heap[at], heap[top]] = [heap[top]!, heap[at]!];
      at = top;
    }
  };
  for (let p = 0; p < n; p++) {
    if (heap.length < k) {
      heap.push(p);
      for (let at = heap.length - 1; at > 0;) {
        const parent = (at - 1) >> 1;
        if (cmp(heap[at]!, heap[parent]!) <= 0) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    } else if (k > 0 && cmp(p, heap[0]!) < 0) {
      heap[0] = p;
      down(0);
    }
  }
  return heap.sort(cmp);
}
