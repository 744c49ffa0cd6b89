import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { CloseIcon } from './icons';
import { useModal } from './use-modal';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Logical side: `start` is the left in LTR and the right in RTL. */
  side?: 'start' | 'end';
  widthClass?: string;
  children: ReactNode;
  footer?: ReactNode;
  'data-testid'?: string;
}

export function Drawer(props: DrawerProps) {
  if (!props.open) return null;
  return createPortal(<DrawerPanel {...props} />, document.body);
}

function DrawerPanel({ onClose, title, side = 'start', widthClass = 'max-w-sm', children, footer, 'data-testid': testId }: DrawerProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(panelRef, onClose);

  return (
    <div className="fixed inset-0 z-50">
      <div className="animate-fade-in absolute inset-0 bg-black/50" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className={cn(
          'absolute inset-y-0 flex w-[90vw] flex-col bg-surface shadow-2xl outline-none',
          side === 'start'
            ? 'animate-slide-from-left rtl:animate-slide-from-right start-0'
            : 'animate-slide-from-right rtl:animate-slide-from-left end-0',
          widthClass,
        )}
      >
        <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-4">
          <h2 id={titleId} className="min-w-0 truncate text-base font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="grid size-9 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-ink"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        {footer && <div className="border-t border-line p-4">{footer}</div>}
      </div>
    </div>
  );
}
