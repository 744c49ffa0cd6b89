import type { Kysely } from 'kysely';
import type { Database, NewRow } from '../database.js';
import type { CatalogModule } from './data/types.js';
import { insertReturningIds, insertRows } from './insert.js';
import type { Product, ProductPools } from './products.js';
import { roundPrice } from './products.js';
import type { Rng } from './random.js';
import type { SeededStore } from './stores.js';
import { isoDaysBefore, slugify } from './text.js';

type ItemRow = NewRow<'items'>;
type FoodGroupRow = Omit<NewRow<'item_food_variations'>, 'item_id'>;
type FoodValueRow = Omit<NewRow<'item_food_variation_values'>, 'item_id' | 'food_variation_id'>;

/** An item with the rows that hang off it, waiting for its id. */
export interface ItemDraft {
  row: ItemRow;
  groups: { row: FoodGroupRow; values: FoodValueRow[] }[];
  variations: { type: string; price: number; stock: number }[];
  addOnIds: readonly number[];
}

const CLOSING_LINES: Record<CatalogModule, readonly string[]> = {
  food: ['Packed carefully so it arrives hot.', 'Ask the restaurant about allergens before ordering.', 'Portions are generous enough to share.'],
  grocery: ['Delivered in temperature-controlled bags.', 'Check the pack for the best-before date.', 'Sourced from trusted local suppliers.'],
  pharmacy: ['Consult your pharmacist if symptoms persist.', 'Store below 25°C in a dry place.', 'Original sealed pack from an authorised distributor.'],
  ecommerce: ['Free returns within 14 days.', 'Ships in its original sealed packaging.', 'Covered by the manufacturer\'s warranty.'],
};

/**
 * The products a store stocks: every product of its roots once when no count is
 * given, otherwise a random selection that repeats the pool only when it is exhausted.
 */
export function pickProducts(rng: Rng, pools: ProductPools, store: SeededStore): Product[] {
  const pool = store.roots.flatMap((r) => pools[store.module].get(r) ?? []);
  if (store.itemCount === null) return pool;
  const out: Product[] = [];
  while (out.length < store.itemCount && pool.length > 0) {
    out.push(...rng.sample(pool, store.itemCount - out.length));
  }
  return out;
}

function discount(rng: Rng, price: number): Pick<ItemRow, 'discount' | 'discount_type'> {
  if (!rng.chance(0.3)) return { discount: 0, discount_type: 'percent' };
  if (rng.chance(0.7)) return { discount: rng.pick([5, 10, 15, 20, 25]), discount_type: 'percent' };
  const amount = Math.min(rng.pick([200, 300, 500, 1000, 2500]), Math.floor(price / 4 / 25) * 25);
  return amount > 0 ? { discount: amount, discount_type: 'amount' } : { discount: 10, discount_type: 'percent' };
}

function combinations(product: Product): { labels: string[]; factor: number }[] {
  let out = [{ labels: [] as string[], factor: 1 }];
  for (const choice of product.choices ?? []) {
    out = out.flatMap((c) => choice.options.map(([label, f]) => ({ labels: [...c.labels, label], factor: c.factor * f })));
  }
  return out;
}

