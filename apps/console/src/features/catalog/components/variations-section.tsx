import { useTranslation } from 'react-i18next';
import type { Texts } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { PlusIcon, TrashIcon } from '@storefront/ui/icons';
import { shownText } from '../../../lib/texts';
import { Field, replaced, Section, without, type SectionProps } from './editor-fields';
import { variationsOf } from './item-form';

const selectClass = 'h-10 w-full rounded-lg border border-line bg-surface px-2.5 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none';

/**
 * A non-food item's choices and variations: the choices customers choose by, each titled by one of the
 * business's attributes (Colour, Size…) with its options, make the variations ("Red-XL"), each with its
 * own price and stock; the item's stock is their sum.
 */
export function VariationsSection({ form, update, problems, attributes }: SectionProps & { attributes: readonly Texts[] }) {
  const { t, i18n } = useTranslation();
  const set = (variations: typeof form.variations) => update({ variations });
  const setChoices = (choices: typeof form.choices) => update({ choices });
  return (
    <Section title={t('catalog.variations')} description={t('catalog.variations_hint')}>
      <fieldset className="flex flex-col gap-2 rounded-xl border border-line p-3">
        <legend className="px-1 text-sm font-semibold">{t('catalog.choices')}</legend>
        <p className="text-xs text-muted">{t('catalog.choices_hint')}</p>
        {form.choices.map((c, i) => (
          <div key={i} className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[12rem_1fr_auto]">
            <label className="col-span-2 text-xs font-semibold text-muted sm:col-span-1">
              {t('catalog.choice_title')}
              <select className={`mt-1 ${selectClass}`} value={c.title} onChange={(e) => setChoices(replaced(form.choices, i, { ...c, title: e.target.value }))}>
                <option value="">{t('catalog.choose_attribute')}</option>
                {c.title && !attributes.some((a) => a.en === c.title) && <option value={c.title}>{c.title}</option>}
                {attributes.map((a) => <option key={a.en} value={a.en}>{shownText(a, i18n.language)}</option>)}
              </select>
            </label>
            <Field label={t('catalog.choice_options')} value={c.options} onValue={(options) => setChoices(replaced(form.choices, i, { ...c, options }))} />
            <Button variant="ghost" size="icon" aria-label={t('catalog.remove_choice', { name: c.title || i + 1 })} onClick={() => setChoices(without(form.choices, i))}>
              <TrashIcon className="size-4" />
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setChoices([...form.choices, { title: '', options: '' }])}><PlusIcon className="size-4" />{t('catalog.add_choice')}</Button>
          {form.choices.length > 0 && <Button variant="outline" size="sm" onClick={() => set(variationsOf(form.choices, form.variations, form.price))}>{t('catalog.make_variations')}</Button>}
        </div>
      </fieldset>
      {form.variations.map((v, i) => (
        <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 sm:grid-cols-[1fr_6rem_6rem_auto]">
          <Field className="col-span-3 sm:col-span-1" label={t('catalog.variation_type')} value={v.type} onValue={(type) => set(replaced(form.variations, i, { ...v, type }))} problem={problems[`variations.${i}`] ?? problems[`variations.${i}.type`]} />
          <Field label={t('catalog.price')} inputMode="decimal" dir="ltr" value={v.price} onValue={(price) => set(replaced(form.variations, i, { ...v, price }))} problem={problems[`variations.${i}.price`]} />
          <Field label={t('catalog.stock')} inputMode="numeric" dir="ltr" value={v.stock} onValue={(stock) => set(replaced(form.variations, i, { ...v, stock }))} problem={problems[`variations.${i}.stock`]} />
          <Button variant="ghost" size="icon" aria-label={t('catalog.remove_variation', { name: v.type || i + 1 })} onClick={() => set(without(form.variations, i))}>
            <TrashIcon className="size-4" />
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" className="self-start" onClick={() => set([...form.variations, { type: '', price: form.price, stock: '0' }])}>
        <PlusIcon className="size-4" />
        {t('catalog.add_variation')}
      </Button>
    </Section>
  );
}
