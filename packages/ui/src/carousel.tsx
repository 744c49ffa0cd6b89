import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { ChevronEndIcon, ChevronStartIcon } from './icons';

/** Carousels turn every 4000 ms with an 800 ms slide. */
export const CAROUSEL_INTERVAL_MS = 4000;

export interface CarouselProps {
  slides: ReactNode[];
  label: string;
  /** Slides visible at once from the `sm` breakpoint up (one on phones). */
  perView?: 1 | 2 | 3;
  className?: string;
}

export function Carousel({ slides, label, perView = 1, className }: CarouselProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const pages = Math.max(slides.length - perView + 1, 1);
  const current = Math.min(index, pages - 1);
  const move = (step: number) => setIndex((i) => (Math.min(i, pages - 1) + step + pages) % pages);
  const touchX = useRef<number | null>(null);

  useEffect(() => {
    if (paused || pages < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % pages), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, pages]);

  // One slide's width, which the track moves by: it follows the breakpoints of the basis.
  const basis = { 1: 'basis-full', 2: 'basis-full sm:basis-1/2', 3: 'basis-full sm:basis-1/2 lg:basis-1/3' }[perView];
  const step = { 1: '[--step:100%]', 2: '[--step:100%] sm:[--step:50%]', 3: '[--step:100%] sm:[--step:50%] lg:[--step:33.3333%]' }[perView];
  const arrow =
    'absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow-lg transition hover:bg-white sm:grid';
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('relative', className)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
        setPaused(true);
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        setPaused(false);
        if (start === null || end === undefined || Math.abs(end - start) < 40) return;
        const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
        // A swipe towards the start shows the next slide.
        move((end < start) !== rtl ? 1 : -1);
      }}
    >
      <div className={cn('overflow-hidden', perView > 1 ? '-mx-2' : 'rounded-3xl')}>
        <ul
          className={cn('flex transition-transform duration-[800ms] ease-out [--dir:-1] rtl:[--dir:1]', step)}
          style={{ transform: `translateX(calc(${current} * var(--step) * var(--dir)))` }}
          data-index={current}
        >
          {slides.map((slide, i) => (
            <li
              key={i}
              aria-roledescription="slide"
              aria-label={t('common.slide_of', { index: i + 1, count: slides.length })}
              className={cn('shrink-0', perView > 1 && 'px-2', basis)}
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {pages > 1 && (
        <>
          <button type="button" aria-label={t('common.previous')} onClick={() => move(-1)} className={cn(arrow, 'start-3')}>
            <ChevronStartIcon />
          </button>
          <button type="button" aria-label={t('common.next')} onClick={() => move(1)} className={cn(arrow, 'end-3')}>
            <ChevronEndIcon />
          </button>
          <div className="mt-3 flex justify-center gap-1.5">
            {Array.from({ length: pages }, (_, i) => (
              <button
                key={i}
                type="button"
                aria-label={t('common.go_to_slide', { index: i + 1 })}
                aria-current={i === current}
                onClick={() => setIndex(i)}
                className={cn('h-2 rounded-full transition-all', i === current ? 'w-6 bg-brand-600' : 'w-2 bg-line hover:bg-muted/50')}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
