import { useTranslation } from 'react-i18next';
import type { Item } from '@storefront/contract';
import { OptionPrice } from '@/components/catalog/option-price';
import type { ItemChoice } from '../item-choice';
import { checkClass, OptionGroup, optionRow } from './option-group';
import { QuantityStepper } from './quantity-stepper';

export interface AddOnListProps {
  addOns: Item['add_ons'];
  chosen: ItemChoice['addOns'];
  /** 0 unchecks. */
  onChange: (id: number, quantity: number) => void;
}

/** Checking an add-on sets quantity 1, unchecking removes it; its stepper waits for the check. */
export function AddOnList({ addOns, chosen, onChange }: AddOnListProps) {
  const { t } = useTranslation();
  if (addOns.length === 0) return null;
  return (
    <OptionGroup title={t('product.add_ons')} badge={t('product.optional')}>
      {addOns.map((addOn) => {
        const quantity = chosen[addOn.id] ?? 0;
        return (
          <li key={addOn.id} className={optionRow} data-testid="add-on">
            <label className="flex flex-1 cursor-pointer items-center gap-3">
              <input type="checkbox" className={checkClass} checked={quantity > 0} onChange={(e) => onChange(addOn.id, e.target.checked ? 1 : 0)} />
              <span className="flex-1">{addOn.name}</span>
              <OptionPrice price={addOn.price} />
            </label>
            <QuantityStepper
              size="sm"
              min={0}
              label={addOn.name}
              quantity={quantity}
              disabled={quantity === 0}
              onIncrease={() => onChange(addOn.id, quantity + 1)}
              onDecrease={() => onChange(addOn.id, quantity - 1)}
            />
          </li>
        );
      })}
    </OptionGroup>
  );
}
