import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataRouter } from 'react-router';
import { anchorFor, holdScroll, rememberedAnchor, trackRestoredScroll } from './scroll-hold';

/** jsdom has no layout: a ResizeObserver the test reports through, as the page would while it grows. */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  observed: Element[] = [];
  constructor(readonly report: () => void) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  grow() {
    if (this.observed.length) this.report();
  }
}

describe('holdScroll', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.scrollTo = () => {};
  });

  it('asks for the position again each time the page grows, painting lazy parts meanwhile, until the page is still', () => {
    holdScroll(1500, { stillMs: 1000, maxMs: 8000 });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1500);
    expect(document.documentElement.hasAttribute('data-restoring-scroll')).toBe(true);

    vi.advanceTimersByTime(900);
    FakeResizeObserver.last!.grow();
    expect(scrollTo).toHaveBeenCalledTimes(2);
    // Growing restarts the wait: still holding 900 ms later.
    vi.advanceTimersByTime(900);
    FakeResizeObserver.last!.grow();
    expect(scrollTo).toHaveBeenCalledTimes(3);

    vi.advanceTimersByTime(1000);
    expect(document.documentElement.hasAttribute('data-restoring-scroll')).toBe(false);
    FakeResizeObserver.last!.grow();
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });

  it('lets go as soon as the visitor scrolls', () => {
    holdScroll(800);
    window.dispatchEvent(new Event('wheel'));
    FakeResizeObserver.last!.grow();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute('data-restoring-scroll')).toBe(false);
  });

  it('gives up after a few seconds even while the page keeps growing', () => {
    holdScroll(800, { stillMs: 1000, maxMs: 3000 });
    for (let t = 0; t < 3000; t += 500) {
      vi.advanceTimersByTime(500);
      FakeResizeObserver.last!.grow();
    }
    const calls = scrollTo.mock.calls.length;
    FakeResizeObserver.last!.grow();
    expect(scrollTo).toHaveBeenCalledTimes(calls);
    expect(document.documentElement.hasAttribute('data-restoring-scroll')).toBe(false);
  });

  it('keeps the element the visitor left by where it was when a section appears above it', () => {
    document.body.innerHTML = '<section data-testid="home-section-new"></section><a href="/store/3">Store 3</a><a href="/store/4">Store 4</a><a href="/store/4">Store 4 again</a>';
    const card = document.querySelector('a[href="/store/3"]')!;
    let cardTop = 300; // in the window, as the visitor left it
    card.getBoundingClientRect = () => ({ top: cardTop }) as DOMRect;
    const anchor = anchorFor(card)!;
    expect(anchor).toEqual({ selector: 'a[href="/store/3"]', top: 300 });

    // Back: the router restores 1200, but a 500-px section has appeared above the card meanwhile.
    Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
    cardTop = 800;
    holdScroll(1200, { anchor });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1700);
    document.body.innerHTML = '';
  });

  it('names a repeated element within its nearest unique ancestor: the store card in its own section', () => {
    document.body.innerHTML =
      '<section data-testid="home-section-popular"><div><a href="/store/4"><span>Store 4</span></a></div></section><section data-testid="home-section-new"><a href="/store/4">Store 4 again</a></section>';
    const link = document.querySelector('a')!;
    link.getBoundingClientRect = () => ({ top: 320 }) as DOMRect;
    const anchor = anchorFor(document.querySelector('span'))!;
    expect(anchor).toEqual({ selector: '[data-testid="home-section-popular"] a[href="/store/4"]', top: 320 });
    expect(document.querySelector(anchor.selector)).toBe(link);
    document.body.innerHTML = '';
  });

  it('falls back to the nearest unique ancestor when nothing names the element within it', () => {
    document.body.innerHTML = '<section data-testid="home-section-popular"><a href="/store/4"><span>Store 4</span></a><a href="/store/4">twice</a></section>';
    const section = document.querySelector('section')!;
    section.getBoundingClientRect = () => ({ top: -40 }) as DOMRect;
    expect(anchorFor(document.querySelector('span'))).toEqual({ selector: '[data-testid="home-section-popular"]', top: -40 });
    document.body.innerHTML = '';
  });

  it('holds the number until the element renders, however long the page stays still meanwhile', () => {
    document.body.innerHTML = '';
    const anchor = { selector: '[data-testid="home-section-popular"]', top: -40 };
    holdScroll(900, { anchor, stillMs: 1000, maxMs: 8000 });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
    // Still for three seconds, the section not mounted yet: still holding.
    vi.advanceTimersByTime(3000);
    expect(document.documentElement.hasAttribute('data-restoring-scroll')).toBe(true);

    // The section mounts: the page grows and the section goes where it was.
    document.body.innerHTML = '<section data-testid="home-section-popular"></section>';
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    document.querySelector('section')!.getBoundingClientRect = () => ({ top: 100 }) as DOMRect;
    FakeResizeObserver.last!.grow();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1040);
    vi.advanceTimersByTime(1000);
    expect(document.documentElement.hasAttribute('data-restoring-scroll')).toBe(false);
    document.body.innerHTML = '';
  });

  it('gives up on an element that never renders after the few seconds', () => {
    holdScroll(900, { anchor: { selector: '#gone', top: 0 }, stillMs: 1000, maxMs: 8000 });
    vi.advanceTimersByTime(8000);
    expect(document.documentElement.hasAttribute('data-restoring-scroll')).toBe(false);
  });
});

describe('trackRestoredScroll', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('remembers the card clicked, even when the page moves under it before the next page opens', () => {
    vi.useFakeTimers();
    const listeners: ((state: unknown) => void)[] = [];
    const router = { state: { location: { key: 'home' } }, subscribe: (fn: (state: unknown) => void) => (listeners.push(fn), () => undefined) } as unknown as DataRouter;
    const stop = trackRestoredScroll(router);
    document.body.innerHTML = '<section data-testid="home-section-items"><a href="/item/1">Item</a></section><a href="/store/3"><span>Store 3</span></a>';
    document.querySelector('a[href="/store/3"]')!.getBoundingClientRect = () => ({ top: 330 }) as DOMRect;
    document.elementFromPoint = () => document.querySelector('a[href="/item/1"]');

    // The visitor scrolls, the middle of the window is remembered...
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(200);
    expect(rememberedAnchor('home')?.selector).toBe('a[href="/item/1"]');
    // ...then clicks the store; a grid above still growing scrolls the page before the store page opens.
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(200);
    expect(rememberedAnchor('home')).toEqual({ selector: 'a[href="/store/3"]', top: 330 });

    // Later scrolling names the middle of the window again.
    vi.advanceTimersByTime(2000);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(200);
    expect(rememberedAnchor('home')?.selector).toBe('a[href="/item/1"]');
    stop();
  });
});
