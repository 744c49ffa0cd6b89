import { CONSOLE_ITEM_FIELDS, type ConsoleItem, type ConsoleItemCreate, type ConsoleItemUpdate } from '@storefront/contract';

type Texts = { en: string; ar: string; fr: string };

/** The editor's form: what the person types, kept as typed (numbers as text) until it is saved. */
export interface ItemFormState {
  name: Texts;
  description: Texts;
  category_id: string;
  price: string;
  discount: string;
  discount_type: 'percent' | 'amount';
  maximum_cart_quantity: string;
  /** A business unit's English name, the item's own text, or '' for none. */
  unit_type: string;
  available_time_starts: string;
  available_time_ends: string;
  veg: boolean;
  is_halal: boolean;
  organic: boolean;
  stock: string;
  active: boolean;
  variations: { type: string; price: string; stock: string }[];
  /** The choices variations are made of: an attribute's English name and its options as typed, comma separated. */
  choices: { title: string; options: string }[];
  food_variations: { name: string; type: 'single' | 'multi'; min: string; max: string; required: boolean; options: { label: string; price: string; stock: string }[] }[];
  add_on_ids: number[];
  /** The item's pictures by name, the main one first. */
  images: string[];
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export const emptyForm = (): ItemFormState => ({
  name: { en: '', ar: '', fr: '' }, description: { en: '', ar: '', fr: '' }, category_id: '', price: '', discount: '0', discount_type: 'percent',
  maximum_cart_quantity: '', unit_type: '', available_time_starts: '00:00', available_time_ends: '23:59', veg: false, is_halal: false, organic: false, stock: '0',
  active: true, variations: [], choices: [], food_variations: [], add_on_ids: [], images: [],
});

export const formOf = (item: ConsoleItem): ItemFormState => ({
  name: { ...item.name }, description: { ...item.description }, category_id: String(item.category_id), price: text(item.price), discount: text(item.discount),
  discount_type: item.discount_type, maximum_cart_quantity: text(item.maximum_cart_quantity), unit_type: item.unit_type ?? '', available_time_starts: item.available_time_starts,
  available_time_ends: item.available_time_ends, veg: item.veg, is_halal: item.is_halal, organic: item.organic, stock: text(item.stock), active: item.active,
  variations: item.variations.map((v) => ({ type: v.type, price: text(v.price), stock: text(v.stock) })),
  choices: item.choices.map((c) => ({ title: c.title, options: c.options.join(', ') })),
  food_variations: item.food_variations.map((g) => ({
    name: g.name, type: g.type, min: text(g.min), max: text(g.max), required: g.required,
    options: g.options.map((o) => ({ label: o.label, price: text(o.price), stock: text(o.stock) })),
  })),
  add_on_ids: [...item.add_on_ids],
  images: item.images.map((p) => p.name),
});

/** A choice's options as typed: comma separated, each trimmed, empty ones left out. */
export const choiceOptions = (typed: string) => typed.split(',').map((o) => o.trim()).filter(Boolean);

/**
 * The variations a set of choices makes: one of each choice's options, joined by "-" without spaces (as the
 * storefront builds them), keeping the price and stock of those already there; new ones at the item's price.
 */
export function variationsOf(choices: ItemFormState['choices'], current: ItemFormState['variations'], price: string): ItemFormState['variations'] {
  const lists = choices.map((c) => choiceOptions(c.options).map((o) => o.replace(/\s+/g, ''))).filter((l) => l.length > 0);
  if (lists.length === 0) return current;
  const types = lists.reduce<string[]>((combos, list) => combos.flatMap((prefix) => list.map((o) => (prefix ? `${prefix}-${o}` : o))), ['']);
  return types.map((type) => current.find((v) => v.type === type) ?? { type, price, stock: '0' });
}

/** A field's problem the form finds before sending, by the field's path (as the server names them). */
export type FormProblems = Record<string, 'required' | 'number'>;

/** The form as the API takes it, or the problems that keep it from being sent. */
export function readForm(form: ItemFormState): { body: Omit<ConsoleItemCreate, 'images'> & { images: string[] }; problems: FormProblems } {
  const problems: FormProblems = {};
  const number = (value: string, path: string, required = true): number => {
    const trimmed = value.trim().replace(',', '.');
    if (trimmed === '') {
      if (required) problems[path] = 'required';
      return 0;
    }
    const n = Number(trimmed);
    if (!Number.isFinite(n) || n < 0) problems[path] = 'number';
    return n;
  };
  const optional = (value: string, path: string) => (value.trim() === '' ? null : number(value, path));
  if (!form.name.en.trim()) problems['name.en'] = 'required';
  if (!form.category_id) problems.category_id = 'required';
  const body = {
    name: { en: form.name.en.trim(), ar: form.name.ar.trim(), fr: form.name.fr.trim() },
    description: { en: form.description.en.trim(), ar: form.description.ar.trim(), fr: form.description.fr.trim() },
    category_id: Number(form.category_id),
    price: number(form.price, 'price'),
    discount: number(form.discount, 'discount'),
    discount_type: form.discount_type,
    maximum_cart_quantity: optional(form.maximum_cart_quantity, 'maximum_cart_quantity'),
    unit_type: form.unit_type.trim() || null,
    available_time_starts: form.available_time_starts,
    available_time_ends: form.available_time_ends,
    veg: form.veg,
    is_halal: form.is_halal,
    organic: form.organic,
    stock: number(form.stock, 'stock'),
    active: form.active,
    variations: form.variations.map((v, i) => ({ type: v.type.trim(), price: number(v.price, `variations.${i}.price`), stock: number(v.stock, `variations.${i}.stock`) })),
    choices: form.choices.map((c) => ({ title: c.title.trim(), options: choiceOptions(c.options) })).filter((c) => c.title && c.options.length > 0),
    food_variations: form.food_variations.map((g, i) => ({
      name: g.name.trim(), type: g.type, min: number(g.min, `food_variations.${i}.min`), max: number(g.max, `food_variations.${i}.max`), required: g.required,
      options: g.options.map((o, k) => ({ label: o.label.trim(), price: number(o.price, `food_variations.${i}.options.${k}.price`), stock: optional(o.stock, `food_variations.${i}.options.${k}.stock`) })),
    })),
    add_on_ids: [...form.add_on_ids],
    images: [...form.images],
  };
  return { body, problems };
}

/**
 * A save of an existing item: the version read and only the fields the person changed, so that what
 * someone else changed meanwhile in other fields is not written back.
 */
export function changesOf(base: ConsoleItem, form: ItemFormState): ConsoleItemUpdate {
  const { body } = readForm(form);
  const before = readForm(formOf(base)).body;
  const update: ConsoleItemUpdate = { version: base.version };
  for (const field of CONSOLE_ITEM_FIELDS) {
    if (JSON.stringify(body[field]) !== JSON.stringify(before[field])) Object.assign(update, { [field]: body[field] });
  }
  return update;
}

/** The body of a new item (pictures are added once it exists). */
export function creationOf(form: ItemFormState): ConsoleItemCreate {
  const { images: _images, ...body } = readForm(form).body;
  return body;
}
