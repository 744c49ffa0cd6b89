/**
 * What the server rendered the page by, as the browser reads it back before hydrating (main.tsx): the
 * page hydrates only when its own state agrees, so that its first render matches the server's HTML.
 * `desktop` is the server's guess of the layout from the browser's user agent.
 */
export interface RenderHints {
  desktop: boolean;
}

let hydrating = false;
let hints: RenderHints | undefined;

/** Set by main.tsx around hydrateRoot, by entry-server.tsx for each render. */
export function setHydration(on: boolean, renderHints?: RenderHints): void {
  hydrating = on;
  if (renderHints) hints = renderHints;
}

/**
 * True while React hydrates the server's HTML, and on the server: what mounts then must render as the
 * server did (everything the server rendered), not as a page built in the browser would (sections
 * added as they come near).
 */
export const isHydrating = () => hydrating;

/** The server's guess of a hint, for the first render; undefined in a page the browser built alone. */
export const renderHint = <K extends keyof RenderHints>(key: K): RenderHints[K] | undefined => (hydrating ? hints?.[key] : undefined);
