import { applyDiscount, CART_TEXTS, effectiveDiscount, fillText, type Discount } from '@storefront/contract';
import { invalid, rule } from '../../lib/errors.js';
import { itemStoreWindow } from '../catalog/catalog.mapper.js';
import type { Sellable, SellableSource } from '../catalog/catalog.service.js';

/**
 * The rules of one cart line, apart from the database: which choices an item allows,
 * what the line costs (the server's price, never the client's) and how much of it may be ordered.
 */

export interface FoodChoice {
  name: string;
  values: { label: string[] };
}
export interface VariantChoice {
  type: string;
}
export type VariationChoice = FoodChoice | VariantChoice;

/** A line's choices, checked and in a fixed order, so that equal choices compare equal. */
export interface LineChoice {
  variation: VariationChoice[];
  addOns: { id: number; quantity: number }[];
}

export interface LineInput {
  variation?: readonly VariationChoice[] | undefined;
  add_on_ids?: readonly number[] | undefined;
  add_on_qtys?: readonly number[] | undefined;
}

const isFood = (c: VariationChoice): c is FoodChoice => 'name' in c;

/** Checks the choices against the item's variations and add-ons; throws the spec's texts. */
export function checkChoice(item: SellableSource, moduleType: string, input: LineInput): LineChoice {
  const given = input.variation ?? [];
  const variation = moduleType === 'food' ? foodChoice(item, given) : variantChoice(item, given);
  return { variation, addOns: addOnChoice(item, input) };
}

function foodChoice(item: SellableSource, given: readonly VariationChoice[]): FoodChoice[] {
  if (given.some((c) => !isFood(c))) throw invalid('A food variation is chosen by its name and labels.');
  const chosen = new Map<string, Set<string>>();
  for (const c of given as FoodChoice[]) {
    const labels = chosen.get(c.name) ?? new Set<string>();
    for (const label of c.values.label) labels.add(label);
    chosen.set(c.name, labels);
  }
  const groups = new Map<string, SellableSource['groups']>();
  for (const g of item.groups) groups.set(g.name, [...(groups.get(g.name) ?? []), g]);
  for (const name of chosen.keys()) if (!groups.has(name)) throw invalid(`This item has no variation named ${name}.`);

  const out: FoodChoice[] = [];
  for (const [name, values] of groups) {
    const group = values[0]!;
    const labels = [...(chosen.get(name) ?? [])];
    const known = new Map(values.filter((v) => v.label !== null).map((v) => [v.label!, v]));
    const unknown = labels.find((l) => !known.has(l));
    if (unknown) throw invalid(`${unknown} is not an option of ${name}.`);
    if (labels.length === 0) {
      if (group.required) throw rule(fillText(CART_TEXTS.variation_required, { name }));
      continue;
    }
    const [min, max] = group.type === 'multi' ? [group.min, group.max] : [1, 1];
    if (labels.length < min || (max > 0 && labels.length > max)) throw rule(fillText(CART_TEXTS.variation_bounds, { name, min, max }));
    if (labels.some((l) => { const stock = known.get(l)!.stock; return stock !== null && stock <= 0; })) {
      throw rule(CART_TEXTS.variation_out_of_stock);
    }
    // The item's own order of options, whatever order they were sent in.
    out.push({ name, values: { label: values.map((v) => v.label!).filter((l) => labels.includes(l)) } });
  }
  return out;
}

function variantChoice(item: SellableSource, given: readonly VariationChoice[]): VariantChoice[] {
  if (given.some(isFood)) throw invalid('This item\'s variations are chosen by their type.');
  const types = [...new Set((given as VariantChoice[]).map((c) => c.type))];
  if (item.variations.length === 0) {
    if (types.length) throw invalid('This item has no variations.');
    return [];
  }
  if (types.length !== 1) throw invalid('Choose one variation of this item.');
  const variant = item.variations.find((v) => v.type === types[0]);
  if (!variant) throw invalid(`${types[0]} is not a variation of this item.`);
  if (variant.stock <= 0) throw rule(CART_TEXTS.variation_out_of_stock);
  return [{ type: variant.type }];
}

