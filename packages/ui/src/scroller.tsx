import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { useIdleCount } from './use-idle-count';
import { ChevronEndIcon, ChevronStartIcon } from './icons';

/** How far the rail can still move back and forward, in its reading direction. */
function edges(el: HTMLElement) {
  const max = el.scrollWidth - el.clientWidth;
  // RTL rails report negative scrollLeft in modern browsers.
  const position = Math.abs(el.scrollLeft);
  return { back: position > 1, forward: max - position > 1 };
}

/** Cards rendered with the rail: a desktop screen's worth and one more; the rest follow when idle. */
const FIRST_CARDS = 6;

/**
 * A horizontal rail with previous/next buttons on wide screens (only while there is more to see) and swiping on touch.
 * With `itemClassName` (the cards' width) only the first cards render at once and the others when the browser is
 * idle, or as soon as the rail is scrolled or focused: their empty slots keep the rail's width meanwhile.
 */
export function Scroller({ children, className, itemClassName }: { children: ReactNode[]; className?: string; itemClassName?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLUListElement>(null);
  const [can, setCan] = useState({ back: false, forward: false });
  const { count, showAll } = useIdleCount(children.length, itemClassName ? FIRST_CARDS : children.length);
  const update = useCallback(() => {
    if (ref.current) setCan(edges(ref.current));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.addEventListener('scroll', update, { passive: true });
    // The observer reports once on its own after the next layout; measuring here as well forced a layout of
    // the whole page for every rail that mounted, a good part of /home's long tasks.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) observer.observe(el);
    else update();
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [update, children.length]);

  const scroll = (direction: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: direction * (rtl ? -1 : 1) * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  const arrow =
    'absolute top-1/2 z-10 hidden size-9 -translate-y-1/2 place-items-center rounded-full bg-surface text-ink shadow-md ring-1 ring-line transition hover:bg-brand-600 hover:text-white';
  return (
    <div className={cn('relative', className)}>
      <ul ref={ref} onScroll={showAll} onFocus={showAll} className="-mx-1 flex snap-x scroll-px-1 gap-3 overflow-x-auto scroll-smooth px-1 pt-1 pb-3 [scrollbar-width:thin] sm:gap-4">
        {children.map((child, i) => (
          <li key={i} className={cn('shrink-0 snap-start [&>*]:h-full', itemClassName)}>
            {i < count && child}
          </li>
        ))}
      </ul>
      <button type="button" aria-label={t('common.previous')} onClick={() => scroll(-1)} className={cn(arrow, '-start-3', can.back && 'sm:grid')}>
        <ChevronStartIcon />
      </button>
      <button type="button" aria-label={t('common.next')} onClick={() => scroll(1)} className={cn(arrow, '-end-3', can.forward && 'sm:grid')}>
        <ChevronEndIcon />
      </button>
    </div>
  );
}
