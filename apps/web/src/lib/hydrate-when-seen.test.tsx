import { act, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenSeen } from './hydrate-when-seen';
import { setHydration } from './hydration';

const live: string[] = [];
function Part({ name }: { name: string }) {
  useEffect(() => {
    live.push(name);
  }, [name]);
  return <p>{name}</p>;
}
const page = (
  <main>
    <Part name="first screen" />
    <HydrateWhenSeen>
      <Part name="below the fold" />
    </HydrateWhenSeen>
  </main>
);

/** An IntersectionObserver the test moves: `show()` reports every observed element in view. */
function fakeObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; elements: Element[] }> = [];
  vi.stubGlobal('IntersectionObserver', class {
    elements: Element[] = [];
    constructor(callback: IntersectionObserverCallback) {
      observers.push({ callback, elements: this.elements });
    }
    observe(element: Element) {
      this.elements.push(element);
    }
    disconnect() {
      this.elements.length = 0;
    }
  });
  return {
    show: () => {
      for (const o of observers) if (o.elements.length) o.callback(o.elements.map((target) => ({ target, isIntersecting: true })) as never, o as never);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setHydration(false);
  live.length = 0;
});

describe('a part of a server page below the first screen', () => {
  async function serverPage() {
    // As on the server: no IntersectionObserver, everything rendered.
    vi.stubGlobal('IntersectionObserver', undefined);
    const html = renderToString(page);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const observer = fakeObserver();
    setHydration(true);
    await act(async () => {
      hydrateRoot(container, page);
    });
    return { container, observer };
  }

  it('shows as the server sent it and is taken over only once it nears the screen', async () => {
    const { container, observer } = await serverPage();
    expect(live).toEqual(['first screen']);
    expect(container.textContent).toContain('below the fold');
    await act(async () => observer.show());
    expect(live).toEqual(['first screen', 'below the fold']);
  });

  it('is taken over at once when the visitor touches it', async () => {
    const { container } = await serverPage();
    await act(async () => {
      container.querySelectorAll('p')[1]!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(live).toEqual(['first screen', 'below the fold']);
  });
});
