import type { Item } from '@storefront/contract';
import { useTranslation } from 'react-i18next';
import { TYPE_KEY, type ItemChoice } from '../item-choice';
import { checkClass, OptionGroup, optionRow } from './option-group';

export interface VariantOptionsProps {
  item: Item;
  options: ItemChoice['options'];
  onChange: (name: string, option: string) => void;
}

/** Non-food variations: one option of each choice (colour, size…), or a variation by its type. */
export function VariantOptions({ item, options, onChange }: VariantOptionsProps) {
  const { t } = useTranslation();
  const groups =
    item.choice_options.length > 0
      ? item.choice_options.map((c) => ({ name: c.name, title: c.title, values: c.options }))
      : item.variations.length > 0
        ? [{ name: TYPE_KEY, title: t('product.variations'), values: item.variations.map((v) => v.type) }]
        : [];
  return groups.map((group) => (
    <OptionGroup key={group.name} title={group.title}>
      {group.values.map((value) => (
        <li key={value}>
          <label className={`${optionRow} cursor-pointer`}>
            <input type="radio" name={`option-${group.name}`} className={checkClass} checked={options[group.name] === value} onChange={() => onChange(group.name, value)} />
            <span className="flex-1">{value}</span>
          </label>
        </li>
      ))}
    </OptionGroup>
  ));
}
