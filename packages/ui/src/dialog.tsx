import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { CloseIcon } from './icons';
import { useModal } from './use-modal';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Tailwind max-width class; the spec's dialogs are 300 to 458px wide. */
  widthClass?: string;
  showClose?: boolean;
  /** Fills the viewport; the panel becomes a flex column so content can grow. */
  fullscreen?: boolean;
  'data-testid'?: string;
}

export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel(props: DialogProps) {
  const { onClose, title, description, children, widthClass = 'max-w-md', showClose = true, fullscreen = false } = props;
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModal(panelRef, onClose);

  return (
    <div className={cn('fixed inset-0 z-50 flex items-end justify-center sm:items-center', !fullscreen && 'p-4')}>
      <div className="animate-fade-in absolute inset-0 bg-black/50 backdrop-blur-[2px]" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-testid={props['data-testid']}
        className={cn(
          'animate-pop-in relative w-full bg-surface shadow-2xl ring-1 ring-black/5 outline-none dark:ring-white/10',
          fullscreen ? 'flex h-dvh max-w-none flex-col p-4 sm:p-6' : cn('max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl p-6', widthClass),
        )}
      >
        {showClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="absolute end-3 top-3 grid size-9 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-ink"
          >
            <CloseIcon className="size-4" />
          </button>
        )}
        <h2 id={titleId} className="pe-8 text-lg font-bold text-ink">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-2 text-sm text-muted">
            {description}
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
