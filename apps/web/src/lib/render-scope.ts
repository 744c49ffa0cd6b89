import type { QueryClient } from '@tanstack/react-query';

/**
 * What the page being rendered on the server stands on, in place of the browser's: the visitor's
 * mirrored local-storage values (from cookies), the request's query client, and a fetch that calls the
 * API in-process. The server's entry (entry-server.tsx) sets the reader, one scope per request; in the
 * browser there is no scope and every reader falls through to the browser's own.
 */
export interface RenderScope {
  storage: ReadonlyMap<string, string>;
  queryClient: QueryClient;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The time the page is rendered at, the same for every round of the render (the browser starts from it). */
  now: number;
}

let reader: () => RenderScope | undefined = () => undefined;

export function setRenderScopeReader(read: () => RenderScope | undefined): void {
  reader = read;
}

/** The server render's scope; undefined in the browser. */
export const renderScope = (): RenderScope | undefined => reader();
