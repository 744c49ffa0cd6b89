import type { ReactNode } from 'react';
import { cn } from './cn';

/** A radio drawn as a bordered choice. */
export function Choice({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm font-semibold transition focus-within:ring-2 focus-within:ring-brand-500',
        checked ? 'border-brand-600 bg-brand-50/60 dark:bg-brand-950/60' : 'border-line hover:bg-surface-2',
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="size-4 shrink-0 accent-brand-600" />
      {children}
    </label>
  );
}
