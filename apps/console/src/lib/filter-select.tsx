import type { ReactNode } from 'react';

/** A list's filter: a small labelled select above the list. */
export function FilterSelect({ label, value, onValue, children }: { label: string; value: string | number; onValue: (value: string) => void; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
      {label}
      <select className="rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink" value={value} onChange={(e) => onValue(e.target.value)}>
        {children}
      </select>
    </label>
  );
}
