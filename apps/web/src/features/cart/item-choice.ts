import type { CartLine, Item } from '@storefront/contract';
import type { CartAddInput } from './api/change-cart';

/** What the customer picked in the item popup or on the product page. */
export interface ItemChoice {
  quantity: number;
  /** Food: the chosen labels of each variation group, by the group's name. */
  food: Record<string, string[]>;
  /** Other modules: the chosen option of each choice option, by its name (TYPE_KEY without choice options). */
  options: Record<string, string>;
  /** Checked add-ons and their quantities, by id. */
  addOns: Record<number, number>;
}

/** Without choice options a non-food item's variations are picked by their type directly. */
export const TYPE_KEY = 'type';

export const isFood = (item: Pick<Item, 'module_type'>) => item.module_type === 'food';
export const hasVariations = (item: Pick<Item, 'food_variations' | 'variations'>) =>
  item.food_variations.length > 0 || item.variations.length > 0;

const squash = (option: string) => option.replace(/\s+/g, '');

/** The variation type the options spell, e.g. "Red-L"; null for an item without variations. */
export function variantType(item: Item, options: ItemChoice['options']): string | null {
  if (item.variations.length === 0) return null;
  if (item.choice_options.length === 0) return options[TYPE_KEY] ?? null;
  const parts = item.choice_options.map((c) => options[c.name]);
  return parts.every(Boolean) ? parts.map((p) => squash(p!)).join('-') : null;
}

function optionsOf(item: Item, line?: CartLine): ItemChoice['options'] {
  const chosen = line?.variation.find((v): v is { type: string } => 'type' in v)?.type;
  if (item.choice_options.length === 0) {
    const type = chosen ?? item.variations[0]?.type;
    return type ? { [TYPE_KEY]: type } : {};
  }
  const parts = chosen?.split('-') ?? [];
  return Object.fromEntries(
    item.choice_options.map((c, i) => [c.name, c.options.find((o) => squash(o) === parts[i]) ?? c.options[0] ?? '']),
  );
}

/** A fresh choice (food groups start empty: the customer must pick), or the line's when editing it. */
export function initialChoice(item: Item, line?: CartLine): ItemChoice {
  const food: ItemChoice['food'] = {};
  for (const v of line?.variation ?? []) if ('name' in v) food[v.name] = [...v.values.label];
  const addOns: ItemChoice['addOns'] = {};
  for (const a of line?.add_ons ?? []) addOns[a.id] = a.quantity;
  return { quantity: line?.quantity ?? 1, food, options: isFood(item) ? {} : optionsOf(item, line), addOns };
}

/** A single group's option replaces the selection; a multi group's toggles, up to its maximum. */
export function toggleFood(choice: ItemChoice, group: Item['food_variations'][number], label: string): ItemChoice {
  const current = choice.food[group.name] ?? [];
  let next: string[];
  if (group.type === 'single') next = [label];
  else if (current.includes(label)) next = current.filter((l) => l !== label);
  else if (group.max > 0 && current.length >= group.max) return choice;
  else next = [...current, label];
  return { ...choice, food: { ...choice.food, [group.name]: next } };
}

/** Checking an add-on sets quantity 1; unchecking (or 0) removes it. */
export function setAddOn(choice: ItemChoice, id: number, quantity: number): ItemChoice {
  const addOns = { ...choice.addOns };
  if (quantity > 0) addOns[id] = quantity;
  else delete addOns[id];
  return { ...choice, addOns };
}

/** The request body of the choice, with variations in the shape the server takes. */
export function toCartInput(item: Item, choice: ItemChoice): CartAddInput {
  const type = variantType(item, choice.options);
  const variation = isFood(item)
    ? item.food_variations
        .filter((g) => (choice.food[g.name] ?? []).length > 0)
        .map((g) => ({ name: g.name, values: { label: choice.food[g.name]! } }))
    : type ? [{ type }] : [];
  const addOns = Object.entries(choice.addOns).map(([id, q]) => [Number(id), q] as const);
  return {
    item_id: item.id,
    quantity: choice.quantity,
    variation,
    add_on_ids: addOns.map(([id]) => id),
    add_on_qtys: addOns.map(([, q]) => q),
  };
}
