import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { AlertIcon, PinIcon } from '@storefront/ui/icons';
import type { DeliveryTarget } from '../checkout-body';
import { Section } from './section';

export interface DeliveryAddressProps {
  address: DeliveryTarget | null;
  onChange: () => void;
  /** Signed in without an address in the store's zone: add one. */
  onAdd?: () => void;
}

/** Delivery Addresses: the chosen address and a way to change it. */
export function DeliveryAddress({ address, onChange, onAdd }: DeliveryAddressProps) {
  const { t } = useTranslation();
  return (
    <Section
      title={t('checkout.delivery_addresses')}
      testId="delivery-address"
      action={
        <Button size="sm" variant="secondary" onClick={address || !onAdd ? onChange : onAdd}>
          {address ? t('checkout.change') : t('checkout.add_address')}
        </Button>
      }
    >
      {address ? (
        <p className="flex items-start gap-2 text-sm text-ink">
          <PinIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>
            {address.address}
            {(address.house || address.floor) && (
              <span className="block text-muted">{[address.house, address.floor].filter(Boolean).join(', ')}</span>
            )}
          </span>
        </p>
      ) : (
        <p role="alert" className="flex items-center gap-2 text-sm font-medium text-amber-700 dark:text-amber-400">
          <AlertIcon className="size-4 shrink-0" />
          {t('checkout.no_address')}
        </p>
      )}
    </Section>
  );
}
