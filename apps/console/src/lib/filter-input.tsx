import type { InputHTMLAttributes } from 'react';

/**
 * A list's or report's filter typed in (a day, a number): a small labelled field above the list, as
 * FilterSelect is; days and numbers read left to right in every language.
 */
export function FilterInput({ label, value, onValue, type = 'text', className, ...input }: {
  label: string; value: string; onValue: (value: string) => void; type?: 'date' | 'text' | 'number';
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>) {
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
      {label}
      <input {...input} type={type} dir={type === 'text' ? 'auto' : 'ltr'} value={value} onChange={(e) => onValue(e.target.value)}
        className={`h-10 rounded-xl border border-line bg-surface px-3 text-sm font-normal text-ink ${className ?? ''}`} />
    </label>
  );
}
