import { cn } from '@storefront/ui/cn';

/** An on/off switch as small as a list row needs, named by its label. */
export function RowSwitch({ checked, label, disabled, onChange }: { checked: boolean; label: string; disabled: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn('relative h-6 w-11 shrink-0 rounded-full transition disabled:opacity-50', checked ? 'bg-brand-600' : 'bg-black/15 dark:bg-white/20')}
    >
      <span className={cn('absolute top-0.5 size-5 rounded-full bg-white shadow transition-all', checked ? 'start-[1.375rem]' : 'start-0.5')} />
    </button>
  );
}
