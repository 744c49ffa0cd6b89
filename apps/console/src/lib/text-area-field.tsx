import { useId } from 'react';
import { cn } from '@storefront/ui/cn';

/**
 * A labelled multi-line text in its language's direction, with its problem under it. Markup is edited left to
 * right whatever its language (its tags read in order; the Arabic runs inside still read right to left).
 */
export function TextAreaField({ label, value, dir, lang, rows = 3, maxLength, code, problem, onValue }: {
  label: string; value: string; dir: 'ltr' | 'rtl'; lang?: string; rows?: number; maxLength: number;
  /** Markup (HTML) rather than prose: a fixed-width font, left to right. */
  code?: boolean; problem?: string | undefined; onValue: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">{label}</label>
      <textarea
        id={id}
        dir={code ? 'ltr' : dir}
        lang={lang}
        rows={rows}
        maxLength={maxLength}
        value={value}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => onValue(e.target.value)}
        className={cn(
          'w-full rounded-xl border bg-surface px-3.5 py-2.5 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none',
          problem ? 'border-red-500' : 'border-line', code && 'font-mono text-xs',
        )}
      />
      {problem && <p className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">{problem}</p>}
    </div>
  );
}
