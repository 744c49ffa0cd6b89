import { randomBytes } from 'node:crypto';
import {
  CONSOLE_ITEM_FIELDS, type ConsoleItem, type ConsoleItemRow, type ConsoleItemUpdate, type Language,
} from '@storefront/contract';
import { storageUrl } from '../../lib/images.js';
import { translated } from '../../lib/i18n.js';
import { parseJson } from '../../lib/json.js';
import { toMajor, toMinor } from '../../lib/money.js';
import { textsOf, withTranslations } from '../../lib/texts.js';
import type { MenuRow, StoreItem } from './catalog.console.repository.js';

/** What the editor sets of an item, as the console sees it (major units, booleans), pictures by name. */
export type ItemForm = Omit<ConsoleItem, 'id' | 'version' | 'store_id' | 'images' | 'updated_at'> & { images: string[] };
export type ItemField = (typeof CONSOLE_ITEM_FIELDS)[number];

const hhmm = (time: string) => time.slice(0, 5);
const shownDiscount = (type: 'percent' | 'amount', value: number) => (type === 'amount' ? toMajor(value) : value);

export function toMenuRow(row: MenuRow, lang: Language, publicUrl: string): ConsoleItemRow {
  return {
    id: row.id,
    name: translated(row.translations, lang, 'name', row.name),
    image: row.image ? storageUrl(publicUrl, row.image) : null,
    category: { id: row.category_id, name: row.category_name === null ? '' : translated(row.category_translations, lang, 'name', row.category_name) },
    price: toMajor(row.price),
    discount: shownDiscount(row.discount_type, row.discount),
    discount_type: row.discount_type,
    stock: row.stock,
    active: row.status === 1,
    has_variations: Boolean(row.has_variations),
    version: row.version,
  };
}

/** The pictures of an item row: the main one first, then the gallery, each once. */
export function pictureNames(row: { image: string | null; images: string }): string[] {
  return [...new Set([row.image, ...parseJson<unknown[]>(row.images, [])].filter((p): p is string => typeof p === 'string' && p.length > 0))];
}

/** The item's rows as the editor's form. */
export function toItemForm(item: StoreItem): ItemForm {
  const { row } = item;
  return normalForm({
    name: textsOf(row.name, row.translations, 'name'),
    description: textsOf(row.description, row.translations, 'description'),
    category_id: row.category_id,
    price: toMajor(row.price),
    discount: shownDiscount(row.discount_type, row.discount),
    discount_type: row.discount_type,
    maximum_cart_quantity: row.maximum_cart_quantity,
    unit_type: row.unit_type,
    available_time_starts: hhmm(row.available_time_starts),
    available_time_ends: hhmm(row.available_time_ends),
    veg: row.veg === 1,
    is_halal: row.is_halal === 1,
    organic: row.organic === 1,
    stock: row.stock,
    active: row.status === 1,
    variations: item.variations.map((v) => ({ type: v.type, price: toMajor(v.price), stock: v.stock })),
    choices: parseJson<{ title?: unknown; options?: unknown }[]>(row.choice_options, []).map((c) => ({
      title: typeof c.title === 'string' ? c.title : '', options: Array.isArray(c.options) ? c.options.filter((o): o is string => typeof o === 'string') : [],
    })),
    food_variations: item.groups.map((g) => ({
      name: g.name, type: g.type, min: g.min, max: g.max, required: g.required === 1,
      options: item.options.filter((o) => o.food_variation_id === g.id).map((o) => ({ label: o.label, price: toMajor(o.option_price), stock: o.stock })),
    })),
    add_on_ids: item.addOnIds,
    images: pictureNames(row),
  });
}

export function toConsoleItem(item: StoreItem, publicUrl: string): ConsoleItem {
  const { images, ...form } = toItemForm(item);
  return {
    id: item.row.id, version: item.row.version, store_id: item.row.store_id, ...form,
    images: images.map((name) => ({ name, url: storageUrl(publicUrl, name) })), updated_at: item.row.updated_at,
  };
}

