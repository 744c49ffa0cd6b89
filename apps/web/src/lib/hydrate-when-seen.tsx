import { Suspense, use, useCallback, useState, type ReactNode } from 'react';
import { cn } from '@storefront/ui/cn';
import { isHydrating } from './hydration';

/** Opened once the part is near the screen or touched; until then its server HTML stays as it came. */
interface Gate {
  open: boolean;
  opened: Promise<void>;
  openNow: () => void;
}

function gate(): Gate {
  let openNow = () => {};
  const opened = new Promise<void>((resolve) => {
    openNow = resolve;
  });
  const g: Gate = { open: false, opened, openNow: () => { g.open = true; openNow(); } };
  return g;
}

function Wait({ gate: g }: { gate: Gate | null }) {
  if (g && !g.open) use(g.opened);
  return null;
}

const TOUCHES = ['pointerdown', 'focusin', 'keydown'] as const;
/** The longest a part waits for the browser to be idle. */
const IDLE_WAIT_MS = 5000;

/** How far below the screen a part starts hydrating, so that it is live before it is seen. */
const AHEAD = '200px';

/**
 * A part of a server-rendered page below the first screen (reviews, related items, later home sections, the
 * footer): its HTML shows at once, but React takes it over only when it comes near the screen, the visitor
 * touches or focuses it, or the browser is idle, so the first screen's hydration does not wait for it. Rendered in the browser
 * (after a navigation) it is an ordinary part.
 */
export function HydrateWhenSeen({ children, className }: { children: ReactNode; className?: string }) {
  const [held] = useState(() => (isHydrating() && typeof IntersectionObserver !== 'undefined' ? gate() : null));
  const watch = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || !held || held.open) return;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) release();
      }, { rootMargin: AHEAD });
      // Listened for on the document before React's own listeners see it: React holds back an event inside a part
      // it has not taken over, and replays it once the part is taken over, which this opens.
      const touched = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) release();
      };
      // Failing those, once the browser has nothing else to do: the part is live before the visitor scrolls to it.
      const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(() => release(), { timeout: IDLE_WAIT_MS }) : undefined;
      const stop = () => {
        observer.disconnect();
        if (idle !== undefined) cancelIdleCallback(idle);
        for (const type of TOUCHES) element.ownerDocument.removeEventListener(type, touched, true);
      };
      const release = () => {
        stop();
        held.openNow();
      };
      observer.observe(element);
      for (const type of TOUCHES) element.ownerDocument.addEventListener(type, touched, true);
      return stop;
    },
    [held],
  );
  return (
    // A part that renders nothing leaves no gap between the parts around it.
    <div ref={watch} className={cn('empty:hidden', className)}>
      <Suspense fallback={null}>
        <Wait gate={held} />
        {children}
      </Suspense>
    </div>
  );
}
