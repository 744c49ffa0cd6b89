import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../cn';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Shown under the field in red; marks the input invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Inside the box after the input, e.g. a show-password toggle. */
  end?: ReactNode;
}

/** A labelled input with its message under it; the message describes the input for screen readers. */
export function TextField({ label, error, hint, end, id, className, ...props }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error || hint;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div
        className={cn(
          'flex h-12 items-center gap-2 rounded-xl border bg-surface px-3.5 transition focus-within:ring-2 focus-within:ring-brand-500/40',
          error ? 'border-red-500' : 'border-line focus-within:border-brand-500',
          props.readOnly && 'bg-surface-2',
        )}
      >
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className="h-full min-w-0 flex-1 bg-transparent text-sm text-ink outline-none placeholder:text-muted/70 focus-visible:outline-none read-only:text-muted"
          {...props}
        />
        {end}
      </div>
      {message && (
        <p id={messageId} className={cn('mt-1.5', error ? 'text-sm font-medium text-red-600 dark:text-red-400' : 'text-xs text-muted')}>
          {message}
        </p>
      )}
    </div>
  );
}
