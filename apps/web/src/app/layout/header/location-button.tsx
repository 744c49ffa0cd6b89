import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, PinIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { openLocationPicker } from '@/lib/location-request';

export interface LocationButtonProps {
  address: string | null;
  /** `bar`: the mobile header's full-width row; `chip`: the desktop header. */
  variant: 'chip' | 'bar';
  className?: string;
}

/** The saved delivery address; reopens the picker from any page. */
export function LocationButton({ address, variant, className }: LocationButtonProps) {
  const { t } = useTranslation();
  const label = address || t('location.not_set');
  return (
    <button
      type="button"
      data-testid="header-location"
      onClick={() => openLocationPicker()}
      aria-label={address ? t('location.change_address', { address }) : label}
      title={label}
      className={cn(
        'group flex min-w-0 items-center gap-2 text-start transition',
        variant === 'chip'
          ? 'rounded-full py-1.5 ps-1.5 pe-3 hover:bg-surface-2'
          : 'h-full flex-1 text-sm',
        className,
      )}
    >
      <span
        className={cn(
          'grid shrink-0 place-items-center rounded-full text-brand-600 dark:text-brand-400',
          variant === 'chip' ? 'size-8 bg-brand-50 dark:bg-brand-950' : 'size-6',
        )}
      >
        <PinIcon className="size-4" />
      </span>
      <span className="min-w-0 flex-1 leading-tight">
        {variant === 'chip' && <span className="block text-[11px] font-medium text-muted">{t('location.deliver_to')}</span>}
        <span className={cn('block truncate font-semibold', address ? 'text-ink' : 'text-brand-700 dark:text-brand-400', variant === 'chip' && 'text-sm')}>
          {label}
        </span>
      </span>
      <ChevronDownIcon className="size-4 shrink-0 text-muted transition group-hover:text-ink" />
    </button>
  );
}
