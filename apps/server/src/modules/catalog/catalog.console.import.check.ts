import type { ImportRefusal, Texts } from '@storefront/contract';
import { AppError } from '../../lib/errors.js';
import { toMajor } from '../../lib/money.js';
import { textsOf } from '../../lib/texts.js';
import { itemColumns, normalForm, type ItemForm } from './catalog.console.mapper.js';
import type { ImportStore, KeyedItem } from './catalog.console.items.repository.js';
import { GIVEN_KEY, type ReadRow } from './catalog.console.import.rows.js';
import { settledForm } from './catalog.console.rules.js';

/** What a row does once checked: the item's new columns (stock aside: a new item is written with it, inventory changes an existing one's), and its stock when it changes. */
export interface RowPlan {
  read: ReadRow;
  store: ImportStore;
  /** Undefined: a new item. */
  item: KeyedItem | undefined;
  columns: ReturnType<typeof fileColumns>;
  stock: number | undefined;
}

/** What a new item is unless its row says otherwise. */
const NEW_ITEM = {
  description: { en: '', ar: '', fr: '' }, discount: 0, discount_type: 'percent' as const, veg: false, is_halal: false, organic: false, stock: 0, active: true,
};
const EMPTY: Texts = { en: '', ar: '', fr: '' };
const laid = (sent: Partial<Texts>, current: Texts): Texts => ({ ...current, ...sent });

/** The columns a file sets: the editor's (itemColumns) a file holds, the unit among them (the form's, as checked), and recommended and prescription, which only files set. */
function fileColumns(form: ItemForm, read: ReadRow, item: KeyedItem | undefined) {
  const { name, translations, description, category_id, price, discount, discount_type, veg, is_halal, organic, status, unit_type } = itemColumns(form, item?.translations ?? null);
  const flag = (v: boolean | undefined, current: number | undefined): 0 | 1 => (v === undefined ? (current === 1 ? 1 : 0) : v ? 1 : 0);
  return {
    name, translations, description, category_id, price, discount, discount_type, veg, is_halal, organic, status, unit_type,
    recommended: flag(read.recommended, item?.recommended),
    is_prescription_required: flag(read.prescription, item?.is_prescription_required),
  };
}

/** The item's form as the editor's rules check it: its row's values with the file's laid over (variations, add-ons and pictures are not a file's). */
function formOf(read: ReadRow, item: KeyedItem | undefined): ItemForm {
  const current = item ? {
    name: textsOf(item.name, item.translations, 'name'), description: textsOf(item.description, item.translations, 'description'),
    category_id: item.category_id, price: toMajor(item.price), discount: item.discount_type === 'amount' ? toMajor(item.discount) : item.discount,
    discount_type: item.discount_type, veg: item.veg === 1, is_halal: item.is_halal === 1, organic: item.organic === 1, stock: item.stock, active: item.status === 1,
  } : { ...NEW_ITEM, name: EMPTY, category_id: 0, price: 0 };
  return normalForm({
    ...current, maximum_cart_quantity: null, available_time_starts: '00:00', available_time_ends: '23:59', variations: [], food_variations: [], add_on_ids: [], images: [],
    unit_type: read.unit === undefined ? (item?.unit_type ?? null) : read.unit || null, choices: [],
    name: laid(read.names, current.name), description: laid(read.descriptions, current.description),
    category_id: read.categoryId ?? current.category_id, price: read.price ?? current.price, discount: read.discount ?? current.discount,
    discount_type: read.discountType ?? current.discount_type, veg: read.veg ?? current.veg, is_halal: read.halal ?? current.is_halal,
    organic: read.organic ?? current.organic, stock: read.stock ?? current.stock, active: read.active ?? current.active,
  });
}

/** What a check looks rows up in: stores, categories' modules and the items the rows name, by "store/key". */
export interface CheckContext {
  stores: ReadonlyMap<number, ImportStore>;
  categoryModules: ReadonlyMap<number, number>;
  items: ReadonlyMap<string, KeyedItem>;
}

export const keyOf = (storeId: number, key: string) => `${storeId}/${key}`;

/**
 * Checks one read row against what it names, with the item editor's rules (settledForm: an English
 * name, a category of the store's module, money in cents, a discount within the price), and answers its
 * plan or its refusals. A new item needs its category and price; its key is the file's, unless it is one
 * of the keys the database gives. Food items keep no stock, and an item with variations keeps theirs.
 */
export function checkRow(read: ReadRow, ctx: CheckContext): { plan: RowPlan | null; refused: ImportRefusal[] } {
  const refused: ImportRefusal[] = [];
  const refuse = (field: string, message: string) => refused.push({ row: read.row, key: read.key, field, message });
  const store = ctx.stores.get(read.storeId);
  if (!store) {
    refuse('store_id', 'No such store');
    return { plan: null, refused };
  }
  const item = ctx.items.get(keyOf(read.storeId, read.key));
  if (!item) {
    if (GIVEN_KEY.test(read.key)) refuse('key', 'Keys of the form item-<number> are given by the console: choose another for a new item');
    if (read.categoryId === undefined) refuse('category_id', 'A new item needs its category');
    if (read.price === undefined) refuse('price', 'A new item needs its price');
  }
  const form = formOf(read, item);
  const categoryModule = ctx.categoryModules.get(form.category_id);
  // A category that does not exist is told as such, once (a new item's missing one is told above).
  if (read.categoryId !== undefined && categoryModule === undefined) refuse('category_id', 'No such category');
  const categoryKnown = categoryModule === undefined || categoryModule === store.module_id;
  const before = item ? formOf({ row: 0, key: read.key, storeId: read.storeId, names: {}, descriptions: {} }, item) : null;
  const changed = before ? new Set(Object.keys(form).filter((f) => JSON.stringify(form[f as keyof ItemForm]) !== JSON.stringify(before[f as keyof ItemForm]))) : null;
  try {
    settledForm(form, { moduleType: store.module_type, categoryKnown, addOnIds: new Set(), pictures: [] }, changed);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    refuse(error.details[0]?.code === 'name.en' ? 'name_en' : (error.details[0]?.code ?? 'row'), error.message);
  }
  const stockNow = item?.stock ?? 0;
  if (read.stock !== undefined && read.stock !== stockNow) {
    if (store.module_type === 'food') refuse('stock', 'Food items keep no stock');
    else if (item?.has_variations) refuse('stock', 'This item\'s stock is its variations\': set each in the editor');
  }
  if (refused.length > 0) return { plan: null, refused };
  const stock = read.stock !== undefined && read.stock !== stockNow ? read.stock : undefined;
  return { plan: { read, store, item, columns: fileColumns(form, read, item), stock }, refused };
}
