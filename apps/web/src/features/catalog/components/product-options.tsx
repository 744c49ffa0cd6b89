import { useTranslation } from 'react-i18next';
import type { Item } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { OptionPrice } from '@/components/catalog/option-price';
import { useFormatMoney } from '@/lib/money-format';

function Group({ title, hint, badge, children }: { title: string; hint?: string; badge?: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="font-bold">{title}</h3>
          {hint && <p className="mt-0.5 text-xs text-muted">{hint}</p>}
        </div>
        {badge && <span className="shrink-0 rounded-full bg-surface-2 px-2.5 py-0.5 text-[11px] font-semibold text-muted">{badge}</span>}
      </div>
      <ul className="mt-3 divide-y divide-line">{children}</ul>
    </section>
  );
}

const row = 'flex items-center justify-between gap-3 py-2 text-sm';

/**
 * Variations, food variations and add-ons, shown read-only: choosing them belongs to the
 * add-to-cart popup of the cart work.
 */
export function ProductOptions({ item }: { item: Item }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const hasAny = item.food_variations.length + item.variations.length + item.add_ons.length + item.choice_options.length > 0;
  if (!hasAny) return null;
  return (
    <div className="space-y-3" data-testid="product-options">
      {item.food_variations.map((group) => (
        <Group
          key={group.id}
          title={group.name}
          badge={group.required === 'on' ? t('product.required') : t('product.optional')}
          hint={group.type === 'multi' ? t('product.select_between', { min: group.min, max: group.max }) : t('product.select_one')}
        >
          {group.values.map((value) => (
            <li key={value.label} className={row}>
              <span className={cn(value.stock === 0 && 'text-muted line-through')}>{value.label}</span>
              {value.stock === 0 ? <span className="text-xs font-semibold text-red-600">{t('catalog.out_of_stock')}</span> : <OptionPrice price={value.optionPrice} />}
            </li>
          ))}
        </Group>
      ))}
      {item.choice_options.map((choice) => (
        <Group key={choice.name} title={choice.title}>
          {choice.options.map((option) => {
            const variation = item.variations.find((v) => v.type.split('-').includes(option.replace(/\s/g, '')) || v.type === option);
            return (
              <li key={option} className={row}>
                <span>{option}</span>
                {variation && <span className="text-muted">{money(variation.price)}</span>}
              </li>
            );
          })}
        </Group>
      ))}
      {item.choice_options.length === 0 && item.variations.length > 0 && (
        <Group title={t('product.variations')}>
          {item.variations.map((variation) => (
            <li key={variation.type} className={row}>
              <span>{variation.type}</span>
              <span className={variation.stock === 0 ? 'text-xs font-semibold text-red-600' : 'text-muted'}>
                {variation.stock === 0 ? t('catalog.out_of_stock') : money(variation.price)}
              </span>
            </li>
          ))}
        </Group>
      )}
      {item.add_ons.length > 0 && (
        <Group title={t('product.add_ons')} badge={t('product.optional')}>
          {item.add_ons.map((addOn) => (
            <li key={addOn.id} className={row}>
              <span>{addOn.name}</span>
              <OptionPrice price={addOn.price} />
            </li>
          ))}
        </Group>
      )}
    </div>
  );
}
