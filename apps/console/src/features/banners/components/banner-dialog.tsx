import { useTranslation } from 'react-i18next';
import {
  BANNER_DESCRIPTION_MAX, BANNER_TITLE_MAX, type ConsoleBanner, type ConsoleBannerCreate, type ConsoleBannerUpdate, type Module, type ZoneList,
} from '@storefront/contract';
import { Dialog } from '@storefront/ui/dialog';
import { Image } from '@storefront/ui/image';
import { TextField } from '@storefront/ui/form/text-field';
import { Switch } from '@storefront/ui/switch';
import { DialogActions } from '../../../lib/dialog-actions';
import { PictureInput, usePictureChoice } from '../../../lib/picture-choice';
import { SelectField } from '../../../lib/select-field';
import { changedKeys, TEXT_LANGUAGES, trimmed, type TextLanguage } from '../../../lib/texts';
import { useVersionedDialog } from '../../../lib/versioned-dialog';
import { useCreateBanner, useUpdateBanner, useUploadBannerImage } from '../api/banners';

type Code = TextLanguage;
type BannerType = ConsoleBanner['type'];

interface BannerForm {
  title: Record<Code, string>;
  description: Record<Code, string>;
  type: BannerType;
  moduleId: string;
  zoneId: string;
  target: string;
  featured: boolean;
  on: boolean;
}

const formOf = (b: ConsoleBanner | null, moduleId: number): BannerForm => (b
  ? {
      title: { ...b.title }, description: { ...b.short_description }, type: b.type, moduleId: String(b.module_id), zoneId: String(b.zone_id),
      target: String(b.store_id ?? b.item_id ?? ''), featured: b.featured, on: b.on,
    }
  : { title: { en: '', ar: '', fr: '' }, description: { en: '', ar: '', fr: '' }, type: 'default', moduleId: moduleId ? String(moduleId) : '', zoneId: '', target: '', featured: false, on: true });

/** The form as the API takes it, or the fields' own problems by field path (the server's codes). */
function readForm(form: BannerForm) {
  const problems: Record<string, string> = {};
  const title = trimmed(form.title);
  if (!title.en) problems['title.en'] = 'required';
  if (!form.moduleId) problems.module_id = 'required';
  if (!form.zoneId) problems.zone_id = 'required';
  const target = Number(form.target);
  const field = form.type === 'store_wise' ? 'store_id' : 'item_id';
  if (form.type !== 'default' && !(Number.isInteger(target) && target > 0)) problems[field] = 'required';
  const body: ConsoleBannerCreate = {
    title, short_description: trimmed(form.description), type: form.type, module_id: Number(form.moduleId), zone_id: Number(form.zoneId),
    store_id: form.type === 'store_wise' ? target : null, item_id: form.type === 'item_wise' ? target : null, featured: form.featured, on: form.on,
  };
  return { problems, body };
}

/** The fields of the form that differ from the banner read, with its version. */
function changesOf(base: ConsoleBanner, form: BannerForm): ConsoleBannerUpdate {
  const { body } = readForm(form);
  const was: ConsoleBannerCreate = {
    title: base.title, short_description: base.short_description, type: base.type, module_id: base.module_id, zone_id: base.zone_id,
    store_id: base.store_id, item_id: base.item_id, featured: base.featured, on: base.on,
  };
  return { version: base.version, ...changedKeys(body, was) };
}

export interface BannerDialogProps {
  /** The banner as the list read it, or null for a new one. */
  banner: ConsoleBanner | null;
  modules: readonly Module[];
  zones: ZoneList;
  /** A new banner's module: the list's filter (0: none chosen). */
  moduleId: number;
  onClose: () => void;
}

/**
 * A new banner, or one edited: its title and description in English (required), Arabic (right to left)
 * and French (an empty one shows the English), where it shows, what it opens, featured, on or off. A save
 * sends the fields changed with the version read; when someone else saved meanwhile it says which fields
 * and lets the person keep their own or load theirs.
 */
