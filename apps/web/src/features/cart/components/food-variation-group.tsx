import { useTranslation } from 'react-i18next';
import type { Item } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { OptionPrice } from '@/components/catalog/option-price';
import { checkClass, OptionGroup, optionRow } from './option-group';

type FoodGroup = Item['food_variations'][number];

export interface FoodVariationGroupProps {
  group: FoodGroup;
  selected: readonly string[];
  onToggle: (label: string) => void;
  invalid?: boolean;
}

/** One food variation: radios for a single group, checkboxes up to the maximum for a multi one. */
export function FoodVariationGroup({ group, selected, onToggle, invalid }: FoodVariationGroupProps) {
  const { t } = useTranslation();
  const multi = group.type === 'multi';
  const full = multi && group.max > 0 && selected.length >= group.max;
  return (
    <OptionGroup
      title={group.name}
      badge={group.required === 'on' ? t('product.required') : t('product.optional')}
      hint={multi ? t('cart.variation_hint', { min: group.min, max: group.max }) : undefined}
      invalid={invalid}
    >
      {group.values.map((value) => {
        const checked = selected.includes(value.label);
        const soldOut = value.stock !== null && value.stock <= 0;
        return (
          <li key={value.label}>
            <label className={cn(optionRow, 'cursor-pointer', (soldOut || (full && !checked)) && 'cursor-not-allowed opacity-60')}>
              <input
                type={multi ? 'checkbox' : 'radio'}
                name={`variation-${group.id}`}
                className={checkClass}
                checked={checked}
                disabled={soldOut || (full && !checked)}
                onChange={() => onToggle(value.label)}
              />
              <span className={cn('flex-1', soldOut && 'line-through')}>{value.label}</span>
              {soldOut ? <span className="text-xs font-semibold text-red-600">{t('catalog.out_of_stock')}</span> : <OptionPrice price={value.optionPrice} />}
            </label>
          </li>
        );
      })}
    </OptionGroup>
  );
}
