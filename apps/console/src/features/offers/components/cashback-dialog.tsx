import { useTranslation } from 'react-i18next';
import { CASHBACK_TITLE_MAX, type ConsoleCashback, type ConsoleCashbackCreate, type ConsoleCashbackUpdate } from '@storefront/contract';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { Switch } from '@storefront/ui/switch';
import { DayRangeFields } from '../../../lib/day-range-fields';
import { DialogActions } from '../../../lib/dialog-actions';
import { SelectField } from '../../../lib/select-field';
import { changedKeys, trimmed, type TextLanguage } from '../../../lib/texts';
import { TitleFields } from '../../../lib/title-fields';
import { useVersionedDialog } from '../../../lib/versioned-dialog';
import { useCashbackWrites } from '../api/cashbacks';

type Kind = ConsoleCashback['cashback_type'];

/** The form as typed: numbers as their text, an empty limit for none. */
interface CashbackForm {
  title: Record<TextLanguage, string>;
  kind: Kind;
  amount: string;
  minPurchase: string;
  maxDiscount: string;
  limitPerCustomer: string;
  start: string;
  end: string;
  on: boolean;
}

const formOf = (c: ConsoleCashback | null, today: string): CashbackForm => (c
  ? {
      title: { ...c.title }, kind: c.cashback_type, amount: String(c.cashback_amount), minPurchase: String(c.min_purchase), maxDiscount: String(c.max_discount),
      limitPerCustomer: c.limit_per_customer === null ? '' : String(c.limit_per_customer), start: c.start_date, end: c.end_date, on: c.on,
    }
  : { title: { en: '', ar: '', fr: '' }, kind: 'percentage', amount: '', minPurchase: '0', maxDiscount: '0', limitPerCustomer: '1', start: today, end: today, on: true });

/** The form as the API takes it, or the fields' own problems by field path (the server's codes). */
function readForm(form: CashbackForm) {
  const problems: Record<string, string> = {};
  const title = trimmed(form.title);
  if (!title.en) problems['title.en'] = 'required';
  const number = (value: string, field: string, { optional = false, whole = false } = {}) => {
    if (optional && value.trim() === '') return null;
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n < 0 || (whole && !Number.isInteger(n))) problems[field] = 'number';
    else if (optional && n < 1) problems[field] = 'limit';
    return n;
  };
  const amount = number(form.amount, 'cashback_amount') ?? 0;
  if (!problems.cashback_amount && amount <= 0) problems.cashback_amount = 'positive';
  if (!form.start) problems.start_date = 'required';
  if (!form.end) problems.end_date = 'required';
  const body: ConsoleCashbackCreate = {
    title, cashback_type: form.kind, cashback_amount: amount, min_purchase: number(form.minPurchase, 'min_purchase') ?? 0,
    max_discount: form.kind === 'percentage' ? number(form.maxDiscount, 'max_discount') ?? 0 : 0,
    limit_per_customer: number(form.limitPerCustomer, 'limit_per_customer', { optional: true, whole: true }), start_date: form.start, end_date: form.end, on: form.on,
  };
  return { problems, body };
}

function changesOf(base: ConsoleCashback, form: CashbackForm): ConsoleCashbackUpdate {
  return { version: base.version, ...changedKeys(readForm(form).body, readForm(formOf(base, base.start_date)).body) };
}

/**
 * A new cashback offer, or one edited: its title in English (required), Arabic (right to left) and French,
 * a percentage (with its cap) or an amount paid into the customer's wallet once the order is delivered, the
 * order's minimum, how many orders of one customer earn it, its days, on or off. A save sends the fields
 * changed with the version read; when someone else saved meanwhile it says which fields and lets the
 * person keep their own or load theirs.
 */
export function CashbackDialog({ cashback, today, onClose }: { cashback: ConsoleCashback | null; today: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { base, form, set, setForm, problems, conflict, failure, conflictNotice, submitWith } = useVersionedDialog(cashback, (c) => formOf(c, today), onClose);
  const { create, update } = useCashbackWrites();
  const pending = create.isPending || update.isPending;
  const problem = (path: string) => {
    const found = problems[path];
    return found && ['required', 'number', 'limit', 'positive'].includes(found) ? t(`offers.problems.${found}`) : found;
  };
  const submit = submitWith({
    read: () => readForm(form), changes: () => changesOf(base!, form), writes: { create, update },
    texts: { created: t('offers.cashback.created'), saved: t('offers.cashback.saved'), unchanged: t('offers.no_changes') },
  });
  const numberField = (key: 'amount' | 'minPurchase' | 'maxDiscount' | 'limitPerCustomer', field: string, extra: { hint?: string; step?: string } = {}) => (
    <TextField label={t(`offers.cashback.fields.${field}`)} type="number" inputMode="decimal" min={0} step={extra.step ?? 'any'} dir="ltr"
      value={form[key]} onChange={(e) => set(key, e.target.value)} error={problem(field) ?? null} hint={extra.hint} />
  );

  return (
    <Dialog open onClose={onClose} title={base ? t('offers.cashback.edit') : t('offers.cashback.new')} widthClass="max-w-2xl">
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {conflictNotice(t('offers.cashback.conflict_title'), (field) => t(`offers.cashback.fields.${field}`, { defaultValue: field }))}
        <p className="text-sm text-muted">{t('offers.texts_hint')}</p>
        <TitleFields scope="offers" value={form.title} max={CASHBACK_TITLE_MAX} problem={problem} onValue={(title) => set('title', title)} />
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField label={t('offers.cashback.fields.cashback_type')} value={form.kind} onValue={(v) => set('kind', v as Kind)}>
            <option value="percentage">{t('offers.cashback.kinds.percentage')}</option>
            <option value="amount">{t('offers.cashback.kinds.amount')}</option>
          </SelectField>
          {numberField('amount', 'cashback_amount')}
          {form.kind === 'percentage' && numberField('maxDiscount', 'max_discount', { hint: t('offers.no_cap_hint') })}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {numberField('minPurchase', 'min_purchase')}
          {numberField('limitPerCustomer', 'limit_per_customer', { hint: t('offers.no_limit_hint'), step: '1' })}
        </div>
        <DayRangeFields start={form.start} end={form.end} fields={['start_date', 'end_date']} scope="offers.cashback.fields" problem={problem} onDays={(days) => setForm((f) => ({ ...f, ...days }))} />
        <Switch checked={form.on} onChange={(on) => set('on', on)}>{t('offers.cashback.fields.on')}</Switch>
        <DialogActions failure={failure} conflicted={conflict !== null} pending={pending} cancel={t('offers.cancel')} saving={t('offers.saving')}
          submit={base ? t('offers.save') : t('offers.cashback.create')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
