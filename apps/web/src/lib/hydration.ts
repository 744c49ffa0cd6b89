import { renderScope } from './render-scope';

let hydrating = false;
let renderedAt: number | undefined;

/**
 * Set by main.tsx around hydrateRoot, by entry-server.tsx for each render; `at` is the time the server rendered
 * the page at (the page may come from the HTML cache, up to a minute old).
 */
export function setHydration(on: boolean, at?: number): void {
  hydrating = on;
  renderedAt = on ? at : undefined;
}

/** The time a part that shows the time (a countdown) renders at first: the server's while hydrating, else now. */
export const firstRenderTime = (): number => renderScope()?.now ?? (hydrating && renderedAt !== undefined ? renderedAt : Date.now());

/**
 * True while React hydrates the server's HTML, and on the server: what mounts then must render as the
 * server did (everything the server rendered), not as a page built in the browser would (sections
 * added as they come near).
 */
export const isHydrating = () => hydrating;
