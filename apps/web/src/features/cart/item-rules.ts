import type { Item } from '@storefront/contract';
import { isFood, variantType, type ItemChoice } from './item-choice';

/**
 * The checks made before a request, with the server's texts (as i18n keys of the cart group);
 * the server checks them again and has the last word, as it has on prices.
 */
export interface CartProblem {
  key: 'variation_required' | 'variation_bounds' | 'variation_out_of_stock' | 'out_of_stock' | 'out_of_limits';
  values?: Record<string, string | number>;
}

/** The first problem of the choice's variations, or null when it may be sent. */
export function choiceProblem(item: Item, choice: ItemChoice): CartProblem | null {
  if (!isFood(item)) {
    if (item.variations.length === 0) return null;
    const variant = item.variations.find((v) => v.type === variantType(item, choice.options));
    return !variant || variant.stock <= 0 ? { key: 'variation_out_of_stock' } : null;
  }
  for (const group of item.food_variations) {
    const count = (choice.food[group.name] ?? []).length;
    if (count === 0) {
      if (group.required === 'on') return { key: 'variation_required', values: { name: group.name } };
      continue;
    }
    const [min, max] = group.type === 'multi' ? [group.min, group.max] : [1, 1];
    if (count < min || (max > 0 && count > max)) return { key: 'variation_bounds', values: { name: group.name, min, max } };
  }
  return null;
}

/** What stock allows: the chosen variation's, or the item's; food keeps none. */
function stockOf(item: Item, choice?: ItemChoice): number {
  if (isFood(item)) return Number.POSITIVE_INFINITY;
  if (item.variations.length === 0 || !choice) return item.stock;
  return item.variations.find((v) => v.type === variantType(item, choice.options))?.stock ?? 0;
}

/**
 * One more is refused at maximum_cart_quantity, and for non-food items once stock is
 * not above what is held. `quantity` is what is held before the increase.
 */
export function increaseProblem(item: Item, quantity: number, choice?: ItemChoice): CartProblem | null {
  const max = item.maximum_cart_quantity;
  if (max !== null && max > 0 && quantity >= max) return { key: 'out_of_limits' };
  if (stockOf(item, choice) <= quantity) return { key: 'out_of_stock' };
  return null;
}

const discounted = (item: Item, base: number) =>
  item.discount_type === 'percent' ? base - (base * item.discount) / 100 : Math.max(base - item.discount, 0);

export interface ChoicePrice {
  /** One unit with its variation, after discounts. */
  unit: number;
  /** The whole choice: units times quantity plus add-ons. */
  total: number;
  /** The same before discounts. */
  original: number;
}

/** The popup's total, for display only: the cart line the server answers carries the real price. */
export function choicePrice(item: Item, choice: ItemChoice): ChoicePrice {
  let base = item.price;
  let plain = true;
  if (isFood(item)) {
    for (const group of item.food_variations) {
      for (const label of choice.food[group.name] ?? []) {
        plain = false;
        base += group.values.find((v) => v.label === label)?.optionPrice ?? 0;
      }
    }
  } else if (item.variations.length > 0) {
    const variant = item.variations.find((v) => v.type === variantType(item, choice.options));
    if (variant) [base, plain] = [variant.price, false];
  }
  const unit = plain ? item.discounted_price : discounted(item, base);
  const addOns = item.add_ons.reduce((sum, a) => sum + a.price * (choice.addOns[a.id] ?? 0), 0);
  return { unit, total: unit * choice.quantity + addOns, original: base * choice.quantity + addOns };
}
