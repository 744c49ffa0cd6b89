import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled card of the checkout page. */
export function Section({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section aria-label={title} data-testid={testId} className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-base font-bold text-ink">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

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
