/**
 * A list's search: a labelled text field above the list, read in the direction of what is typed. It is at
 * least 20rem wide (or the whole row, on a phone), so that the filters beside it wrap under it before its
 * placeholder is cut.
 */
export function SearchField({ label, value, placeholder, onValue }: { label: string; value: string; placeholder?: string; onValue: (value: string) => void }) {
  return (
    <label className="flex min-w-[min(100%,20rem)] flex-1 flex-col gap-1 text-xs font-semibold text-muted">
      {label}
      <input type="search" dir="auto" value={value} placeholder={placeholder} onChange={(e) => onValue(e.target.value)}
        className="rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink" />
    </label>
  );
}
