import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { PlusIcon, TrashIcon } from '@storefront/ui/icons';
import { Field, replaced, Section, without, type SectionProps } from './editor-fields';

/** A non-food item's variations ("Red-XL"), each with its own price and stock; the item's stock is their sum. */
export function VariationsSection({ form, update, problems }: SectionProps) {
  const { t } = useTranslation();
  const set = (variations: typeof form.variations) => update({ variations });
  return (
    <Section title={t('catalog.variations')} description={t('catalog.variations_hint')}>
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
