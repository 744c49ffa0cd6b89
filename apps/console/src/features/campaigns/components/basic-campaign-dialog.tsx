import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAMPAIGN_DESCRIPTION_MAX, CAMPAIGN_TITLE_MAX, type ConsoleBasicCampaign, type ConsoleBasicCampaignCreate,
  type ConsoleBasicCampaignUpdate, type Module, type Texts,
} from '@storefront/contract';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { Switch } from '@storefront/ui/switch';
import { DialogActions } from '../../../lib/dialog-actions';
import { localToday } from '../../../lib/format';
import { PictureInput, usePictureChoice } from '../../../lib/picture-choice';
import { TextAreaField } from '../../../lib/text-area-field';
import { TitleFields } from '../../../lib/title-fields';
import { changedKeys, TEXT_LANGUAGES, trimmed } from '../../../lib/texts';
import { useBasicCampaignWrites, useChoices, useUploadCampaignImage } from '../api/campaigns';
import { DaysFields } from './campaign-dialog-parts';
import { framedProblems, ModuleSelect, useCampaignForm } from './campaign-form';

interface BasicForm {
  title: Texts; description: Texts; moduleId: string; start: string; end: string; startTime: string; endTime: string; storeIds: number[]; on: boolean;
}

function formOf(c: ConsoleBasicCampaign | null, moduleId: number): BasicForm {
  if (!c) {
    const today = localToday();
    return {
      title: { en: '', ar: '', fr: '' }, description: { en: '', ar: '', fr: '' }, moduleId: moduleId ? String(moduleId) : '',
      start: today, end: today, startTime: '00:00', endTime: '23:59', storeIds: [], on: true,
    };
  }
  return {
    title: { ...c.title }, description: { ...c.description }, moduleId: String(c.module_id), start: c.start_date, end: c.end_date,
    startTime: c.start_time, endTime: c.end_time, storeIds: [...c.store_ids], on: c.on,
  };
}

/** The form as the API takes it, or the fields' own problems by field path (the server's codes). */
function readForm(form: BasicForm) {
  const { problems, title } = framedProblems(form);
  const body: ConsoleBasicCampaignCreate = {
    title, description: trimmed(form.description), module_id: Number(form.moduleId), start_date: form.start, end_date: form.end,
    start_time: form.startTime, end_time: form.endTime, store_ids: [...form.storeIds].sort((a, b) => a - b), on: form.on,
  };
  return { problems, body };
}

function changesOf(base: ConsoleBasicCampaign, form: BasicForm): ConsoleBasicCampaignUpdate {
  return { version: base.version, ...changedKeys(readForm(form).body, readForm(formOf(base, base.module_id)).body) };
}

/**
 * A new basic campaign, or one edited: its title and description in English (required), Arabic (right to
 * left) and French, its picture, module, days and daily hours, the stores of its module that take part, on
 * or off. A save sends the fields changed with the version read, then the picture chosen; when someone else
 * saved meanwhile it says which fields and lets the person keep their own or load theirs.
 */
export function BasicCampaignDialog({ campaign, modules, moduleId, onClose }: { campaign: ConsoleBasicCampaign | null; modules: readonly Module[]; moduleId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { base, form, setForm, set, problem, conflictNotice, problems, conflict, failure, submitWith } = useCampaignForm(campaign, formOf, moduleId, onClose);
  const [storeSearch, setStoreSearch] = useState('');
  const stores = useChoices('stores', Number(form.moduleId || 0), storeSearch);
  const { create, update } = useBasicCampaignWrites();
  const upload = useUploadCampaignImage();
  const { picture, problem: pictureProblem, choose } = usePictureChoice({ type: t('campaigns.picture_type'), size: t('campaigns.picture_size') });
  const pending = create.isPending || update.isPending || upload.isPending;
  const submit = submitWith({
    read: () => readForm(form), changes: () => changesOf(base!, form), writes: { create, update, upload }, picture: picture?.file,
    texts: { created: t('campaigns.created'), saved: t('campaigns.saved'), unchanged: t('campaigns.no_changes') },
  });
  const toggleStore = (id: number, on: boolean) => set('storeIds', on ? [...form.storeIds, id] : form.storeIds.filter((s) => s !== id));
  const shownStores = [...(stores.data ?? [])];
  const chosenHidden = form.storeIds.filter((id) => !shownStores.some((s) => s.id === id));

  return (
    <Dialog open onClose={onClose} title={base ? t('campaigns.basic.edit') : t('campaigns.basic.new')} widthClass="max-w-2xl">
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {conflictNotice}
        <p className="text-sm text-muted">{t('campaigns.texts_hint')}</p>
        <TitleFields scope="campaigns" value={form.title} max={CAMPAIGN_TITLE_MAX} problem={problem} onValue={(title) => set('title', title)} />
        <div className="grid gap-3 md:grid-cols-3">
          {TEXT_LANGUAGES.map(({ code, dir }) => (
            <TextAreaField key={code} label={t(`campaigns.description_${code}`)} dir={dir} lang={code} rows={2} maxLength={CAMPAIGN_DESCRIPTION_MAX}
              value={form.description[code]} onValue={(v) => set('description', { ...form.description, [code]: v })} problem={problem(`description.${code}`)} />
          ))}
        </div>
        <ModuleSelect value={form.moduleId} modules={modules} problem={problem('module_id')} onValue={(id) => setForm((f) => ({ ...f, moduleId: id, storeIds: [] }))} />
        <DaysFields value={form} problem={problem} onValue={(days) => setForm((f) => ({ ...f, ...days }))} />
        <fieldset className="flex flex-col gap-2 rounded-xl border border-line p-3">
          <legend className="px-1 text-sm font-semibold">{t('campaigns.fields.store_ids')} · {t('campaigns.stores_count', { count: form.storeIds.length })}</legend>
          {!form.moduleId ? <p className="text-sm text-muted">{t('campaigns.choose_module_first')}</p> : (
            <>
              <TextField label={t('campaigns.find_store')} type="search" value={storeSearch} onChange={(e) => setStoreSearch(e.target.value)} />
              <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto">
                {shownStores.map((s) => (
                  <li key={s.id}>
                    <label className="flex items-center gap-2 text-sm"><input type="checkbox" checked={form.storeIds.includes(s.id)} onChange={(e) => toggleStore(s.id, e.target.checked)} /><bdi>{s.name}</bdi></label>
                  </li>
                ))}
              </ul>
              {chosenHidden.length > 0 && <p className="text-xs text-muted">{t('campaigns.more_chosen', { count: chosenHidden.length })}</p>}
            </>
          )}
          {problems.store_ids && <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">{problems.store_ids}</p>}
        </fieldset>
        <div className="flex flex-wrap items-end gap-3">
          {(picture?.preview ?? base?.image_full_url) && <img src={picture?.preview ?? base?.image_full_url ?? ''} alt="" className="h-16 w-28 rounded-lg object-cover" />}
          <PictureInput label={t('campaigns.picture')} hint={t('campaigns.picture_hint')} problem={pictureProblem ?? problems.image ?? null} onFile={choose} />
        </div>
        <Switch checked={form.on} onChange={(on) => set('on', on)}>{t('campaigns.fields.on')}</Switch>
        <DialogActions failure={failure} conflicted={conflict !== null} pending={pending} cancel={t('campaigns.cancel')} saving={t('campaigns.saving')}
          submit={base ? t('campaigns.save') : t('campaigns.basic.create')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
