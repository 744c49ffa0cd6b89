import type { ReactNode } from 'react';

/** One party of an order (the store, the receiver, a parcel's sender): a labelled card of a description list. */
export function Party({ testId, icon, label, children }: { testId: string; icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div data-testid={testId} className="rounded-2xl bg-surface-2 p-3 text-sm">
      <dt className="mb-1 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted uppercase">
        {icon}
        {label}
      </dt>
      <dd className="space-y-0.5">{children}</dd>
    </div>
  );
}
