declare global {
  interface Window {
    /** Buttons tapped before the page was live, in order (index.html's first script holds them). */
    __earlyTaps?: Element[];
    __pageLive?: boolean;
  }
}

/**
 * Called once the page is live (taken over or built): from now on taps reach React, and those held while
 * the server's page waited for its code are replayed on the same elements, in order, so an early tap does
 * what it would have done. A tap on an element the take-over replaced is dropped (it no longer exists).
 */
export function replayEarlyTaps(): void {
  if (window.__pageLive) return;
  window.__pageLive = true;
  const taps = window.__earlyTaps?.splice(0) ?? [];
  for (const element of taps) {
    if (element.isConnected && element instanceof HTMLElement) element.click();
  }
}
