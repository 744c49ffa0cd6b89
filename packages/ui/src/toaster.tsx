import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { dismiss, toastStore, type ToastKind } from './toast';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';

const styles: Record<ToastKind, { icon: typeof InfoIcon; className: string }> = {
  success: { icon: CheckCircleIcon, className: 'text-brand-600 dark:text-brand-400' },
  error: { icon: AlertIcon, className: 'text-red-600 dark:text-red-400' },
  info: { icon: InfoIcon, className: 'text-sky-600 dark:text-sky-400' },
};

/**
 * Renders the toasts raised anywhere through `toast` (./toast), just below the sticky header (whose
 * height the header publishes), so that a toast never covers the navigation or the cart.
 * The toaster sits outside the router: a toast's link goes through the app's `navigate`, not a reload.
 */
export function Toaster({ navigate }: { navigate: (href: string) => void }) {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <div
      role="region"
      aria-label={t('common.notifications')}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[calc(var(--header-height,0px)+0.75rem)] z-[60] flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((item) => {
        const { icon: Icon, className } = styles[item.kind];
        return (
          <div
            key={item.id}
            role={item.kind === 'error' ? 'alert' : 'status'}
            className="animate-toast-in pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl bg-surface px-4 py-3 text-sm font-medium text-ink shadow-lg ring-1 ring-black/5 dark:ring-white/10"
          >
            <Icon className={cn('mt-px size-5 shrink-0', className)} />
            <div className="min-w-0 flex-1">
              <p className="break-words">
                <bdi>{item.message}</bdi>
              </p>
              {item.link && (
                <a
                  href={item.link.href}
                  onClick={(event) => {
                    event.preventDefault();
                    dismiss(item.id);
                    navigate(item.link!.href);
                  }}
                  className="mt-1 inline-block font-semibold text-brand-700 underline dark:text-brand-400"
                >
                  {item.link.label}
                </a>
              )}
            </div>
            <button
              type="button"
              onClick={() => dismiss(item.id)}
              aria-label={t('common.dismiss')}
              className="-m-1 grid size-7 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2"
            >
              <CloseIcon className="size-4" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
