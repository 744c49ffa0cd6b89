import type { ReactNode } from 'react';

/** A numbered step of the parcel form; the steps follow each other on one page. */
export function ParcelStep({ step, title, testId, action, children }: { step: number; title: string; testId: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} data-testid={testId} className="min-w-0 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2.5 text-base font-bold text-ink">
          <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-brand-600 text-sm text-white">
            {step}
          </span>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
