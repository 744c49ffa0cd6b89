import type { ReactNode } from 'react';
import { cn } from '@storefront/ui/cn';

/** A titled block of order details. */
export function Card({ title, children, className, testId }: { title: string; children: ReactNode; className?: string; testId?: string }) {
  return (
    <section aria-label={title} data-testid={testId} className={cn('rounded-2xl border border-line bg-surface p-4 sm:p-5', className)}>
      <h3 className="mb-3 text-base font-bold text-ink">{title}</h3>
      {children}
    </section>
  );
}
