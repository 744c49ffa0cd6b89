import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import type { ItemFormState } from './item-form';

/** What every editor section gets: the form, a way to change it, and the problems found so far (by field path). */
export interface SectionProps {
  form: ItemFormState;
  update: (patch: Partial<ItemFormState>) => void;
  /** The form's own problems ("required", "number") and the server's messages, by field path. */
  problems: Record<string, string>;
}

export function Section({ title, children, description }: { title: string; children: ReactNode; description?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id={id} className="text-base font-bold">{title}</h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}

/** The text of a problem: the form's own ("required", "number") in the console's words, else the server's. */
export function useProblemText() {
  const { t } = useTranslation();
  return (problem: string | undefined) => (problem === 'required' ? t('catalog.required') : problem === 'number' ? t('catalog.number_invalid') : problem);
}

export interface FieldProps extends Omit<ComponentProps<'input'>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  problem?: string | undefined;
}

/** A small labelled input for the editor's dense rows (variations, options), with its problem under it. */
export function Field({ label, value, onValue, problem, className, ...props }: FieldProps) {
  const id = useId();
  const text = useProblemText()(problem);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-muted">{label}</label>
      <input
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={text ? true : undefined}
        aria-describedby={text ? `${id}-problem` : undefined}
        className={cn(
          'h-10 w-full rounded-lg border bg-surface px-2.5 text-sm focus:ring-2 focus:ring-brand-500/40 focus:outline-none',
          text ? 'border-red-500' : 'border-line focus:border-brand-500',
        )}
        {...props}
      />
      {text && <p id={`${id}-problem`} className="mt-1 text-xs font-medium text-red-600 dark:text-red-400"><bdi>{text}</bdi></p>}
    </div>
  );
}

export function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 text-sm font-semibold hover:bg-surface-2">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-4 accent-brand-600" />
      {label}
    </label>
  );
}

/** A list's item removed, and one replaced, without touching the others. */
export const without = <T,>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);
export const replaced = <T,>(list: readonly T[], index: number, next: T) => list.map((x, i) => (i === index ? next : x));
