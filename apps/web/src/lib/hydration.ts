let hydrating = false;

/** Set by main.tsx around hydrateRoot, by entry-server.tsx for each render. */
export function setHydration(on: boolean): void {
  hydrating = on;
}

/**
 * True while React hydrates the server's HTML, and on the server: what mounts then must render as the
 * server did (everything the server rendered), not as a page built in the browser would (sections
 * added as they come near).
 */
export const isHydrating = () => hydrating;
