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
