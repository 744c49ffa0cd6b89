import type { ReactNode } from 'react';

/** The digest React carries from the server to the browser for a part left to the browser (see main.tsx). */
export const CLIENT_ONLY_DIGEST = 'client-only';

export class ClientOnlyError extends Error {
  readonly digest = CLIENT_ONLY_DIGEST;
  constructor() {
    super('Rendered in the browser only');
  }
}

/**
 * A part that only the browser can render (a map: its library reads `window` as it loads). On the server (no `window`) it
 * throws, which React answers by sending the nearest Suspense boundary's fallback and rendering the part in
 * the browser, as React documents for client-only parts; the browser then renders it as it would have.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  if (typeof window === 'undefined') throw new ClientOnlyError();
  return children;
}
