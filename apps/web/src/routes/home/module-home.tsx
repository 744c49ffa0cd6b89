import { startTransition, useEffect, useState } from 'react';
import type { Module } from '@storefront/contract';
import { CashbackWidget } from '@/features/offers/components/cashback-widget';
import { HydrateWhenSeen } from '@/lib/hydrate-when-seen';
import { isHydrating } from '@/lib/hydration';
import { useInView } from '@/lib/use-in-view';
import { HOME_SECTIONS } from './home-sections';

/** Sections mounted with the page; the rest follow as the visitor nears them. */
const FIRST_SECTIONS = 3;
// One at a time: each step (a section, its skeleton, then its cards) stays a short task on a phone.
const SECTIONS_PER_STEP = 1;

/**
 * The home of one module: its sections, in order, and the floating cashback offers.
 * Mounting all seventeen at once (each with its call, skeleton and images) was one long task on a
 * phone; now they mount a few at a time while the end of the mounted ones is within reach of the screen,
 * and the rest when the browser is idle, so that every section is there without scrolling too.
 */
export function ModuleHome({ module }: { module: Module }) {
  const sections = HOME_SECTIONS[module.module_type] ?? HOME_SECTIONS.grocery;
  // Without IntersectionObserver (old browsers, the unit tests' DOM) everything mounts at once.
  // The server renders every section, and hydration must find them as the server left them.
  const [mounted, setMounted] = useState(() => (typeof IntersectionObserver === 'undefined' || isHydrating() ? sections.length : FIRST_SECTIONS));
  // Both the observer and the idle callback may report for one step: only the first one counts.
  const mountAfter = (step: number) => startTransition(() => setMounted((n) => (n === step ? Math.min(n + SECTIONS_PER_STEP, sections.length) : n)));
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-6 sm:px-6 sm:py-8 lg:space-y-14 lg:px-8" data-testid="module-home" data-module-type={module.module_type}>
      <h1 className="sr-only">{module.module_name}</h1>
      {sections.slice(0, mounted).map(([key, Section], index) =>
        // The first screen's sections hydrate with the page; the rest as they come near.
        index < FIRST_SECTIONS ? (
          <Section key={key} />
        ) : (
          <HydrateWhenSeen key={key}>
            <Section />
          </HydrateWhenSeen>
        ),
      )}
      {/* A new sentinel per step, so that its observer reports at once when it is already within reach. */}
      {mounted < sections.length && <MoreSections key={mounted} onNear={() => mountAfter(mounted)} />}
      <CashbackWidget />
    </div>
  );
}

function MoreSections({ onNear }: { onNear: () => void }) {
  const ref = useInView<HTMLDivElement>(onNear, true, '600px');
  useEffect(() => {
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(onNear, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(onNear, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, [onNear]);
  return <div ref={ref} aria-hidden className="h-px" />;
}
