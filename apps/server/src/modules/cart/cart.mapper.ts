import type { CartLine } from '@storefront/contract';
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
    item: item.card,
  };
}
