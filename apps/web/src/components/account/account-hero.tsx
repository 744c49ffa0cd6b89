import type { ReactNode } from 'react';
import { cn } from '@storefront/ui/cn';

export interface AccountHeroProps {
  icon: ReactNode;
  label: string;
  /** The headline figure: a balance, a number of points, a code. */
  value: ReactNode;
  valueTestId?: string;
  /** Lines under the figure (rates, hints). */
  children?: ReactNode;
  /** Buttons; they go under the figure on phones and beside it from `sm` up. */
  actions?: ReactNode;
  className?: string;
}

/** The coloured card that opens the wallet, loyalty and referral pages, so the three read as one family. */
export function AccountHero({ icon, label, value, valueTestId, children, actions, className }: AccountHeroProps) {
  return (
    <section
      aria-label={label}
      className={cn('relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-lg shadow-brand-900/15 sm:p-7', className)}
    >
      <div aria-hidden="true" className="absolute -end-16 -top-16 size-48 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-20 end-20 size-40 rounded-full bg-white/5" />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-semibold text-white/85">
            <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-white/15">{icon}</span>
            {label}
          </p>
          <div data-testid={valueTestId} className="mt-3 text-3xl font-extrabold tracking-tight break-all sm:text-4xl">
            {value}
          </div>
          {children && <div className="mt-2 space-y-1 text-sm text-white/85">{children}</div>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
    </section>
  );
}
