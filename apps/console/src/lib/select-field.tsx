import { useId, type ReactNode } from 'react';
import { cn } from '@storefront/ui/cn';

/** A labelled choice in a form, with its problem under it: as tall as a text field, so that a row of both lines up. */
export function SelectField({ label, value, onValue, problem, children }: { label: string; value: string; onValue: (v: string) => void; problem?: string | undefined; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">{label}</label>
      <select id={id} value={value} onChange={(e) => onValue(e.target.value)} aria-invalid={problem ? true : undefined}
        className={cn('h-12 rounded-xl border bg-surface px-3.5 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none', problem ? 'border-red-500' : 'border-line')}>
        {children}
      </select>
      {problem && <p className="text-xs font-medium text-red-600 dark:text-red-400">{problem}</p>}
    </div>
  );
}