/** The form with every object's keys in one order and texts trimmed, so that two forms compare by their JSON. */
export function normalForm(f: ItemForm): ItemForm {
  const texts = (t: ItemForm['name']) => ({ en: t.en.trim(), ar: t.ar.trim(), fr: t.fr.trim() });
  return {
    name: texts(f.name), description: texts(f.description), category_id: f.category_id, price: f.price, discount: f.discount,
    discount_type: f.discount_type, maximum_cart_quantity: f.maximum_cart_quantity, unit_type: f.unit_type?.trim() || null, available_time_starts: f.available_time_starts,
    available_time_ends: f.available_time_ends, veg: f.veg, is_halal: f.is_halal, organic: f.organic, stock: f.stock, active: f.active,
    variations: f.variations.map((v) => ({ type: v.type.trim(), price: v.price, stock: v.stock })),
    choices: keptChoices(f.choices.map((c) => ({ title: c.title.trim(), options: c.options.map((o) => o.trim()) })), f.variations.map((v) => v.type.trim())),
    food_variations: f.food_variations.map((g) => ({
      name: g.name.trim(), type: g.type, min: g.min, max: g.max, required: g.required,
      options: g.options.map((o) => ({ label: o.label.trim(), price: o.price, stock: o.stock ?? null })),
    })),
    add_on_ids: [...f.add_on_ids],
    images: [...f.images],
  };
}

/** The form a save asks for: the current one with the fields the save names. */
export function mergedForm(current: ItemForm, body: Omit<ConsoleItemUpdate, 'version'>): ItemForm {
  const given = Object.fromEntries(Object.entries(body).filter(([key, v]) => v !== undefined && (CONSOLE_ITEM_FIELDS as readonly string[]).includes(key)));
  return normalForm({ ...current, ...given });
}

/** The fields whose values differ between two forms. */
export function changedFields(before: ItemForm, after: ItemForm): ItemField[] {
  return CONSOLE_ITEM_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

/** The named fields of a form, for an audit entry. */
export const pick = (form: ItemForm, fields: readonly ItemField[]) => Object.fromEntries(fields.map((f) => [f, form[f]]));

/** The translations JSON of a form: Arabic and French names and descriptions, the empty ones left out; other keys kept. */
export function translationsOf(form: ItemForm, previous: string | null): string {
  return withTranslations(previous, { name: form.name, description: form.description });
}

/** The items columns a form sets (stock aside: inventory keeps it). */
export function itemColumns(form: ItemForm, previousTranslations: string | null) {
  return {
    name: form.name.en,
    translations: translationsOf(form, previousTranslations),
    description: form.description.en || null,
    category_id: form.category_id,
    price: toMinor(form.price),
    discount: form.discount_type === 'amount' ? toMinor(form.discount) : form.discount,
    discount_type: form.discount_type,
    maximum_cart_quantity: form.maximum_cart_quantity,
    unit_type: form.unit_type,
    available_time_starts: form.available_time_starts,
    available_time_ends: form.available_time_ends,
    veg: form.veg ? 1 : 0,
    is_halal: form.is_halal ? 1 : 0,
    organic: form.organic ? 1 : 0,
    status: form.active ? 1 : 0,
    image: form.images[0] ?? null,
    images: JSON.stringify(form.images),
    choice_options: JSON.stringify(form.choices.map((c, i) => ({ name: `choice_${i + 1}`, title: c.title, options: c.options }))),
  };
}

/**
 * The choices an item keeps with its variations: all of them while every variation is one of their
 * combinations (the storefront builds a type from one option of each, joined by "-"), else none, and the
 * storefront offers the variations by type.
 */
function keptChoices(choices: ConsoleItem['choices'], types: readonly string[]): ConsoleItem['choices'] {
  if (choices.length === 0 || types.length === 0) return [];
  const squash = (s: string) => s.replace(/\s+/g, '');
  let combos = [''];
  for (const c of choices) combos = combos.flatMap((prefix) => c.options.map((x) => (prefix ? `${prefix}-${squash(x)}` : squash(x))));
  const known = new Set(combos);
  return types.every((t) => known.has(t)) ? choices : [];
}

/** A new item's slug: its English name in plain letters, and a random tail that keeps it unique. */
export function newSlug(name: string, fallback = 'item'): string {
  const base = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${base || fallback}-${randomBytes(4).toString('hex')}`;
}
