import type { Kysely } from 'kysely';
import type { Database, NewRow } from '../database.js';
import { BRANDS, COMMON_CONDITIONS } from './data/brands.js';
import { ECOMMERCE } from './data/ecommerce.js';
import { FOOD } from './data/food.js';
import { GROCERY } from './data/grocery.js';
import { PHARMACY } from './data/pharmacy.js';
import type { CatalogModule, ChildDef, RootDef } from './data/types.js';
import type { ImageSet } from './images.js';
import { insertReturningIds } from './insert.js';
import { categoryEmoji, itemEmoji } from './pictures.js';
import type { Emoji } from './art.js';
import { isoDaysBefore, slugify } from './text.js';

export const CATALOG: Record<CatalogModule, readonly RootDef[]> = {
  food: FOOD,
  grocery: GROCERY,
  pharmacy: PHARMACY,
  ecommerce: ECOMMERCE,
};

export const CATALOG_MODULES = Object.keys(CATALOG) as CatalogModule[];

export interface CategoryEntry {
  module: CatalogModule;
  root: RootDef;
  child: ChildDef | null;
  slug: string;
  image: string;
}

/**
 * Every category in insertion order (each root followed by its children) with a
 * slug that is unique across modules; the scale seed recomputes the same list to
 * find the ids again.
 */
export function categoryEntries(): CategoryEntry[] {
  const used = new Set<string>();
  const unique = (name: string, module: CatalogModule) => {
    let slug = slugify(name);
    if (used.has(slug)) slug = `${slug}-${module}`;
    used.add(slug);
    return slug;
  };
  const out: CategoryEntry[] = [];
  for (const module of CATALOG_MODULES) {
    for (const root of CATALOG[module]) {
      const slug = unique(root.en, module);
      out.push({ module, root, child: null, slug, image: `category/${slug}.svg` });
      for (const child of root.children) {
        const childSlug = unique(child.en, module);
        out.push({ module, root, child, slug: childSlug, image: `category/${childSlug}.svg` });
      }
    }
  }
  return out;
}

/** Database ids of the catalogue's fixed rows, keyed the way the data files name them. */
export interface CatalogIds {
  modules: Record<string, number>;
  /** By category slug. */
  categories: Map<string, number>;
  /** By brand name. */
  brands: Map<string, number>;
  /** By condition name. */
  conditions: Map<string, number>;
}

const translations = (ar: string, fr: string) => JSON.stringify({ ar: { name: ar }, fr: { name: fr } });

export async function insertCatalog(
  db: Kysely<Database>,
  modules: Record<string, number>,
  images: ImageSet,
  now: Date,
): Promise<CatalogIds> {
  const created = isoDaysBefore(now, 240);
  const categories = new Map<string, number>();
  // Roots first so that children can point at them.
  const entries = categoryEntries();
  const roots = entries.filter((e) => e.child === null);
  const rootIds = await insertReturningIds(
    db,
    'categories',
    roots.map((e, i) => categoryRow(e, null, modules[e.module] as number, roots.length - i, created, images)),
  );
  roots.forEach((e, i) => categories.set(e.slug, rootIds[i] as number));
  const children = entries.filter((e) => e.child !== null);
  const childIds = await insertReturningIds(
    db,
    'categories',
    children.map((e) => {
      const parentSlug = roots.find((r) => r.root === e.root)?.slug as string;
      return categoryRow(e, categories.get(parentSlug) as number, modules[e.module] as number, 0, created, images);
    }),
  );
  children.forEach((e, i) => categories.set(e.slug, childIds[i] as number));

  const brandList = Object.entries(BRANDS).flatMap(([module, names]) => names.map((name) => ({ module, name })));
  const brandIds = await insertReturningIds(
    db,
    'brands',
    brandList.map(({ module, name }) => ({
      name,
      translations: '{}',
      slug: slugify(name),
      image: images.add(`brand/${slugify(name)}.svg`, { style: 'tile', emoji: [brandEmoji(module as CatalogModule, name)], palette: name }),
      module_id: modules[module] as number,
      status: 1,
      created_at: created,
    })),
  );
  const brands = new Map(brandList.map((b, i) => [b.name, brandIds[i] as number]));

  const conditionIds = await insertReturningIds(
    db,
    'common_conditions',
    COMMON_CONDITIONS.map(([en, ar, fr]) => ({ name: en, translations: translations(ar, fr), status: 1 })),
  );
  const conditions = new Map(COMMON_CONDITIONS.map(([en], i) => [en, conditionIds[i] as number]));
  return { modules, categories, brands, conditions };
}

/** A brand shows what it is best known for here: the first product sold under its name. */
function brandEmoji(module: CatalogModule, brand: string): Emoji {
  for (const root of CATALOG[module]) {
    for (const child of root.children) {
      const kind = child.kinds.find((k) => k.brands?.includes(brand));
      if (kind) return itemEmoji(module, child.en, kind.en.replace('{b}', brand)).emoji;
    }
  }
  throw new Error(`brand ${brand} sells nothing`);
}

function categoryRow(
  e: CategoryEntry,
  parentId: number | null,
  moduleId: number,
  priority: number,
  created: string,
  images: ImageSet,
): NewRow<'categories'> {
  const def = e.child ?? e.root;
  return {
    parent_id: parentId,
    position: e.child ? 1 : 0,
    name: def.en,
    translations: translations(def.ar, def.fr),
    slug: e.slug,
    // Children wear their root's colours, each with its own shape.
    image: images.add(e.image, { style: 'tile', emoji: categoryEmoji(def.en), palette: e.root.en, variant: e.slug }),
    module_id: moduleId,
    featured: e.child ? 0 : e.root.featured ? 1 : 0,
    // Descending priority lists roots in the data files' order.
    priority,
    status: 1,
    created_at: created,
  };
}

/** Reads back the ids of a seeded catalogue (the scale seed runs after the demo seed). */
export async function loadCatalogIds(db: Kysely<Database>): Promise<CatalogIds> {
  const [moduleRows, categoryRows, brandRows, conditionRows] = await Promise.all([
    db.selectFrom('modules').select(['id', 'module_type']).execute(),
    db.selectFrom('categories').select(['id', 'slug']).execute(),
    db.selectFrom('brands').select(['id', 'name']).execute(),
    db.selectFrom('common_conditions').select(['id', 'name']).execute(),
  ]);
  return {
    modules: Object.fromEntries(moduleRows.map((m) => [m.module_type, m.id])),
    categories: new Map(categoryRows.map((c) => [c.slug, c.id])),
    brands: new Map(brandRows.map((b) => [b.name, b.id])),
    conditions: new Map(conditionRows.map((c) => [c.name, c.id])),
  };
}
