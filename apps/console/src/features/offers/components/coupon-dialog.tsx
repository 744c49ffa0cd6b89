import { useTranslation } from 'react-i18next';
import {
  COUPON_TITLE_MAX, type ConsoleCoupon, type ConsoleCouponCreate, type ConsoleCouponUpdate, type CouponType, type Module, type ZoneList,
} from '@storefront/contract';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { Switch } from '@storefront/ui/switch';
import { DayRangeFields } from '../../../lib/day-range-fields';
import { DialogActions } from '../../../lib/dialog-actions';
import { SelectField } from '../../../lib/select-field';
import { changedKeys, trimmed, type TextLanguage } from '../../../lib/texts';
import { TitleFields } from '../../../lib/title-fields';
import { useVersionedDialog } from '../../../lib/versioned-dialog';
import { useCreateCoupon, useUpdateCoupon } from '../api/coupons';

const COUPON_TYPES: readonly CouponType[] = ['default', 'first_order', 'free_delivery', 'store_wise', 'zone_wise'];

/** The form as typed: numbers as their text, an empty limit for none. */
interface CouponForm {
  title: Record<TextLanguage, string>;
  code: string;
  type: CouponType;
  moduleId: string;
  storeId: string;
  zoneId: string;
  discountType: 'percent' | 'amount';
  discount: string;
  minPurchase: string;
  maxDiscount: string;
  limitPerCustomer: string;
  limitTotal: string;
  start: string;
  end: string;
  on: boolean;
}

const text = (n: number | null) => (n === null ? '' : String(n));

function formOf(c: ConsoleCoupon | null, moduleId: number, today: string): CouponForm {
  if (!c) {
    return {
      title: { en: '', ar: '', fr: '' }, code: '', type: 'default', moduleId: moduleId ? String(moduleId) : '', storeId: '', zoneId: '', discountType: 'percent',
      discount: '', minPurchase: '0', maxDiscount: '0', limitPerCustomer: '1', limitTotal: '', start: today, end: today, on: true,
    };
  }
  return {
    title: { ...c.title }, code: c.code, type: c.coupon_type, moduleId: String(c.module_id), storeId: text(c.store_id), zoneId: text(c.zone_id),
    discountType: c.discount_type, discount: String(c.discount), minPurchase: String(c.min_purchase), maxDiscount: String(c.max_discount),
    limitPerCustomer: text(c.limit_per_customer), limitTotal: text(c.limit_total), start: c.start_date, end: c.expire_date, on: c.on,
  };
}

/** The form as the API takes it, or the fields' own problems by field path (the server's codes). */
function readForm(form: CouponForm) {
  const problems: Record<string, string> = {};
  const title = trimmed(form.title);
  if (!title.en) problems['title.en'] = 'required';
  const code = form.code.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{3,30}$/.test(code)) problems.code = 'code';
  if (!form.moduleId) problems.module_id = 'required';
  const number = (value: string, field: string, { optional = false, whole = false } = {}) => {
    if (optional && value.trim() === '') return null;
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n < 0 || (whole && !Number.isInteger(n))) problems[field] = 'number';
    // A limit is one use or more; none is left empty.
    else if (optional && n < 1) problems[field] = 'limit';
    return n;
  };
  const free = form.type === 'free_delivery';
  const discount = free ? 0 : number(form.discount, 'discount') ?? 0;
  const storeId = form.type === 'store_wise' ? number(form.storeId, 'store_id', { whole: true }) : null;
  if (form.type === 'store_wise' && !storeId) problems.store_id = 'required';
  if (!form.start) problems.start_date = 'required';
  if (!form.end) problems.expire_date = 'required';
  const body: ConsoleCouponCreate = {
    title, code, coupon_type: form.type, module_id: Number(form.moduleId),
    store_id: storeId, zone_id: form.type === 'zone_wise' && form.zoneId ? Number(form.zoneId) : null,
    discount, discount_type: free ? 'amount' : form.discountType, min_purchase: number(form.minPurchase, 'min_purchase') ?? 0,
    max_discount: !free && form.discountType === 'percent' ? number(form.maxDiscount, 'max_discount') ?? 0 : 0,
    limit_per_customer: number(form.limitPerCustomer, 'limit_per_customer', { optional: true, whole: true }),
    limit_total: number(form.limitTotal, 'limit_total', { optional: true, whole: true }),
    start_date: form.start, expire_date: form.end, on: form.on,
  };
  return { problems, body };
}

/** The fields of the form that differ from the coupon read, with its version. */
function changesOf(base: ConsoleCoupon, form: CouponForm): ConsoleCouponUpdate {
  const { body } = readForm(form);
  const { body: was } = readForm(formOf(base, base.module_id, base.start_date));
  return { version: base.version, ...changedKeys(body, was) };
}

export interface CouponDialogProps {
  /** The coupon as the list read it, or null for a new one. */
  coupon: ConsoleCoupon | null;
  modules: readonly Module[];
  zones: ZoneList;
  /** A new coupon's module: the list's filter (0: none chosen). */
  moduleId: number;
  /** Today's date (YYYY-MM-DD): a new coupon's first and last day until changed. */
  today: string;
  onClose: () => void;
}

