import { useTranslation } from 'react-i18next';
import { ADDRESS_TYPES } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { BriefcaseIcon, HomeIcon, PinIcon } from '@storefront/ui/icons';
import type { AddressType } from '../address-form';

export const LABEL_ICONS = { home: HomeIcon, office: BriefcaseIcon, other: PinIcon } as const;

/** "Label As": home, office or other, as a radio group of chips. */
export function LabelPicker({ value, onChange }: { value: AddressType; onChange: (type: AddressType) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{t('addresses.label_as')}</legend>
      <div className="flex flex-wrap gap-2">
        {ADDRESS_TYPES.map((type) => {
          const Icon = LABEL_ICONS[type];
          return (
            <label
              key={type}
              className={cn(
                'flex h-10 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold transition focus-within:ring-2 focus-within:ring-brand-500',
                value === type ? 'border-brand-600 bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-200' : 'border-line hover:bg-surface-2',
              )}
            >
              <input type="radio" name="address_type" value={type} checked={value === type} onChange={() => onChange(type)} className="sr-only" />
              <Icon className="size-4" />
              {t(`addresses.types.${type}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
