import { useTranslation } from 'react-i18next';
import type { ConsoleMenuChoices } from '@storefront/contract';
import { Check, Section, type SectionProps } from './editor-fields';

/** The store's add-ons that go with the item. */
export function AddOnsSection({ form, update, addOns }: SectionProps & { addOns: ConsoleMenuChoices['add_ons'] }) {
  const { t, i18n } = useTranslation();
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2 });
  const toggle = (id: number, on: boolean) =>
    update({ add_on_ids: on ? [...form.add_on_ids, id].sort((a, b) => a - b) : form.add_on_ids.filter((x) => x !== id) });
  return (
    <Section title={t('catalog.add_ons')}>
      {addOns.length === 0 && <p className="text-sm text-muted">{t('catalog.no_add_ons')}</p>}
      <div className="grid gap-2 sm:grid-cols-2">
        {addOns.map((a) => (
          <Check key={a.id} label={`${a.name} (+${money.format(a.price)})`} checked={form.add_on_ids.includes(a.id)} onChange={(on) => toggle(a.id, on)} />
        ))}
      </div>
    </Section>
  );
}
