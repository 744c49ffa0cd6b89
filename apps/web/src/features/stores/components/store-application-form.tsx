import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_APPLICATION_DOCUMENTS, type StoreApplicationReceived, type ZoneListItem } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { TextField } from '@storefront/ui/form/text-field';
import { Spinner } from '@storefront/ui/spinner';
import type { PointPickerProps } from '@/components/map/point-picker-props';
import { hasErrors, serverFieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import { useApplicationModules, useApplyStore } from '../api/apply-store';
import { APPLICATION_FIELDS, applicationErrors, applicationForm, checkDocuments, type ApplicationField, type ApplicationValues, type Place } from './application-rules';

const EMPTY = Object.fromEntries(APPLICATION_FIELDS.filter((f) => f !== 'place' && f !== 'documents').map((f) => [f, ''])) as ApplicationValues;
/** The server names the place's problem on its latitude (or longitude): outside the zone, told in the visitor's language. */
const SERVER_FIELDS = [...APPLICATION_FIELDS, 'latitude', 'longitude'] as const;
const selectClass = 'h-12 w-full rounded-xl border bg-surface px-3.5 text-sm focus:ring-2 focus:ring-brand-500/40 focus:outline-none';
/** A name's cell on a wide screen: its label, box and message on the rows the three names share. */
const NAME_CELL = 'sm:row-span-3 sm:grid sm:grid-rows-subgrid';

/**
 * The "become a store owner" form, for anyone without signing in: the store's name (English, with Arabic
 * and French if they like), zone, what it sells (the zone's modules, not parcel), address and place on the
 * map, the owner's name, email and phone, and 1 to 5 documents (PDF, JPEG or PNG, at most 5 MB each).
 * Problems show under their fields, the server's too; once sent it says where the answer will be written.
 */
export function StoreApplicationForm({ zones, renderMap, onSent }: {
  zones: readonly ZoneListItem[];
  renderMap: (props: PointPickerProps) => ReactNode;
  onSent: (answer: StoreApplicationReceived, name: string) => void;
}) {
  const { t } = useTranslation();
  const { values, setValues, errors, setErrors, showErrors, field, formRef } = useForm<ApplicationField>({ ...EMPTY, place: '', documents: '' });
  const [place, setPlace] = useState<Place | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const zoneId = values.zone_id ? Number(values.zone_id) : null;
  const modules = useApplicationModules(zoneId);
  const apply = useApplyStore();
  const message = (name: ApplicationField) => {
    const found = errors[name];
    return found ? t(found, { defaultValue: found, count: MAX_APPLICATION_DOCUMENTS }) : undefined;
  };
  const choose = (name: 'zone_id' | 'module_id', value: string) => setValues((v) => ({ ...v, [name]: value, ...(name === 'zone_id' ? { module_id: '' } : {}) }));
  const pointed: PointPickerProps['onChange'] = (location) => {
    setPlace(location ? location.latLng : null);
    if (!location) return;
    const inside = (JSON.parse(location.zoneId) as number[]).map(String);
    setValues((v) => ({
      ...v, address: v.address || location.address,
      ...(inside.length > 0 && !inside.includes(v.zone_id) ? { zone_id: inside[0]!, module_id: '' } : {}),
    }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = applicationErrors(values as ApplicationValues, place, files);
    if (hasErrors(found)) return showErrors(found);
    setErrors({});
    apply.mutate(applicationForm(values as ApplicationValues, place!, files), {
      onSuccess: (answer) => onSent(answer, values.name.trim()),
      onError: (error) => {
        const { latitude, longitude, ...found } = serverFieldErrors(error, SERVER_FIELDS);
        showErrors({ ...found, ...(latitude || longitude ? { place: 'stores.application.errors.place_outside' } : {}) });
      },
    });
  };
  const text = (name: Exclude<ApplicationField, 'place' | 'documents' | 'zone_id' | 'module_id'>, extra: { type?: string; dir?: 'ltr' | 'rtl'; lang?: string; required?: boolean; autoComplete?: string; className?: string } = {}) => (
    <TextField label={t(`stores.application.fields.${name}`)} maxLength={name === 'address' ? 255 : 100} {...field(name)} error={message(name)} {...extra} />
  );
  const select = (name: 'zone_id' | 'module_id', options: { id: number; name: string }[], disabled = false) => (
    <div>
      <label htmlFor={`application-${name}`} className="mb-1.5 block text-sm font-semibold text-ink">{t(`stores.application.fields.${name}`)}</label>
      <select id={`application-${name}`} value={values[name]} disabled={disabled} aria-invalid={errors[name] ? true : undefined} onChange={(e) => choose(name, e.target.value)}
        className={`${selectClass} ${errors[name] ? 'border-red-500' : 'border-line'}`}>
        <option value="">{t('stores.application.choose')}</option>
        {options.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
      </select>
      {errors[name] && <p className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">{message(name)}</p>}
    </div>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      {/* The three names share their rows (label, box, message), so that a label on two lines leaves the boxes in line. */}
      <fieldset className="grid gap-x-4 gap-y-4 sm:grid-cols-3 sm:gap-y-0">
        <legend className="mb-2 text-lg font-bold">{t('stores.application.store')}</legend>
        {text('name', { dir: 'ltr', lang: 'en', required: true, className: NAME_CELL })}
        {text('name_ar', { dir: 'rtl', lang: 'ar', className: NAME_CELL })}
        {text('name_fr', { dir: 'ltr', lang: 'fr', className: NAME_CELL })}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {select('zone_id', zones.map((z) => ({ id: z.id, name: z.name })))}
        {select('module_id', (modules.data ?? []).map((m) => ({ id: m.id, name: m.module_name })), zoneId === null)}
      </div>
      <div className="flex flex-col gap-2" aria-invalid={errors.place ? true : undefined}>
        <p className="text-sm font-semibold">{t('stores.application.fields.place')}</p>
        <p className="text-xs text-muted">{t('stores.application.place_hint')}</p>
        {renderMap({ onChange: pointed })}
        {errors.place && <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">{message('place')}</p>}
      </div>
      {text('address', { required: true, autoComplete: 'street-address' })}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">{t('stores.application.owner')}</legend>
        {text('f_name', { required: true, autoComplete: 'given-name' })}
        {text('l_name', { autoComplete: 'family-name' })}
        {text('email', { type: 'email', dir: 'ltr', required: true, autoComplete: 'email' })}
        {text('phone', { type: 'tel', dir: 'ltr', required: true, autoComplete: 'tel' })}
      </fieldset>
      <div>
        <label htmlFor="application-documents" className="mb-1.5 block text-sm font-semibold text-ink">{t('stores.application.fields.documents')}</label>
        <p className="mb-2 text-xs text-muted">{t('stores.application.documents_hint', { count: MAX_APPLICATION_DOCUMENTS })}</p>
        <input id="application-documents" type="file" multiple accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png" aria-invalid={errors.documents ? true : undefined}
          onChange={(e) => {
            const chosen = [...(e.target.files ?? [])];
            setFiles(chosen);
            setErrors((found) => ({ ...found, documents: checkDocuments(chosen) ?? undefined }));
          }}
          className="block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-brand-500 file:px-3 file:py-2 file:text-white" />
        {files.length > 0 && <ul className="mt-2 text-xs text-muted">{files.map((f) => <li key={f.name}><bdi>{f.name}</bdi></li>)}</ul>}
        {errors.documents && <p className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">{message('documents')}</p>}
      </div>
      <Button type="submit" disabled={apply.isPending} className="self-stretch sm:self-end">
        {apply.isPending && <Spinner className="size-4" />}
        {t('stores.application.send')}
      </Button>
    </form>
  );
}
