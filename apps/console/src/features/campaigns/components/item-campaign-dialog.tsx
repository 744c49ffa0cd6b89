import { useTranslation } from 'react-i18next';
import {
  CAMPAIGN_TITLE_MAX, type ConsoleItemCampaign, type ConsoleItemCampaignCreate, type ConsoleItemCampaignUpdate, type Module, type Texts,
} from '@storefront/contract';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { Switch } from '@storefront/ui/switch';
import { DialogActions } from '../../../lib/dialog-actions';
import { localToday } from '../../../lib/format';
import { SelectField } from '../../../lib/select-field';
import { changedKeys, trimmed } from '../../../lib/texts';
import { TitleFields } from '../../../lib/title-fields';
import { useItemCampaignWrites } from '../api/campaigns';
import { DaysFields } from './campaign-dialog-parts';
import { ModuleSelect, useCampaignForm } from './campaign-form';
import { ItemPicker } from './item-picker';

interface ItemForm {
  title: Texts; moduleId: string; item: { id: number; name: string; price: number } | null; price: string; discountType: 'percent' | 'amount'; discount: string;
  start: string; end: string; startTime: string; endTime: string; on: boolean;
}

function formOf(c: ConsoleItemCampaign | null, moduleId: number): ItemForm {
  if (!c) {
    const today = localToday();
    return {
      title: { en: '', ar: '', fr: '' }, moduleId: moduleId ? String(moduleId) : '', item: null, price: '', discountType: 'percent', discount: '0',
      start: today, end: today, startTime: '00:00', endTime: '23:59', on: true,
    };
  }
  return {
    title: { ...c.title }, moduleId: String(c.module_id), item: { id: c.item_id, name: c.item_name, price: c.item_price }, price: String(c.price),
    discountType: c.discount_type, discount: String(c.discount), start: c.start_date, end: c.end_date, startTime: c.start_time, endTime: c.end_time, on: c.on,
  };
}

/** The form as the API takes it, or the fields' own problems (the same rules the server keeps, said before asking it). */
function readForm(form: ItemForm) {
  const problems: Record<string, string> = {};
  const title = trimmed(form.title);
  if (!title.en) problems['title.en'] = 'required';
  if (!form.item) problems.item_id = 'required';
  const price = Number(form.price);
  if (form.price.trim() === '' || !(price > 0)) problems.price = 'number';
  else if (form.item && price > form.item.price) problems.price = 'above_item';
  const discount = Number(form.discount || 0);
  if (!(discount >= 0)) problems.discount = 'number';
  else if (form.discountType === 'percent' && discount > 100) problems.discount = 'percent';
  else if (form.discountType === 'amount' && discount > price) problems.discount = 'above_price';
  if (!form.end) problems.end_date = 'required';
  else if (form.start && form.end < form.start) problems.end_date = 'end_before_start';
  const body: ConsoleItemCampaignCreate = {
    title, item_id: form.item?.id ?? 0, price, discount, discount_type: form.discountType,
    start_date: form.start, end_date: form.end, start_time: form.startTime, end_time: form.endTime, on: form.on,
  };
  return { problems, body };
}

function changesOf(base: ConsoleItemCampaign, form: ItemForm): ConsoleItemCampaignUpdate {
  return { version: base.version, ...changedKeys(readForm(form).body, readForm(formOf(base, base.module_id)).body) };
}

/**
 * A new item campaign, or one edited: its title in three languages, the item (found among the module's), its
 * campaign price (at most the item's own) and the campaign's discount on it, days and daily hours, on or off.
 * The store, zone and module are the item's store's. A save sends the fields changed with the version read.
 */
export function ItemCampaignDialog({ campaign, modules, moduleId, onClose }: { campaign: ConsoleItemCampaign | null; modules: readonly Module[]; moduleId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { base, form, setForm, set, problem, conflictNotice, conflict, failure, submitWith } = useCampaignForm(campaign, formOf, moduleId, onClose);
  const { create, update } = useItemCampaignWrites();
  const submit = submitWith({
    read: () => readForm(form), changes: () => changesOf(base!, form), writes: { create, update },
    texts: { created: t('campaigns.created'), saved: t('campaigns.saved'), unchanged: t('campaigns.no_changes') },
  });

  return (
    <Dialog open onClose={onClose} title={base ? t('campaigns.items.edit') : t('campaigns.items.new')} widthClass="max-w-2xl">
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {conflictNotice}
        <p className="text-sm text-muted">{t('campaigns.texts_hint')}</p>
        <TitleFields scope="campaigns" value={form.title} max={CAMPAIGN_TITLE_MAX} problem={problem} onValue={(title) => set('title', title)} />
        <ModuleSelect value={form.moduleId} modules={modules} problem={problem('module_id')} onValue={(id) => setForm((f) => ({ ...f, moduleId: id, item: null }))} />
        <ItemPicker moduleId={Number(form.moduleId || 0)} chosen={form.item} problem={problem('item_id')}
          onChoose={(item) => setForm((f) => ({ ...f, item, price: f.price || String(item.price) }))} />
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField label={t('campaigns.fields.price')} type="number" inputMode="decimal" min={0} step="any" dir="ltr" required value={form.price}
            onChange={(e) => set('price', e.target.value)} error={problem('price') ?? null} hint={form.item ? t('campaigns.item_price', { price: form.item.price }) : undefined} />
          <SelectField label={t('campaigns.fields.discount_type')} value={form.discountType} onValue={(v) => set('discountType', v as ItemForm['discountType'])}>
            <option value="percent">{t('campaigns.discount_types.percent')}</option>
            <option value="amount">{t('campaigns.discount_types.amount')}</option>
          </SelectField>
          <TextField label={t('campaigns.fields.discount')} type="number" inputMode="decimal" min={0} step="any" dir="ltr" value={form.discount}
            onChange={(e) => set('discount', e.target.value)} error={problem('discount') ?? null} />
        </div>
        <DaysFields value={form} problem={problem} onValue={(days) => setForm((f) => ({ ...f, ...days }))} />
        <Switch checked={form.on} onChange={(on) => set('on', on)}>{t('campaigns.fields.on')}</Switch>
        <DialogActions failure={failure} conflicted={conflict !== null} pending={create.isPending || update.isPending} cancel={t('campaigns.cancel')} saving={t('campaigns.saving')}
          submit={base ? t('campaigns.save') : t('campaigns.items.create')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
