import { useId, type ReactNode } from 'react';
import { cn } from '@storefront/ui/cn';

export interface OptionGroupProps {
  title: string;
  hint?: string;
  badge?: string;
  invalid?: boolean;
  children: ReactNode;
}

/** A titled set of choices in the popup: variations, options or add-ons. */
export function OptionGroup({ title, hint, badge, invalid, children }: OptionGroupProps) {
  const titleId = useId();
  const hintId = useId();
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      aria-describedby={hint ? hintId : undefined}
      aria-invalid={invalid || undefined}
      className={cn('rounded-2xl border p-3.5', invalid ? 'border-red-500' : 'border-line')}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p id={titleId} className="text-sm font-bold">
            {title}
          </p>
          {hint && (
            <p id={hintId} className="mt-0.5 text-xs text-muted">
              {hint}
            </p>
          )}
        </div>
        {badge && <span className="shrink-0 rounded-full bg-surface-2 px-2.5 py-0.5 text-[11px] font-semibold text-muted">{badge}</span>}
      </div>
      <ul className="mt-2 divide-y divide-line">{children}</ul>
    </div>
  );
}

export const optionRow = 'flex items-center gap-3 py-2 text-sm';
export const checkClass = 'size-4 shrink-0 accent-brand-600';