/**
 * A new coupon, or one edited: its title in English (required), Arabic (right to left) and French, the
 * code customers type, what it is for (any order, a first order, free delivery, one store, one zone), the
 * discount, a minimum purchase and a cap, limits per customer and in all, its days, on or off. Fields that
 * do not apply to its kind are not shown. A save sends the fields changed with the version read; when
 * someone else saved meanwhile it says which fields and lets the person keep their own or load theirs.
 */
export function CouponDialog({ coupon, modules, zones, moduleId, today, onClose }: CouponDialogProps) {
  const { t } = useTranslation();
  const { base, form, set, setForm, problems, conflict, failure, conflictNotice, submitWith } = useVersionedDialog(coupon, (c) => formOf(c, moduleId, today), onClose);
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const pending = create.isPending || update.isPending;
  const problem = (path: string) => {
    const found = problems[path];
    if (found === 'required' || found === 'number' || found === 'code' || found === 'limit') return t(`offers.problems.${found}`);
    return found;
  };
  const submit = submitWith({
    read: () => readForm(form), changes: () => changesOf(base!, form), writes: { create, update },
    texts: { created: t('offers.created'), saved: t('offers.saved'), unchanged: t('offers.no_changes') },
  });
  const free = form.type === 'free_delivery';
  const numberField = (key: 'discount' | 'minPurchase' | 'maxDiscount' | 'limitPerCustomer' | 'limitTotal', field: string, extra: { hint?: string; step?: string } = {}) => (
    <TextField label={t(`offers.fields.${field}`)} type="number" inputMode="decimal" min={0} step={extra.step ?? 'any'} dir="ltr"
      value={form[key]} onChange={(e) => set(key, e.target.value)} error={problem(field) ?? null} hint={extra.hint} />
  );

  return (
    <Dialog open onClose={onClose} title={base ? t('offers.edit') : t('offers.new')} widthClass="max-w-2xl">
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {conflictNotice(t('offers.conflict_title'), (field) => t(`offers.fields.${field}`, { defaultValue: field }))}
        <p className="text-sm text-muted">{t('offers.texts_hint')}</p>
        <TitleFields scope="offers" value={form.title} max={COUPON_TITLE_MAX} problem={problem} onValue={(title) => set('title', title)} />
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField label={t('offers.fields.code')} dir="ltr" autoCapitalize="characters" spellCheck={false} maxLength={30} required
            value={form.code} onChange={(e) => set('code', e.target.value.toUpperCase())} error={problem('code') ?? null} hint={t('offers.code_hint')} />
          <SelectField label={t('offers.fields.coupon_type')} value={form.type} onValue={(type) => set('type', type as CouponType)}>
            {COUPON_TYPES.map((type) => <option key={type} value={type}>{t(`offers.types.${type}`)}</option>)}
          </SelectField>
          <SelectField label={t('offers.fields.module_id')} value={form.moduleId} onValue={(id) => set('moduleId', id)} problem={problem('module_id')}>
            <option value="">{t('offers.choose')}</option>
            {modules.map((m) => <option key={m.id} value={m.id}>{m.module_name}</option>)}
          </SelectField>
        </div>
        {form.type === 'store_wise' && (
          <TextField label={t('offers.fields.store_id')} type="number" inputMode="numeric" min={1} dir="ltr" required
            value={form.storeId} onChange={(e) => set('storeId', e.target.value)} error={problem('store_id') ?? null} />
        )}
        {form.type === 'zone_wise' && (
          <SelectField label={t('offers.fields.zone_id')} value={form.zoneId} onValue={(id) => set('zoneId', id)} problem={problem('zone_id')}>
            <option value="">{t('offers.every_zone')}</option>
            {zones.map((z) => <option key={z.id} value={z.id}>{z.name}</option>)}
          </SelectField>
        )}
        {free ? (
          <p className="rounded-xl bg-surface-2 px-3 py-2 text-sm text-muted">{t('offers.free_delivery_hint')}</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField label={t('offers.fields.discount_type')} value={form.discountType} onValue={(v) => set('discountType', v as CouponForm['discountType'])}>
              <option value="percent">{t('offers.discount_types.percent')}</option>
              <option value="amount">{t('offers.discount_types.amount')}</option>
            </SelectField>
            {numberField('discount', 'discount')}
            {form.discountType === 'percent' && numberField('maxDiscount', 'max_discount', { hint: t('offers.no_cap_hint') })}
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-3">
          {numberField('minPurchase', 'min_purchase')}
          {numberField('limitPerCustomer', 'limit_per_customer', { hint: t('offers.no_limit_hint'), step: '1' })}
          {numberField('limitTotal', 'limit_total', { hint: t('offers.no_limit_hint'), step: '1' })}
        </div>
        <DayRangeFields start={form.start} end={form.end} fields={['start_date', 'expire_date']} scope="offers.fields" problem={problem} onDays={(days) => setForm((f) => ({ ...f, ...days }))} />
        <Switch checked={form.on} onChange={(on) => set('on', on)}>{t('offers.fields.on')}</Switch>
        <DialogActions failure={failure} conflicted={conflict !== null} pending={pending} cancel={t('offers.cancel')} saving={t('offers.saving')}
          submit={base ? t('offers.save') : t('offers.create')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
