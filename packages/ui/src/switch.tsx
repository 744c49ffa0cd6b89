import type { ReactNode } from 'react';
import { cn } from './cn';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  icon?: ReactNode;
  /** The label, as the switch's accessible name. */
  children: ReactNode;
}

/** A full-width on/off row: the label, then the track whose knob moves to the end when on. */
export function Switch({ checked, onChange, disabled, icon, children }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="flex h-11 w-full items-center gap-3 rounded-full border border-line px-4 text-sm font-semibold hover:bg-surface-2 disabled:opacity-60"
    >
      {icon}
      <span className="flex-1 text-start">{children}</span>
      <span className={cn('relative h-6 w-11 rounded-full transition', checked ? 'bg-brand-600' : 'bg-black/15')}>
        <span className={cn('absolute top-0.5 size-5 rounded-full bg-white shadow transition-all', checked ? 'start-[1.375rem]' : 'start-0.5')} />
      </span>
    </button>
  );
}