export function draftItem(rng: Rng, store: SeededStore, product: Product, slugSuffix: string, now: Date): ItemDraft {
  const isFood = product.module === 'food';
  const price = roundPrice((product.price / 100) * (0.92 + rng.next() * 0.18));
  const created = isoDaysBefore(now, rng.next() * 120);
  const rated = rng.chance(0.7);
  const rx = product.kind.rx === true;

  const variations = product.choices
    ? combinations(product).map((c) => ({
        type: c.labels.map((l) => l.replace(/\s+/g, '')).join('-'),
        price: roundPrice((price / 100) * c.factor),
        stock: rng.chance(0.15) ? 0 : rng.int(1, 30),
      }))
    : [];
  const stock = isFood ? 0 : product.choices ? variations.reduce((s, v) => s + v.stock, 0) : rng.chance(0.06) ? 0 : rng.int(1, 200);

  const groups = isFood
    ? product.groups
        .filter((g) => g.required || rng.chance(0.7))
        .map((g, position) => ({
          row: { name: g.name, type: g.type, min: g.min, max: g.max, required: g.required ? 1 : 0, position },
          values: g.values.map(([label, optionPrice, valueStock], i) => ({
            label,
            option_price: optionPrice,
            stock: valueStock ?? null,
            position: i,
          })),
        }))
    : [];
  const addOnIds = isFood && store.addOnIds.length > 0 && rng.chance(0.65)
    ? rng.sample(store.addOnIds, rng.int(2, Math.min(4, store.addOnIds.length))).sort((a, b) => a - b)
    : [];

  const description = [rng.pick(product.root.blurbs)];
  if (rng.chance(0.6)) description.push(rng.pick(CLOSING_LINES[product.module]));
  if (rx) description.push('A valid prescription is required; upload it at checkout.');
  const tags = rng.sample(product.root.tags, rng.int(1, 3));
  if (isFood && product.kind.veg) tags.push('vegetarian');
  if (product.organic) tags.push('organic');
  if (rx) tags.push('prescription');

  const row: ItemRow = {
    slug: `${slugify(product.names.en)}-${slugSuffix}`,
    name: product.names.en,
    translations: JSON.stringify({ ar: { name: product.names.ar }, fr: { name: product.names.fr } }),
    description: description.join(' '),
    image: product.image,
    images: JSON.stringify([product.image, ...product.gallery.slice(0, rng.int(0, 2))]),
    store_id: store.id,
    module_id: store.moduleId,
    zone_id: store.zoneId,
    category_id: product.categoryId,
    brand_id: product.brandId,
    common_condition_id: product.conditionId,
    price,
    tax: 5,
    tax_type: 'percent',
    ...discount(rng, price),
    unit_type: isFood ? null : (product.kind.unit ?? 'pc'),
    stock,
    maximum_cart_quantity: rx ? 2 : rng.chance(0.1) ? rng.pick([5, 10]) : null,
    is_prescription_required: rx ? 1 : 0,
    veg: isFood && product.kind.veg ? 1 : 0,
    recommended: rng.chance(0.15) ? 1 : 0,
    organic: product.organic ? 1 : 0,
    is_halal: isFood && !product.kind.veg && (store.halal || rng.chance(0.5)) ? 1 : 0,
    available_time_starts: product.breakfast ? '07:00' : '00:00',
    available_time_ends: product.breakfast ? '11:30' : '23:59',
    choice_options: JSON.stringify(
      (product.choices ?? []).map((c, i) => ({ name: `choice_${i + 1}`, title: c.title, options: c.options.map(([l]) => l) })),
    ),
    tags: JSON.stringify(tags),
    generic_name: product.kind.generic ?? null,
    // A handful of items switched off by their store.
    status: rng.chance(0.004) ? 0 : 1,
    avg_rating: rated ? rng.decimal(3, 5) : 0,
    rating_count: rated ? rng.int(1, 400) : 0,
    order_count: Math.floor(rng.next() ** 2 * 1500),
    created_at: created,
    updated_at: created,
  };
  return { row, groups, variations, addOnIds };
}

/** Inserts items and everything that hangs off them; returns how many rows went in per table. */
export async function insertItems(db: Kysely<Database>, drafts: readonly ItemDraft[]): Promise<Record<string, number>> {
  const itemIds = await insertReturningIds(db, 'items', drafts.map((d) => d.row));
  const groupRows: NewRow<'item_food_variations'>[] = [];
  const groupValues: FoodValueRow[][] = [];
  const variationRows: NewRow<'item_variations'>[] = [];
  const addOnRows: NewRow<'item_add_ons'>[] = [];
  drafts.forEach((d, i) => {
    const itemId = itemIds[i] as number;
    for (const g of d.groups) {
      groupRows.push({ item_id: itemId, ...g.row });
      groupValues.push(g.values);
    }
    for (const v of d.variations) variationRows.push({ item_id: itemId, ...v });
    for (const addOnId of d.addOnIds) addOnRows.push({ item_id: itemId, add_on_id: addOnId });
  });
  const groupIds = await insertReturningIds(db, 'item_food_variations', groupRows);
  const valueRows = groupValues.flatMap((values, gi) =>
    values.map((v) => ({ food_variation_id: groupIds[gi] as number, item_id: groupRows[gi]?.item_id as number, ...v })),
  );
  await insertRows(db, 'item_food_variation_values', valueRows);
  await insertRows(db, 'item_variations', variationRows);
  await insertRows(db, 'item_add_ons', addOnRows);
  return {
    items: drafts.length,
    item_food_variations: groupRows.length,
    item_food_variation_values: valueRows.length,
    item_variations: variationRows.length,
    item_add_ons: addOnRows.length,
  };
}
