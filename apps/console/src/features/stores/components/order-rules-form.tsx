import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_TIME_UNITS, MAX_DELIVERY_TIME, MAX_MINIMUM_ORDER, type StoreSettings } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { TextField } from '@storefront/ui/form/text-field';
import { Switch } from '@storefront/ui/switch';
import { useUpdateStoreSettings } from '../api/update-store-settings';
import type { Saving } from './saving';

type Draft = Pick<StoreSettings, 'delivery_time_unit' | 'delivery' | 'take_away' | 'schedule_order'> & {
  minimum_order: string; delivery_time_min: string; delivery_time_max: string;
};

const draftOf = (s: StoreSettings): Draft => ({
  minimum_order: String(s.minimum_order), delivery_time_min: String(s.delivery_time_min), delivery_time_max: String(s.delivery_time_max),
  delivery_time_unit: s.delivery_time_unit, delivery: s.delivery, take_away: s.take_away, schedule_order: s.schedule_order,
});

const wholeIn = (text: string, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= max;

/** The first rule the draft breaks, as a text key, or null: the server checks the same. */
function problemOf(d: Draft): string | null {
  const minimum = Number(d.minimum_order.replace(',', '.'));
  if (d.minimum_order.trim() === '' || !Number.isFinite(minimum) || minimum < 0 || minimum > MAX_MINIMUM_ORDER) return 'stores.errors.minimum_order';
  if (!wholeIn(d.delivery_time_min, MAX_DELIVERY_TIME) || !wholeIn(d.delivery_time_max, MAX_DELIVERY_TIME)) return 'stores.errors.delivery_time';
  if (Number(d.delivery_time_min) > Number(d.delivery_time_max)) return 'stores.errors.delivery_range';
  if (!d.delivery && !d.take_away) return 'stores.errors.order_type';
  return null;
}

/** Minimum order, delivery time, and which orders the store takes. */
export function OrderRulesForm({ storeId, initial, saving }: { storeId: number; initial: StoreSettings; saving: Saving }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const mutation = useUpdateStoreSettings(storeId);
  const set = (change: Partial<Draft>) => {
    setDraft({ ...draft, ...change });
    setDone(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const broken = problemOf(draft);
    setProblem(broken && t(broken));
    if (broken) return;
    mutation.mutate({
      version: saving.version, minimum_order: Number(draft.minimum_order.replace(',', '.')), delivery_time_min: Number(draft.delivery_time_min),
      delivery_time_max: Number(draft.delivery_time_max), delivery_time_unit: draft.delivery_time_unit as (typeof DELIVERY_TIME_UNITS)[number],
      delivery: draft.delivery, take_away: draft.take_away, schedule_order: draft.schedule_order,
    }, {
      onSuccess: (settings) => {
        saving.saved(settings);
        setDone(true);
      },
      onError: (err) => setProblem(saving.refused(err)),
    });
  };

  const readOnly = !saving.canEdit;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="order-rules-title" className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id="order-rules-title" className="mb-4 text-lg font-bold">{t('stores.rules.title')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('stores.fields.minimum_order')} inputMode="decimal" value={draft.minimum_order} readOnly={readOnly}
          onChange={(e) => set({ minimum_order: e.target.value })} className="sm:col-span-2" />
        <TextField label={t('stores.fields.delivery_time_min')} inputMode="numeric" value={draft.delivery_time_min} readOnly={readOnly}
          onChange={(e) => set({ delivery_time_min: e.target.value })} />
        <TextField label={t('stores.fields.delivery_time_max')} inputMode="numeric" value={draft.delivery_time_max} readOnly={readOnly}
          onChange={(e) => set({ delivery_time_max: e.target.value })} />
        <label className="flex flex-col gap-1.5 text-sm font-semibold sm:col-span-2">
          {t('stores.fields.delivery_time_unit')}
          <select value={draft.delivery_time_unit} disabled={readOnly} onChange={(e) => set({ delivery_time_unit: e.target.value })}
            className="h-12 rounded-xl border border-line bg-surface px-3 font-normal">
            {DELIVERY_TIME_UNITS.map((unit) => <option key={unit} value={unit}>{t(`stores.units.${unit}`)}</option>)}
          </select>
        </label>
      </div>
      <div className="mt-4 flex flex-col gap-2">
        {(['delivery', 'take_away', 'schedule_order'] as const).map((field) => (
          <Switch key={field} checked={draft[field]} disabled={readOnly} onChange={(on) => set({ [field]: on })}>{t(`stores.fields.${field}`)}</Switch>
        ))}
      </div>
      {problem && <p role="alert" className="mt-3 text-sm font-medium text-red-600 dark:text-red-400">{problem}</p>}
      {saving.canEdit && (
        <div className="mt-4 flex items-center gap-3">
          <Button type="submit" disabled={mutation.isPending}>{mutation.isPending ? t('stores.saving') : t('stores.save')}</Button>
          <span aria-live="polite" className="text-sm text-muted">{done ? t('stores.saved') : ''}</span>
        </div>
      )}
    </form>
  );
}
