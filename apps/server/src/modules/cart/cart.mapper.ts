import type { CartLine, Item } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { toMajor } from '../../lib/money.js';
import type { Sellable } from '../catalog/catalog.service.js';
import { linePrice, type LineChoice } from './cart.lines.js';

/** A stored line priced now: prices come from the item as it is, never from what was sent. */
export function toCartLine(line: Row<'cart_items'>, choice: LineChoice, item: Sellable, now: Date): CartLine {
  const price = linePrice(item.source, choice, now);
  const names = new Map(item.source.addOns.map((a) => [a.id, a]));
  return {
    id: line.id,
    item_id: line.item_id,
    store_id: item.card.store_id,
    module_id: item.card.module_id,
    quantity: line.quantity,
    price: toMajor(price.unit),
    original_price: toMajor(price.original),
    variation: choice.variation,
    add_on_ids: choice.addOns.map((a) => a.id),
    add_on_qtys: choice.addOns.map((a) => a.quantity),
    add_ons: choice.addOns.flatMap((a) => {
      const addOn = names.get(a.id);
      return addOn ? [{ id: a.id, name: addOn.name, price: toMajor(addOn.price), quantity: a.quantity }] : [];
    }),
    add_ons_price: toMajor(price.addOns),
    total_price: toMajor(price.unit * line.quantity + price.addOns),
    discount_amount: toMajor((price.original - price.unit) * line.quantity),
    item: withChoice(item.card, choice),
  };
}

/**
 * The line's item as the cart shows it: its food variation values marked `isSelected` and
 * its add-ons `checked` with the chosen quantity, so a client can rebuild the item's popup from the line.
 */
function withChoice(card: Item, choice: LineChoice): Item {
  const chosen = new Map<string, Set<string>>();
  for (const v of choice.variation) if ('values' in v) chosen.set(v.name, new Set(v.values.label));
  const quantities = new Map(choice.addOns.map((a) => [a.id, a.quantity]));
  return {
    ...card,
    food_variations: card.food_variations.map((fv) => ({ ...fv, values: fv.values.map((value) => ({ ...value, isSelected: chosen.get(fv.name)?.has(value.label) ?? false })) })),
    add_ons: card.add_ons.map((a) => ({ ...a, store_id: card.store_id, checked: quantities.has(a.id), quantity: quantities.get(a.id) ?? 0 })),
  };
}
