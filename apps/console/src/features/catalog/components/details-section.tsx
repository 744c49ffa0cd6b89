import { useTranslation } from 'react-i18next';
import type { ConsoleMenuChoices } from '@storefront/contract';
import { shownText } from '../../../lib/texts';
import { Check, Field, Section, type SectionProps } from './editor-fields';

const selectClass = 'h-10 w-full rounded-lg border border-line bg-surface px-2.5 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none';

/** Category, price and discount, most per order, hours, marks, stock and whether it is on sale. */
export function DetailsSection({ form, update, problems, choices }: SectionProps & { choices: ConsoleMenuChoices }) {
  const { t, i18n } = useTranslation();
  const food = choices.module_type === 'food';
  // An item's own unit (free text from before the business's list) stays offered until another is chosen.
  const ownUnit = form.unit_type && !choices.units.some((u) => u.en === form.unit_type) ? form.unit_type : null;
  const roots = choices.categories.filter((c) => c.parent_id === null);
  const stockFromVariations = form.variations.length > 0;
  return (
    <Section title={t('catalog.details')}>
      <div>
        <label className="mb-1 block text-xs font-semibold text-muted" htmlFor="item-category">{t('catalog.category')}</label>
        <select id="item-category" className={selectClass} value={form.category_id} onChange={(e) => update({ category_id: e.target.value })} aria-invalid={problems.category_id ? true : undefined}>
          <option value="">{t('catalog.choose_category')}</option>
          {roots.map((root) => [root, ...choices.categories.filter((c) => c.parent_id === root.id)]).flat().map((c) => (
            <option key={c.id} value={c.id}>{c.parent_id === null ? c.name : `— ${c.name}`}</option>
          ))}
        </select>
        {problems.category_id && <p className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">{problems.category_id === 'required' ? t('catalog.required') : problems.category_id}</p>}
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Field label={t('catalog.price')} inputMode="decimal" dir="ltr" value={form.price} onValue={(price) => update({ price })} problem={problems.price} />
        <Field label={t('catalog.discount')} inputMode="decimal" dir="ltr" value={form.discount} onValue={(discount) => update({ discount })} problem={problems.discount} />
        <div>
          <label className="mb-1 block text-xs font-semibold text-muted" htmlFor="item-discount-type">{t('catalog.discount_type')}</label>
          <select id="item-discount-type" className={selectClass} value={form.discount_type} onChange={(e) => update({ discount_type: e.target.value as 'percent' | 'amount' })}>
            <option value="percent">{t('catalog.percent')}</option>
            <option value="amount">{t('catalog.amount')}</option>
          </select>
        </div>
        <Field
          label={t('catalog.max_cart')} placeholder={t('catalog.max_cart_hint')} inputMode="numeric" dir="ltr"
          value={form.maximum_cart_quantity} onValue={(v) => update({ maximum_cart_quantity: v })} problem={problems.maximum_cart_quantity}
        />
      </div>
      <div>
        <label className="mb-1 block text-xs font-semibold text-muted" htmlFor="item-unit">{t('catalog.unit')}</label>
        <select id="item-unit" className={selectClass} value={form.unit_type} onChange={(e) => update({ unit_type: e.target.value })}>
          <option value="">{t('catalog.unit_none')}</option>
          {ownUnit && <option value={ownUnit}>{t('catalog.unit_own', { unit: ownUnit })}</option>}
          {choices.units.map((u) => <option key={u.en} value={u.en}>{shownText(u, i18n.language)}</option>)}
        </select>
        <p className="mt-1 text-xs text-muted">{t('catalog.unit_hint')}</p>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Field label={t('catalog.available_from')} type="time" dir="ltr" value={form.available_time_starts} onValue={(v) => update({ available_time_starts: v })} problem={problems.available_time_starts} />
        <Field label={t('catalog.available_to')} type="time" dir="ltr" value={form.available_time_ends} onValue={(v) => update({ available_time_ends: v })} problem={problems.available_time_ends} />
        {!food && (
          stockFromVariations
            ? <p className="col-span-2 self-end text-sm text-muted">{t('catalog.stock_from_variations')}</p>
            : <Field label={t('catalog.stock')} inputMode="numeric" dir="ltr" value={form.stock} onValue={(stock) => update({ stock })} problem={problems.stock} />
        )}
      </div>
      <p className="-mt-2 text-xs text-muted">{t('catalog.hours_hint')}</p>
      <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-4">
        <Check label={t('catalog.active')} checked={form.active} onChange={(active) => update({ active })} />
        <Check label={t('catalog.veg')} checked={form.veg} onChange={(veg) => update({ veg })} />
        <Check label={t('catalog.halal')} checked={form.is_halal} onChange={(is_halal) => update({ is_halal })} />
        <Check label={t('catalog.organic')} checked={form.organic} onChange={(organic) => update({ organic })} />
      </div>
    </Section>
  );
}
