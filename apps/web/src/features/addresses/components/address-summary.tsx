import { useTranslation } from 'react-i18next';
import type { CustomerAddress } from '@storefront/contract';
import { typeOf } from '../address-form';
import { LABEL_ICONS } from './label-picker';

/** An address's label with its icon, the address and the contact, as lists show it. */
export function AddressSummary({ address }: { address: CustomerAddress }) {
  const { t } = useTranslation();
  const { type, label } = typeOf(address);
  const Icon = LABEL_ICONS[type];
  const details = [address.road, address.house, address.floor].filter(Boolean).join(', ');
  return (
    <span className="flex min-w-0 flex-1 items-start gap-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-400">
        <Icon className="size-4.5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-bold">{label || t(`addresses.types.${type}`)}</span>
        <span className="mt-0.5 block text-sm text-muted">{address.address}</span>
        {details && <span className="block text-xs text-muted">{details}</span>}
        <span className="mt-0.5 block text-xs text-muted">
          {address.contact_person_name} · <bdi dir="ltr">{address.contact_person_number}</bdi>
        </span>
      </span>
    </span>
  );
}
