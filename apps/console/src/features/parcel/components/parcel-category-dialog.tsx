import { useTranslation } from 'react-i18next';
import {
  PARCEL_CATEGORY_DESCRIPTION_MAX, PARCEL_CATEGORY_NAME_MAX, type ConsoleParcelCategory, type ConsoleParcelCategoryCreate,
  type ConsoleParcelCategoryUpdate,
} from '@storefront/contract';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { Image } from '@storefront/ui/image';
import { Switch } from '@storefront/ui/switch';
import { DialogActions } from '../../../lib/dialog-actions';
import { PictureInput, usePictureChoice } from '../../../lib/picture-choice';
import { TextAreaField } from '../../../lib/text-area-field';
import { changedKeys, TEXT_LANGUAGES, trimmed, type TextLanguage } from '../../../lib/texts';
import { useVersionedDialog } from '../../../lib/versioned-dialog';
import { useParcelCategoryWrites } from '../api/parcel-categories';

interface ParcelForm {
  name: Record<TextLanguage, string>;
  description: Record<TextLanguage, string>;
  perKm: string;
  minimum: string;
  position: string;
  on: boolean;
}

const formOf = (c: ConsoleParcelCategory | null): ParcelForm => (c
  ? { name: { ...c.name }, description: { ...c.description }, perKm: String(c.per_km_charge), minimum: String(c.minimum_charge), position: String(c.position), on: c.on }
  : { name: { en: '', ar: '', fr: '' }, description: { en: '', ar: '', fr: '' }, perKm: '0', minimum: '0', position: '0', on: true });

/** The form as the API takes it, or the fields' own problems by field path (the server's codes). */
function readForm(form: ParcelForm) {
  const problems: Record<string, string> = {};
  const name = trimmed(form.name);
  if (!name.en) problems['name.en'] = 'required';
  const number = (value: string, field: string, whole = false) => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n < 0 || (whole && !Number.isInteger(n))) problems[field] = whole ? 'whole_number' : 'number';
    return n;
  };
  const body: ConsoleParcelCategoryCreate = {
    name, description: trimmed(form.description), per_km_charge: number(form.perKm, 'per_km_charge'), minimum_charge: number(form.minimum, 'minimum_charge'),
    position: number(form.position, 'position', true), on: form.on,
  };
  return { problems, body };
}

const changesOf = (base: ConsoleParcelCategory, form: ParcelForm): ConsoleParcelCategoryUpdate =>
  ({ version: base.version, ...changedKeys(readForm(form).body, readForm(formOf(base)).body) });

/**
 * A new parcel category, or one edited: its name (English required) and description in English, Arabic
 * (right to left) and French, its per-km and minimum charge (0: the business's own), its place in the
 * sender's list, on or off, its picture. A save sends the fields changed with the version read; a
 * picture chosen is uploaded once the category is saved.
 */
export function ParcelCategoryDialog({ category, onClose }: { category: ConsoleParcelCategory | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { base, form, set, problems, conflict, failure, conflictNotice, submitWith } = useVersionedDialog(category, formOf, onClose);
  const { create, update, upload } = useParcelCategoryWrites();
  const { picture, problem: pictureProblem, choose } = usePictureChoice({ type: t('parcel.picture_type'), size: t('parcel.picture_size') });
  const pending = create.isPending || update.isPending || upload.isPending;
  const problem = (path: string) => (['required', 'number', 'whole_number'].includes(problems[path] ?? '') ? t(`parcel.problems.${problems[path]}`) : problems[path]);
  const submit = submitWith({
    read: () => readForm(form), changes: () => changesOf(base!, form), writes: { create, update, upload }, picture: picture?.file,
    texts: { created: t('parcel.created'), saved: t('parcel.saved'), unchanged: t('parcel.no_changes') },
  });
  const numberField = (key: 'perKm' | 'minimum' | 'position', field: string, hint?: string) => (
    <TextField label={t(`parcel.fields.${field}`)} type="number" inputMode="decimal" min={0} step={key === 'position' ? 1 : 'any'} dir="ltr"
      value={form[key]} onChange={(e) => set(key, e.target.value)} error={problem(field) ?? null} hint={hint} />
  );

  return (
    <Dialog open onClose={onClose} title={base ? t('parcel.edit') : t('parcel.new')} widthClass="max-w-2xl">
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {conflictNotice(t('parcel.conflict_title'), (field) => t(`parcel.fields.${field}`, { defaultValue: field }))}
        <p className="text-sm text-muted">{t('parcel.texts_hint')}</p>
        <div className="grid gap-3 md:grid-cols-3">
          {TEXT_LANGUAGES.map(({ code, dir }) => (
            <div key={code} className="flex flex-col gap-2">
              <TextField label={t(`parcel.name_${code}`)} dir={dir} lang={code} maxLength={PARCEL_CATEGORY_NAME_MAX} required={code === 'en'}
                value={form.name[code]} onChange={(e) => set('name', { ...form.name, [code]: e.target.value })} error={problem(`name.${code}`) ?? null} />
              <TextAreaField label={t(`parcel.description_${code}`)} dir={dir} lang={code} maxLength={PARCEL_CATEGORY_DESCRIPTION_MAX}
                value={form.description[code]} onValue={(v) => set('description', { ...form.description, [code]: v })} />
            </div>
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          {numberField('perKm', 'per_km_charge', t('parcel.business_rate_hint'))}
          {numberField('minimum', 'minimum_charge', t('parcel.business_rate_hint'))}
          {numberField('position', 'position', t('parcel.position_hint'))}
        </div>
        <div className="flex flex-wrap items-end gap-4">
          <Image src={picture?.preview ?? base?.image_full_url ?? ''} alt={t(picture ? 'parcel.picture_new' : 'parcel.picture_current')} className="size-20 rounded-xl border border-line object-cover" />
          <PictureInput label={t('parcel.picture')} hint={t('parcel.picture_hint')} problem={pictureProblem} onFile={choose} />
        </div>
        <Switch checked={form.on} onChange={(on) => set('on', on)}>{t('parcel.fields.on')}</Switch>
        <DialogActions failure={failure} conflicted={conflict !== null} pending={pending} cancel={t('parcel.cancel')} saving={t('parcel.saving')}
          submit={base ? t('parcel.save') : t('parcel.create')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
