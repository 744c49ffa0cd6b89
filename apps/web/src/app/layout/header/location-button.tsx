import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { ChevronDownIcon, MapIcon, PinIcon } from '@storefront/ui/icons';
import { Popover, popoverItemClass } from '@storefront/ui/popover';
import { openSavedAddresses } from '@/features/addresses/address-request';
import { openLocationPicker } from '@/lib/location-request';

export interface LocationButtonProps {
  address: string | null;
  /** `bar`: the mobile header's full-width row; `chip`: the desktop header. */
  variant: 'chip' | 'bar';
  /** Signed-in customers may also choose one of their saved addresses. */
  signedIn?: boolean;
  className?: string;
}

/** The saved delivery address; reopens the picker (or, signed in, offers the saved addresses) from any page. */
export function LocationButton({ address, variant, signedIn = false, className }: LocationButtonProps) {
  const { t } = useTranslation();
  const label = address || t('location.not_set');
  const buttonProps = {
    'data-testid': 'header-location',
    'aria-label': address ? t('location.change_address', { address }) : label,
    title: label,
    className: cn(
      'group flex min-w-0 items-center gap-2 text-start transition',
      variant === 'chip' ? 'rounded-full py-1.5 ps-1.5 pe-3 hover:bg-surface-2' : 'h-full flex-1 text-sm',
    ),
  };
  const content = <LocationLabel address={address} label={label} variant={variant} />;

  if (!signedIn) {
    return (
      <button type="button" onClick={() => openLocationPicker()} {...buttonProps} className={cn(buttonProps.className, className)}>
        {content}
      </button>
    );
  }
  return (
    <Popover
      className={cn('flex min-w-0', variant === 'bar' && 'h-full flex-1', className)}
      triggerProps={{ ...buttonProps, className: cn(buttonProps.className, 'w-full') }}
      trigger={content}
      align="start"
      panelClassName="w-56"
    >
      {(close) => (
        <>
          <button type="button" className={popoverItemClass} onClick={() => {
              close();
              openLocationPicker();
            }}>
            <MapIcon className="size-4 text-brand-600" />
            {t('addresses.pick_on_map')}
          </button>
          <button type="button" className={popoverItemClass} data-testid="open-saved-addresses" onClick={() => {
              close();
              openSavedAddresses();
            }}>
            <PinIcon className="size-4 text-brand-600" />
            {t('addresses.saved_addresses')}
          </button>
        </>
      )}
    </Popover>
  );
}

function LocationLabel({ address, label, variant }: { address: string | null; label: string; variant: LocationButtonProps['variant'] }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
