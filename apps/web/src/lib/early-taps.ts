/**
 * A button tapped before the page was live, and its place: its rank among elements of its kind (tag and test id)
 * within the nearest part named by a test id, and that part's rank among its own kind in the page.
 */
export interface EarlyTap {
  element: Element;
  kind: string;
  scope: [selector: string, rank: number] | null;
  rank: number;
}

declare global {
  interface Window {
    /** Buttons tapped before the page was live, in order (index.html's first script holds them). */
    __earlyTaps?: EarlyTap[];
    __pageLive?: boolean;
  }
}

/** The element now where a replaced one was: the same kind of element at the same rank in the same part, else none. */
function replacement({ kind, scope, rank }: EarlyTap): Element | undefined {
  const within = scope ? document.querySelectorAll(scope[0])[scope[1]] : document;
  return within?.querySelectorAll(kind)[rank];
}

/**
 * Called once the page is live (taken over or built): from now on taps reach React, and those held while
 * the server's page waited for its code are replayed, in order, so an early tap does what it would have done.
 * A tap lands on the same element, or, where the take-over or the render after it replaced that element (a
 * guest's heart becomes the signed-in customer's), on the element of the same kind now in its place; failing
 * both it is dropped.
 */
export function replayEarlyTaps(): void {
  if (window.__pageLive) return;
  window.__pageLive = true;
  const taps = window.__earlyTaps?.splice(0) ?? [];
  for (const tap of taps) {
    const target = tap.element.isConnected ? tap.element : replacement(tap);
    if (target instanceof HTMLElement) target.click();
  }
}
