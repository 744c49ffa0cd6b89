import { useLayoutEffect } from 'react';
import { useLocation, type DataRouter } from 'react-router';

/**
 * React Router's <ScrollRestoration> puts a page back where it was left (Back, Forward, reload) as soon as
 * it renders. A page still growing then (home sections mounting a few at a time, pictures and data arriving)
 * is too short, the browser clamps the position, and Back from a store landed in the top third of /home.
 * So the position is held: asked for again each time the page grows, until the page has been still for a
 * moment, the visitor scrolls or types, or a few seconds pass. Meanwhile lazily painted sections paint for
 * real (`data-restoring-scroll`, index.css), so the page is as tall as when it was left.
 */

/**
 * What the visitor was looking at on each page, by router location key: a unique element (a link with an
 * address of its own, an element with a unique id or test id, or failing those a page section) and how far
 * from the top of the window it was. Back puts that element there again, so a section that appears above it
 * meanwhile (the store just visited, a late banner) moves the scroll position but not what is on the screen.
 */
export interface ScrollAnchor {
  selector: string;
  top: number;
}
const anchors = new Map<string, ScrollAnchor>();
let currentKey: string | null = null;

/** What Back to the location of this key will put where it was (tests). */
export const rememberedAnchor = (key: string): ScrollAnchor | undefined => anchors.get(key);

/** The position the router is about to restore, for the location of this key (recorded before React renders it). */
let pending: { key: string; y: number; anchor?: ScrollAnchor } | null = null;

/** An attribute selector for any value (quotes and backslashes escaped). */
function byAttribute(name: string, value: string): string {
  return `[${name}="${value.replace(/["\\]/g, '\\$&')}"]`;
}

function isUnique(selector: string): boolean {
  return document.querySelectorAll(selector).length === 1;
}

/** The selectors that could name `el` alone: its address (a link), its id, its test id. */
function ownSelectors(el: Element): string[] {
  const selectors: string[] = [];
  const href = el.tagName === 'A' ? el.getAttribute('href') : null;
  if (href) selectors.push(`a${byAttribute('href', href)}`);
  if (el.id) selectors.push(byAttribute('id', el.id));
  const testId = el.getAttribute('data-testid');
  if (testId) selectors.push(byAttribute('data-testid', testId));
  return selectors;
}

/** The first of `el`'s own selectors that is unique in the page, if any. */
function uniqueSelector(el: Element): string | undefined {
  return ownSelectors(el).find(isUnique);
}

/**
 * A selector that finds `element` again after a re-render: its own when unique, else its own within the
 * nearest ancestor that is unique (the store card within its section, when the store shows in two sections),
 * or failing those its nearest ancestor that can be found so.
 */
export function anchorFor(start: Element | null): ScrollAnchor | null {
  for (let el = start; el && el !== document.body; el = el.parentElement) {
    const own = ownSelectors(el);
    if (!own.length) continue;
    let selector = own.find(isUnique);
    for (let scope = el.parentElement; !selector && scope && scope !== document.body; scope = scope.parentElement) {
      const scopeSelector = uniqueSelector(scope);
      if (scopeSelector) selector = own.map((s) => `${scopeSelector} ${s}`).find(isUnique);
      if (scopeSelector) break;
    }
    if (selector) return { selector, top: el.getBoundingClientRect().top };
  }
  return null;
}

function remember(anchor: ScrollAnchor | null) {
  if (currentKey && anchor) anchors.set(currentKey, anchor);
}

/** A click names what the visitor chose; the page moving under it while the next page loads does not change that. */
const CLICK_WINS_MS = 1500;
let clickedAt = -Infinity;

/** The element in the middle of the window: what the visitor looks at after scrolling. */
function rememberView() {
  if (performance.now() - clickedAt < CLICK_WINS_MS) return;
  remember(anchorFor(document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)));
}

/** Records, from the router itself, where each Back or Forward returns to, and what was on screen when leaving. */
export function trackRestoredScroll(router: DataRouter): () => void {
  currentKey = router.state.location.key;
  let viewTimer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(viewTimer);
    viewTimer = setTimeout(rememberView, 150);
  };
  // A click names the very element the visitor chose (the store card), before the page changes.
  const onClick = (event: MouseEvent) => {
    clearTimeout(viewTimer);
    const anchor = anchorFor(event.target instanceof Element ? event.target : null);
    if (anchor) clickedAt = performance.now();
    remember(anchor);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('click', onClick, { capture: true });
  const unsubscribe = router.subscribe((state) => {
    const y = state.restoreScrollPosition;
    if (state.location.key !== currentKey) {
      clearTimeout(viewTimer);
      currentKey = state.location.key;
    }
    if (state.navigation.state === 'idle' && typeof y === 'number' && y > 0) {
      pending = { key: state.location.key, y, anchor: anchors.get(state.location.key) };
    }
  });
  return () => {
    unsubscribe();
    clearTimeout(viewTimer);
    window.removeEventListener('scroll', onScroll);
    document.removeEventListener('click', onClick, { capture: true });
  };
}

const STOPPING_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Keeps the window at `y` while the page grows, or, given an anchor, keeps the anchor's element where it was
 * (at `y` until that element has rendered, holding on however still the page is until it has or `maxMs` pass);
 * answers how to stop early.
 */
export function holdScroll(y: number, { stillMs = 1200, maxMs = 8000, anchor }: { stillMs?: number; maxMs?: number; anchor?: ScrollAnchor } = {}): () => void {
  const root = document.documentElement;
  root.setAttribute('data-restoring-scroll', '');
  const target = () => {
    const el = anchor ? document.querySelector(anchor.selector) : null;
    return el ? Math.max(0, window.scrollY + el.getBoundingClientRect().top - anchor!.top) : y;
  };
  const apply = () => {
    const want = target();
    if (Math.abs(window.scrollY - want) > 1) window.scrollTo(0, want);
  };
  // A page still short of the element the visitor left (its section mounts later) is not done, however still.
  const waitingForAnchor = () => !!anchor && !document.querySelector(anchor.selector);
  const stopWhenStill = () => {
    if (!waitingForAnchor()) stop();
  };
  let still = setTimeout(stopWhenStill, stillMs);
  const observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          apply();
          clearTimeout(still);
          still = setTimeout(stopWhenStill, stillMs);
        });
  const cap = setTimeout(() => stop(), maxMs);
  function stop() {
    observer?.disconnect();
    clearTimeout(still);
    clearTimeout(cap);
    for (const name of STOPPING_EVENTS) window.removeEventListener(name, stop);
    root.removeAttribute('data-restoring-scroll');
  }
  observer?.observe(document.body);
  for (const name of STOPPING_EVENTS) window.addEventListener(name, stop, { passive: true });
  apply();
  return stop;
}

/** Beside <ScrollRestoration />, after it: holds the position it has just restored. */
export function ScrollHold() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    if (pending?.key !== key) return;
    const { y, anchor } = pending;
    pending = null;
    return holdScroll(y, { anchor });
  }, [key]);
  return null;
}
