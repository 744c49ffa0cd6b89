import { useTranslation } from 'react-i18next';
import { TextField } from '@storefront/ui/form/text-field';
import type { useForm } from '@/lib/use-form';
import type { AddressField } from '../address-form';

export interface ExtraDetailsProps {
  field: ReturnType<typeof useForm<AddressField>>['field'];
  /** "Save this Address": offered when a signed-in customer adds an address. */
  saveOption?: { checked: boolean; onChange: (checked: boolean) => void };
}

/** The extra details panel: street number, house number and floor, with "Save this Address". */
export function ExtraDetails({ field, saveOption }: ExtraDetailsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-2xl bg-surface-2 p-4">
      <legend className="sr-only">{t('addresses.extra_details')}</legend>
      <p aria-hidden="true" className="mb-3 text-sm font-bold">
        {t('addresses.extra_details')}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label={t('addresses.road')} {...field('road')} />
        <TextField label={t('addresses.house')} {...field('house')} />
        <TextField label={t('addresses.floor')} {...field('floor')} />
      </div>
      {saveOption && (
        <label className="mt-4 flex cursor-pointer items-center gap-2.5 text-sm font-semibold">
          <input
            type="checkbox"
            checked={saveOption.checked}
            onChange={(event) => saveOption.onChange(event.target.checked)}
            className="size-4 shrink-0 rounded accent-brand-600"
          />
          {t('addresses.save_this_address')}
        </label>
      )}
    </fieldset>
  );
}
