import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anchorFor, holdScroll } from './scroll-hold';

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

  it('anchors on the nearest unique ancestor when the element itself repeats, and holds the number until it renders', () => {
    document.body.innerHTML = '<section data-testid="home-section-popular"><a href="/store/4"><span>Store 4</span></a></section><a href="/store/4">Store 4 again</a>';
    const span = document.querySelector('span')!;
    const section = document.querySelector('section')!;
    section.getBoundingClientRect = () => ({ top: -40 }) as DOMRect;
    expect(anchorFor(span)).toEqual({ selector: '[data-testid="home-section-popular"]', top: -40 });

    document.body.innerHTML = '';
    holdScroll(900, { anchor: { selector: '[data-testid="home-section-popular"]', top: -40 } });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });
});
