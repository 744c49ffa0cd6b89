import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';
import { focusableIn } from './use-modal';

export interface PopoverProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  triggerProps?: Omit<ComponentProps<'button'>, 'onClick' | 'children'> & { 'data-testid'?: string };
  align?: 'start' | 'end';
  panelClassName?: string;
  /** Classes of the wrapper around trigger and panel, e.g. to let it grow in a flex row. */
  className?: string;
  children: (close: () => void) => ReactNode;
}

/** A button that toggles a small panel; closes on outside click and Escape, arrow keys move between items. */
export function Popover({ trigger, triggerProps, align = 'end', panelClassName, className, children }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    focusableIn(panelRef.current!)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Only the popover closes, not a drawer or dialog around it.
      event.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = focusableIn(event.currentTarget);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(index + step + items.length) % items.length]?.focus();
  };

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        {...triggerProps}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          onKeyDown={onPanelKeyDown}
          className={cn(
            'animate-pop-in absolute top-full z-40 mt-2 min-w-48 rounded-xl bg-surface p-1.5 shadow-xl ring-1 ring-black/5 dark:ring-white/10',
            align === 'end' ? 'end-0' : 'start-0',
            panelClassName,
          )}
        >
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}

/** Class for the rows of a popover panel. */
export const popoverItemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm font-medium text-ink hover:bg-surface-2 focus-visible:bg-surface-2';
