import type { ReactNode } from 'react';

/** A list page's heading: its title, a line under it, and the page's action (add, export) at the end. */
export function ListHeader({ title, hint, action }: { title: string; hint: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="text-sm text-muted">{hint}</p>
      </div>
      {action}
    </div>
  );
}

/**
 * A list page: its heading (unless the page around it gives one), its filters in a row that wraps (the search
 * first, so that on a phone the others go under it), then the list and what follows it (pager, dialog).
 */
export function ListFrame({ heading, filters, children }: {
  heading?: { title: string; hint: ReactNode; action?: ReactNode }; filters?: ReactNode; children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      {heading && <ListHeader {...heading} />}
      {filters && <div className="flex flex-wrap items-end gap-3">{filters}</div>}
      {children}
    </div>
  );
}
