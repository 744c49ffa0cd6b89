import { useRef, type KeyboardEvent } from 'react';
import { cn } from './cn';

export interface TabOption<T extends string | number> {
  value: T;
  label: string;
}

export interface TabsProps<T extends string | number> {
  options: readonly TabOption<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  className?: string;
  /** `pill`: rounded chips (section tabs); `line`: underlined (page tabs). */
  look?: 'pill' | 'line';
}

/** A row of tabs that filter what follows; arrow keys move between them. */
export function Tabs<T extends string | number>({ options, value, onChange, label, className, look = 'pill' }: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    const index = options.findIndex((o) => o.value === value);
    const next = options[(index + (forward ? 1 : -1) + options.length) % options.length];
    if (!next) return;
    event.preventDefault();
    onChange(next.value);
    listRef.current?.querySelector<HTMLElement>(`[data-value="${String(next.value)}"]`)?.focus();
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('flex gap-2 overflow-x-auto [scrollbar-width:none]', look === 'line' && 'gap-6 border-b border-line', className)}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="tab"
            data-value={option.value}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.value)}
            className={cn(
              'shrink-0 text-sm font-semibold whitespace-nowrap transition',
              look === 'pill'
                ? cn('rounded-full px-4 py-1.5', selected ? 'bg-brand-600 text-white shadow-sm' : 'bg-surface-2 text-muted hover:text-ink')
                : cn('-mb-px border-b-2 px-1 pb-2.5', selected ? 'border-brand-600 text-brand-700 dark:text-brand-400' : 'border-transparent text-muted hover:text-ink'),
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
