import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAMPAIGN_TITLE_MAX, type ConsoleFlashSale, type ConsoleFlashSaleCreate, type ConsoleFlashSaleUpdate, type Module, type Texts,
} from '@storefront/contract';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { Switch } from '@storefront/ui/switch';
import { DialogActions } from '../../../lib/dialog-actions';
import { changedKeys } from '../../../lib/texts';
import { TitleFields } from '../../../lib/title-fields';
import { useFlashSaleWrites } from '../api/campaigns';
import { framedProblems, ModuleSelect, useCampaignForm } from './campaign-form';
import { FlashSaleLines } from './flash-sale-lines';

interface SaleForm { title: Texts; moduleId: string; start: string; end: string; on: boolean }

/** An instant as the browser's date-and-time field shows it (local wall clock), and back. */
const local = (iso: string) => {
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const instant = (value: string) => (value ? new Date(value).toISOString() : '');

function formOf(s: ConsoleFlashSale | null, moduleId: number): SaleForm {
  if (!s) return { title: { en: '', ar: '', fr: '' }, moduleId: moduleId ? String(moduleId) : '', start: '', end: '', on: true };
  return { title: { ...s.title }, moduleId: String(s.module_id), start: local(s.start_date), end: local(s.end_date), on: s.on };
}

function readForm(form: SaleForm) {
  const { problems, title } = framedProblems(form, true);
  const body: ConsoleFlashSaleCreate = { title, module_id: Number(form.moduleId), start_date: instant(form.start), end_date: instant(form.end), on: form.on };
  return { problems, body };
}

function changesOf(base: ConsoleFlashSale, form: SaleForm): ConsoleFlashSaleUpdate {
  return { version: base.version, ...changedKeys(readForm(form).body, readForm(formOf(base, base.module_id)).body) };
}

/**
 * A new flash sale, or one edited: its title in three languages, module, start and end, on or off; once
 * created, its items (see FlashSaleLines). A save sends the fields changed with the version read.
 */
export function FlashSaleDialog({ sale, modules, moduleId, onClose }: { sale: ConsoleFlashSale | null; modules: readonly Module[]; moduleId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { base, setBase, form, setForm, set, problem, conflictNotice, conflict, failure, refused, done, save } = useCampaignForm(sale, formOf, moduleId, onClose);
  const { create, update } = useFlashSaleWrites();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { problems: found, body } = readForm(form);
    save(found, {
      isNew: !base,
      // A new sale stays open so that its items can be added.
      create: () => create.mutate(body, { onSuccess: (saved) => { setBase(saved); setForm(formOf(saved, moduleId)); }, onError: refused }),
      changes: () => changesOf(base!, form),
      update: (changes) => update.mutate({ id: base!.id, body: changes }, { onSuccess: () => done(t('campaigns.saved')), onError: refused }),
      unchanged: t('campaigns.no_changes'),
    });
  };

  return (
    <Dialog open onClose={onClose} title={base ? t('campaigns.flash.edit') : t('campaigns.flash.new')} widthClass="max-w-2xl">
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {conflictNotice}
        <p className="text-sm text-muted">{t('campaigns.texts_hint')}</p>
        <TitleFields scope="campaigns" value={form.title} max={CAMPAIGN_TITLE_MAX} problem={problem} onValue={(title) => set('title', title)} />
        <ModuleSelect value={form.moduleId} modules={modules} problem={problem('module_id')} onValue={(id) => set('moduleId', id)} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('campaigns.fields.start_moment')} type="datetime-local" dir="ltr" required value={form.start} onChange={(e) => set('start', e.target.value)} error={problem('start_date') ?? null} />
          <TextField label={t('campaigns.fields.end_moment')} type="datetime-local" dir="ltr" required min={form.start} value={form.end} onChange={(e) => set('end', e.target.value)} error={problem('end_date') ?? null} />
        </div>
        <Switch checked={form.on} onChange={(on) => set('on', on)}>{t('campaigns.fields.on')}</Switch>
        <DialogActions failure={failure} conflicted={conflict !== null} pending={create.isPending || update.isPending} cancel={t('campaigns.cancel')} saving={t('campaigns.saving')}
          submit={base ? t('campaigns.save') : t('campaigns.flash.create')} onCancel={onClose} />
      </form>
      {base ? <div className="mt-4"><FlashSaleLines sale={base} onSale={setBase} /></div> : <p className="mt-4 text-sm text-muted">{t('campaigns.flash.items_after')}</p>}
    </Dialog>
  );
}