export function BannerDialog({ banner, modules, zones, moduleId, onClose }: BannerDialogProps) {
  const { t } = useTranslation();
  const { base, form, setForm, problems, conflict, failure, conflictNotice, submitWith } = useVersionedDialog(banner, (b) => formOf(b, moduleId), onClose);
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const upload = useUploadBannerImage();
  const { picture, problem: pictureProblem, choose: choosePicture } = usePictureChoice({ type: t('banners.picture_type'), size: t('banners.picture_size') });
  const pending = create.isPending || update.isPending || upload.isPending;
  const problem = (path: string) => (problems[path] === 'required' ? t('banners.required') : problems[path]);
  const submit = submitWith({
    read: () => readForm(form), changes: () => changesOf(base!, form), writes: { create, update, upload }, picture: picture?.file,
    texts: { created: t('banners.created'), saved: t('banners.saved'), unchanged: t('banners.no_changes') },
  });
  const text = (field: 'title' | 'description', code: Code, value: string) => setForm((f) => ({ ...f, [field]: { ...f[field], [code]: value } }));

  return (
    <Dialog open onClose={onClose} title={base ? t('banners.edit') : t('banners.new')} widthClass="max-w-2xl">
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {conflictNotice(t('banners.conflict_title'), (field) => t(`banners.fields.${field}`, { defaultValue: field }))}
        <p className="text-sm text-muted">{t('banners.texts_hint')}</p>
        {TEXT_LANGUAGES.map(({ code, dir }) => (
          <div key={code} className="grid gap-3 md:grid-cols-2">
            <TextField label={t(`banners.title_${code}`)} dir={dir} lang={code} maxLength={BANNER_TITLE_MAX} required={code === 'en'}
              value={form.title[code]} onChange={(e) => text('title', code, e.target.value)} error={problem(`title.${code}`) ?? null} />
            <TextField label={t(`banners.description_${code}`)} dir={dir} lang={code} maxLength={BANNER_DESCRIPTION_MAX}
              value={form.description[code]} onChange={(e) => text('description', code, e.target.value)} error={problem(`short_description.${code}`) ?? null} />
          </div>
        ))}
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField label={t('banners.module')} value={form.moduleId} onValue={(moduleId) => setForm((f) => ({ ...f, moduleId }))} problem={problem('module_id')}>
            <option value="">{t('banners.choose')}</option>
            {modules.map((m) => <option key={m.id} value={m.id}>{m.module_name}</option>)}
          </SelectField>
          <SelectField label={t('banners.zone')} value={form.zoneId} onValue={(zoneId) => setForm((f) => ({ ...f, zoneId }))} problem={problem('zone_id')}>
            <option value="">{t('banners.choose')}</option>
            {zones.map((z) => <option key={z.id} value={z.id}>{z.name}</option>)}
          </SelectField>
          <SelectField label={t('banners.opens')} value={form.type} onValue={(type) => setForm((f) => ({ ...f, type: type as BannerType }))}>
            {(['default', 'store_wise', 'item_wise'] as const).map((type) => <option key={type} value={type}>{t(`banners.types.${type}`)}</option>)}
          </SelectField>
        </div>
        <div className="flex flex-wrap items-end gap-4">
          <Image src={picture?.preview ?? base?.image_full_url ?? ''} alt={t(picture ? 'banners.picture_new' : 'banners.picture_current')}
            className="aspect-[3/1] w-48 rounded-xl border border-line object-cover" />
          <PictureInput label={t('banners.picture')} hint={t('banners.picture_hint')} problem={pictureProblem} onFile={choosePicture} />
        </div>
        {form.type !== 'default' && (
          <TextField
            label={form.type === 'store_wise' ? t('banners.store_id') : t('banners.item_id')}
            type="number" inputMode="numeric" min={1} dir="ltr" required value={form.target}
            onChange={(e) => setForm((f) => ({ ...f, target: e.target.value }))}
            error={problem(form.type === 'store_wise' ? 'store_id' : 'item_id') ?? null}
          />
        )}
        <div className="flex flex-wrap gap-6">
          <Switch checked={form.on} onChange={(on) => setForm((f) => ({ ...f, on }))}>{t('banners.shown')}</Switch>
          <Switch checked={form.featured} onChange={(featured) => setForm((f) => ({ ...f, featured }))}>{t('banners.featured')}</Switch>
        </div>
        <DialogActions failure={failure} conflicted={conflict !== null} pending={pending} cancel={t('banners.cancel')} saving={t('banners.saving')}
          submit={base ? t('banners.save') : t('banners.create')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
