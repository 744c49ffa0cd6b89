import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { PlusIcon, TrashIcon } from '@storefront/ui/icons';
import { Check, Field, replaced, Section, without, type SectionProps } from './editor-fields';

type Group = SectionProps['form']['food_variations'][number];

function GroupEditor({ group, index, onChange, onRemove, problems }: { group: Group; index: number; onChange: (g: Group) => void; onRemove: () => void; problems: SectionProps['problems'] }) {
  const { t } = useTranslation();
  const at = `food_variations.${index}`;
  const options = (next: Group['options']) => onChange({ ...group, options: next });
  return (
    <fieldset className="rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{group.name || t('catalog.group_n', { n: index + 1 })}</legend>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-[2fr_1fr_5rem_5rem]">
        <Field className="col-span-2 md:col-span-1" label={t('catalog.group_name')} value={group.name} onValue={(name) => onChange({ ...group, name })} problem={problems[at]} />
        <div>
          <label className="mb-1 block text-xs font-semibold text-muted" htmlFor={`${at}-type`}>{t('catalog.group_type')}</label>
          <select
            id={`${at}-type`}
            value={group.type}
            onChange={(e) => onChange({ ...group, type: e.target.value as Group['type'], ...(e.target.value === 'single' ? { max: '1' } : {}) })}
            className="h-10 w-full rounded-lg border border-line bg-surface px-2 text-sm"
          >
            <option value="single">{t('catalog.group_single')}</option>
            <option value="multi">{t('catalog.group_multi')}</option>
          </select>
        </div>
        <Field label={t('catalog.group_min')} inputMode="numeric" dir="ltr" value={group.min} onValue={(min) => onChange({ ...group, min })} problem={problems[`${at}.min`]} />
        <Field label={t('catalog.group_max')} inputMode="numeric" dir="ltr" value={group.max} onValue={(max) => onChange({ ...group, max })} problem={problems[`${at}.max`]} />
      </div>
      <div className="mt-2">
        <Check label={t('catalog.group_required')} checked={group.required} onChange={(required) => onChange({ ...group, required, min: required && group.min === '0' ? '1' : !required ? '0' : group.min })} />
      </div>
      <div className="mt-3 flex flex-col gap-2">
        {group.options.map((o, k) => (
          <div key={k} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 border-t border-line pt-2 first:border-t-0 first:pt-0 sm:grid-cols-[1fr_6rem_8rem_auto] sm:border-t-0 sm:pt-0">
            <Field className="col-span-3 sm:col-span-1" label={t('catalog.option_label')} value={o.label} onValue={(label) => options(replaced(group.options, k, { ...o, label }))} problem={problems[`${at}.options.${k}`]} />
            <Field label={t('catalog.option_price')} inputMode="decimal" dir="ltr" value={o.price} onValue={(price) => options(replaced(group.options, k, { ...o, price }))} problem={problems[`${at}.options.${k}.price`]} />
            <Field label={t('catalog.option_stock')} inputMode="numeric" dir="ltr" value={o.stock} onValue={(stock) => options(replaced(group.options, k, { ...o, stock }))} problem={problems[`${at}.options.${k}.stock`]} />
            <Button variant="ghost" size="icon" aria-label={t('catalog.remove_option', { name: o.label || k + 1 })} onClick={() => options(without(group.options, k))}>
              <TrashIcon className="size-4" />
            </Button>
          </div>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => options([...group.options, { label: '', price: '0', stock: '' }])}>
          <PlusIcon className="size-4" />
          {t('catalog.add_option')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <TrashIcon className="size-4" />
          {t('catalog.remove_group')}
        </Button>
      </div>
    </fieldset>
  );
}

/** A food item's option groups (size, extras...): one choice or several, between a least and a most, each option with its extra price. */
export function FoodGroupsSection({ form, update, problems }: SectionProps) {
  const { t } = useTranslation();
  const set = (food_variations: typeof form.food_variations) => update({ food_variations });
  return (
    <Section title={t('catalog.food_variations')} description={t('catalog.food_variations_hint')}>
      {form.food_variations.map((g, i) => (
        <GroupEditor key={i} group={g} index={i} problems={problems} onChange={(next) => set(replaced(form.food_variations, i, next))} onRemove={() => set(without(form.food_variations, i))} />
      ))}
      <Button
        variant="outline" size="sm" className="self-start"
        onClick={() => set([...form.food_variations, { name: '', type: 'single', min: '1', max: '1', required: true, options: [{ label: '', price: '0', stock: '' }] }])}
      >
        <PlusIcon className="size-4" />
        {t('catalog.add_group')}
      </Button>
    </Section>
  );
}
