import { invalid } from '../../lib/errors.js';
import type { ItemForm } from './catalog.console.mapper.js';

/** What a form is checked against besides its own values. */
export interface FormContext {
  moduleType: string;
  /** Whether the form's category is one of the store's module. */
  categoryKnown: boolean;
  /** The store's add-ons. */
  addOnIds: ReadonlySet<number>;
  /** The pictures the item has now: a save may keep, reorder or drop them, not name others. */
  pictures: readonly string[];
}

/** Whether a price has at most two decimals (money is kept in hundredths). */
const inCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Refuses an amount of more than two decimals, naming the field (400). */
export function money(value: number, field: string): void {
  if (!inCents(value)) throw invalid(`${field} must have at most two decimals`, field);
}

function unique(values: readonly (string | number)[], field: string, what: string): void {
  const seen = new Set<string>();
  values.forEach((v, i) => {
    const key = String(v).toLowerCase();
    if (seen.has(key)) throw invalid(`${what} "${v}" is named twice`, `${field}.${i}`);
    seen.add(key);
  });
}

/**
 * The rules a saved item keeps, beyond its fields' types and ranges: food items have option groups and
 * no variations (nor stock of their own), other items the other way round, and the stock of an item
 * with variations is theirs. Only the fields a save changes are checked (`changed`; null, a new item:
 * all), so that an old row's quirks never block a save of something else. Answers the form as it is
 * kept (its stock settled). A broken rule answers 400 naming the field.
 */
export function settledForm(form: ItemForm, ctx: FormContext, changed: ReadonlySet<string> | null): ItemForm {
  const food = ctx.moduleType === 'food';
  const touched = (...fields: string[]) => changed === null || fields.some((f) => changed.has(f));
  if (touched('name') && !form.name.en) throw invalid('The English name is required', 'name.en');
  if (touched('category_id') && !ctx.categoryKnown) throw invalid('The category is not one of the store\'s module', 'category_id');
  if (touched('price')) money(form.price, 'price');
  if (touched('price', 'discount', 'discount_type')) {
    if (form.discount_type === 'percent' && form.discount > 100) throw invalid('A percent discount is at most 100', 'discount');
    if (form.discount_type === 'amount') money(form.discount, 'discount');
    if (form.discount_type === 'amount' && form.discount > form.price) throw invalid('The discount is more than the price', 'discount');
  }
  if (touched('variations')) {
    if (food && form.variations.length > 0) throw invalid('Food items have option groups, not variations', 'variations');
    unique(form.variations.map((v) => v.type), 'variations', 'Variation');
    form.variations.forEach((v, i) => money(v.price, `variations.${i}.price`));
  }
  if (touched('food_variations')) {
    if (!food && form.food_variations.length > 0) throw invalid('Only food items have option groups', 'food_variations');
    unique(form.food_variations.map((g) => g.name), 'food_variations', 'Group');
    form.food_variations.forEach((g, i) => checkGroup(g, `food_variations.${i}`));
  }
  if (touched('add_on_ids')) {
    unique(form.add_on_ids, 'add_on_ids', 'Add-on');
    form.add_on_ids.forEach((id, i) => {
      if (!ctx.addOnIds.has(id)) throw invalid('The add-on is not one of the store\'s', `add_on_ids.${i}`);
    });
  }
  if (touched('images')) {
    unique(form.images, 'images', 'Picture');
    const own = new Set(ctx.pictures);
    form.images.forEach((name, i) => {
      if (!own.has(name)) throw invalid('Pictures are added by uploading them', `images.${i}`);
    });
  }
  const stock = food ? 0 : form.variations.length > 0 ? form.variations.reduce((sum, v) => sum + v.stock, 0) : form.stock;
  return { ...form, stock };
}

function checkGroup(g: ItemForm['food_variations'][number], field: string): void {
  unique(g.options.map((o) => o.label), `${field}.options`, 'Option');
  g.options.forEach((o, i) => money(o.price, `${field}.options.${i}.price`));
  if (g.type === 'single' && g.max !== 1) throw invalid('A single-choice group has a max of 1', `${field}.max`);
  if (g.min > g.max) throw invalid('min is more than max', `${field}.min`);
  if (g.max > g.options.length) throw invalid('max is more than the options', `${field}.max`);
  if (g.required && g.min < 1) throw invalid('A required group has a min of at least 1', `${field}.min`);
  if (!g.required && g.min > 0) throw invalid('An optional group has a min of 0', `${field}.min`);
}