function addOnChoice(item: SellableSource, input: LineInput): LineChoice['addOns'] {
  const ids = input.add_on_ids ?? [];
  const qtys = input.add_on_qtys ?? ids.map(() => 1);
  if (qtys.length !== ids.length) throw invalid('add_on_ids and add_on_qtys must be the same length.');
  const offered = new Set(item.addOns.map((a) => a.id));
  const total = new Map<number, number>();
  ids.forEach((id, i) => {
    if (!offered.has(id)) throw invalid(`Add-on ${id} is not offered with this item.`);
    total.set(id, (total.get(id) ?? 0) + qtys[i]!);
  });
  // An add-on at quantity 0 is one the customer unchecked.
  return [...total].filter(([, q]) => q > 0).sort(([a], [b]) => a - b).map(([id, quantity]) => ({ id, quantity }));
}

/** The same item with the same choices is the same line. */
export const lineKey = (itemId: number, choice: LineChoice) => JSON.stringify([itemId, choice.variation, choice.addOns]);

export interface LinePrice {
  /** One unit with its variation, after discounts (minor units). */
  unit: number;
  /** The same before discounts. */
  original: number;
  /** The add-ons of the line, counted once per line. */
  addOns: number;
}

/**
 * A running store discount overrides the item's; a running flash sale overrides both.
 * Food options add to the price before the discount; a non-food variation replaces it.
 */
export function linePrice(item: SellableSource, choice: LineChoice, now: Date): LinePrice {
  const { row, flash } = item;
  let base = row.price;
  let plain = true;
  for (const c of choice.variation) {
    plain = false;
    if (isFood(c)) {
      for (const label of c.values.label) base += item.groups.find((g) => g.name === c.name && g.label === label)?.option_price ?? 0;
    } else {
      base = item.variations.find((v) => v.type === c.type)?.price ?? base;
    }
  }
  const own: Discount = { type: row.discount_type, value: row.discount };
  const store = itemStoreWindow(row);
  let unit: number;
  if (flash && plain) unit = flash.price;
  else unit = applyDiscount(base, flash ? { type: flash.discount_type, value: flash.discount } : effectiveDiscount(own, store, now));
  const prices = new Map(item.addOns.map((a) => [a.id, a.price]));
  const addOns = choice.addOns.reduce((sum, a) => sum + (prices.get(a.id) ?? 0) * a.quantity, 0);
  return { unit, original: base, addOns };
}

/** What stock allows of a line: non-food items stop at their stock (the variation's when one is chosen); food has none. */
function stockOf(item: Sellable, choice: LineChoice): number {
  if (item.card.module_type === 'food') return Number.POSITIVE_INFINITY;
  const variant = choice.variation.find((c): c is VariantChoice => !isFood(c));
  return variant ? item.source.variations.find((v) => v.type === variant.type)?.stock ?? 0 : item.source.row.stock;
}

const maximumOf = (item: Sellable) => {
  const max = item.source.row.maximum_cart_quantity;
  return max !== null && max > 0 ? max : Number.POSITIVE_INFINITY;
};

/**
 * `quantity` is what the cart would hold of this item and variation (checked against
 * stock), `itemTotal` of the item in every variation (checked against maximum_cart_quantity).
 */
export function checkQuantity(item: Sellable, choice: LineChoice, quantity: number, itemTotal: number): void {
  if (quantity > stockOf(item, choice)) throw rule(CART_TEXTS.out_of_stock);
  if (itemTotal > maximumOf(item)) throw rule(CART_TEXTS.out_of_limits);
}

/** The most of one line that a cart may hold. */
export const quantityCap = (item: Sellable, choice: LineChoice) => Math.min(stockOf(item, choice), maximumOf(item));

/** An item is added while it can be had now, or later when its store takes scheduled orders. */
export function checkAvailable(item: Sellable): void {
  if (!item.source.row.store_active || (!item.card.available && !item.card.schedule_order)) throw rule(CART_TEXTS.not_available);
}
