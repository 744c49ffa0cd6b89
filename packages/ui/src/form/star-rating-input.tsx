import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../icons';
import { cn } from '../cn';
import { starFills } from '../star-fills';

/** 1 to 5 in half steps: the values a review may have. */
export const RATING_STEPS = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;

export interface StarRatingInputProps {
  value: number | null;
  onChange: (value: number) => void;
  /** Names the group for screen readers, e.g. "Rate Margherita Pizza". */
  label: string;
  disabled?: boolean;
  className?: string;
}

const isRtl = (element: HTMLElement) =>
  getComputedStyle(element).direction === 'rtl' || element.closest('[dir]')?.getAttribute('dir') === 'rtl';

/**
 * Five stars to pick a rating in half steps: a radio group of nine values. Each star's start half
 * (the left in LTR, the right in RTL) picks the half value, its end half the whole one; the first star
 * is whole only, since ratings start at 1. Arrow keys step by a half (mirrored in RTL), Home and End jump.
 */
export function StarRatingInput({ value, onChange, label, disabled = false, className }: StarRatingInputProps) {
  const { t } = useTranslation();
  const groupRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  // With nothing chosen yet, the first value takes the focus (roving tab stop).
  const tabStop = value ?? RATING_STEPS[0];

  const choose = (next: number) => {
    onChange(next);
    groupRef.current?.querySelector<HTMLElement>(`[data-rating="${next}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const index = value === null ? -1 : RATING_STEPS.indexOf(value as (typeof RATING_STEPS)[number]);
    const last = RATING_STEPS.length - 1;
    const forward = event.key === 'ArrowRight' ? !isRtl(event.currentTarget) : event.key === 'ArrowLeft' ? isRtl(event.currentTarget) : null;
    let next: number | undefined;
    if (event.key === 'ArrowUp' || forward === true) next = RATING_STEPS[Math.min(index + 1, last)];
    else if (event.key === 'ArrowDown' || forward === false) next = RATING_STEPS[Math.max(index - 1, 0)];
    else if (event.key === 'Home') next = RATING_STEPS[0];
    else if (event.key === 'End') next = RATING_STEPS[last];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  const radio = (rating: number, position: string) => (
    <button
      key={rating}
      type="button"
      role="radio"
      data-rating={rating}
      aria-checked={value === rating}
      aria-label={t('reviews.stars', { count: rating })}
      tabIndex={rating === tabStop ? 0 : -1}
      disabled={disabled}
      onClick={() => choose(rating)}
      onMouseEnter={() => setHover(rating)}
      onFocus={() => setHover(null)}
      className={cn('absolute inset-y-0 z-10 cursor-pointer rounded-md outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed', position)}
    />
  );

  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setHover(null)}
      data-value={value ?? ''}
      className={cn('flex w-fit gap-1', disabled && 'opacity-60', className)}
    >
      {starFills(shown).map((fill, i) => {
        const star = i + 1;
        return (
          <span key={star} className="relative size-10 shrink-0" data-fill={fill}>
            <StarIcon aria-hidden="true" className="absolute inset-0.5 size-9 fill-line text-line" />
            {fill !== 'empty' && (
              <span aria-hidden="true" className={cn('absolute inset-y-0 start-0 overflow-hidden', fill === 'half' ? 'w-1/2' : 'w-full')}>
                <StarIcon className="m-0.5 size-9 max-w-none fill-amber-400 text-amber-400" />
              </span>
            )}
            {star === 1 ? radio(1, 'inset-x-0') : [radio(star - 0.5, 'start-0 w-1/2'), radio(star, 'end-0 w-1/2')]}
          </span>
        );
      })}
    </div>
  );
}
