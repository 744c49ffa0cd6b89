import { CATALOG, CATALOG_MODULES, categoryEntries, type CatalogIds } from './catalog.js';
import { CHOICES, type ChoiceDef } from './data/choices.js';
import { FOOD_GROUPS, type FoodGroupDef } from './data/food-options.js';
import type { CatalogModule, ChildDef, KindDef, RootDef } from './data/types.js';
import type { ImageSet } from './images.js';
import { itemEmoji } from './pictures.js';
import { slugify } from './text.js';

export interface Names {
  en: string;
  ar: string;
  fr: string;
}

/** One sellable product: a kind with its brand, size and organic choice settled. */
export interface Product {
  module: CatalogModule;
  root: RootDef;
  child: ChildDef;
  kind: KindDef;
  names: Names;
  /** Minor units. */
  price: number;
  categoryId: number;
  image: string;
  /** Extra gallery images, shared with the categories. */
  gallery: readonly string[];
  brandId: number | null;
  conditionId: number | null;
  organic: boolean;
  choices: readonly ChoiceDef[] | null;
  groups: readonly FoodGroupDef[];
  breakfast: boolean;
}

/** Products by module and root category name, in a fixed order. */
export type ProductPools = Record<CatalogModule, Map<string, Product[]>>;

const WORDS: Record<string, readonly [string, string]> = {
  Tablets: ['قرص', 'comprimés'],
  Capsules: ['كبسولة', 'gélules'],
  Lozenges: ['قرص استحلاب', 'pastilles'],
  Sachets: ['كيس', 'sachets'],
  Softgels: ['كبسولة هلامية', 'capsules molles'],
  Doses: ['جرعة', 'doses'],
  Wipes: ['منديل', 'lingettes'],
  Strips: ['شريط', 'bandelettes'],
  Test: ['اختبار', 'test'],
  Tests: ['اختبارات', 'tests'],
  Razor: ['ماكينة حلاقة', 'rasoir'],
  Blades: ['شفرات', 'lames'],
  Size: ['مقاس', 'taille'],
  pcs: ['قطع', 'pièces'],
  pc: ['قطعة', 'pièce'],
  bags: ['كيس', 'sachets'],
  rolls: ['لفة', 'rouleaux'],
  sheets: ['منديل', 'feuilles'],
  bunch: ['حزمة', 'botte'],
};

function translateLabel(label: string, lang: 0 | 1): string {
  return label.replace(/[A-Za-z]+/g, (w) => WORDS[w]?.[lang] ?? w);
}

function compose(kind: KindDef, brand: string | null, variant: string, organic: boolean, brandFirst: boolean): Names {
  const build = (base: string, organicWord: string, organicFirst: boolean, lang: 'en' | 0 | 1) => {
    const hasSlot = base.includes('{b}');
    const named = hasSlot ? base.replace('{b}', brand ?? '').trim() : base;
    const withOrganic = organic ? (organicFirst ? `${organicWord} ${named}` : `${named} ${organicWord}`) : named;
    const withBrand =
      !hasSlot && brand && brandFirst ? (lang === 'en' ? `${brand} ${withOrganic}` : `${withOrganic} ${brand}`) : withOrganic;
    const label = lang === 'en' ? variant : translateLabel(variant, lang);
    return label ? `${withBrand} ${label}` : withBrand;
  };
  return {
    en: build(kind.en, 'Organic', true, 'en'),
    ar: build(kind.ar, 'عضوي', false, 0),
    fr: build(kind.fr, 'bio', false, 1),
  };
}

/** Prices end in .00, .25, .50 or .75 below AED 50 and in whole dirhams above. */
export function roundPrice(aed: number): number {
  return aed >= 50 ? Math.round(aed) * 100 : Math.max(25, Math.round(aed * 4) * 25);
}

export function buildProductPools(ids: CatalogIds, images: ImageSet): ProductPools {
  const categoryByPath = new Map(categoryEntries().map((e) => [`${e.module}/${e.root.en}/${e.child?.en ?? ''}`, e]));
  const pools = {} as ProductPools;
  for (const module of CATALOG_MODULES) {
    const byRoot = new Map<string, Product[]>();
    for (const root of CATALOG[module]) {
      const rootEntry = categoryByPath.get(`${module}/${root.en}/`);
      const list: Product[] = [];
      for (const child of root.children) {
        const entry = categoryByPath.get(`${module}/${root.en}/${child.en}`);
        if (!entry || !rootEntry) throw new Error(`category ${root.en}/${child.en} missing`);
        const categoryId = ids.categories.get(entry.slug);
        if (categoryId === undefined) throw new Error(`category ${entry.slug} not in the database`);
        for (const kind of child.kinds) {
          list.push(...expandKind(module, root, child, kind, categoryId, [entry.image, rootEntry.image], ids, images));
        }
      }
      byRoot.set(root.en, list);
    }
    pools[module] = byRoot;
  }
  return pools;
}

function expandKind(
  module: CatalogModule,
  root: RootDef,
  child: ChildDef,
  kind: KindDef,
  categoryId: number,
  gallery: readonly string[],
  ids: CatalogIds,
  images: ImageSet,
): Product[] {
  const title = kind.en.replace('{b}', kind.brands?.[0] ?? '').trim();
  // A packshot in the category's colours; the tint shifts a little from product to product.
  const picture = itemEmoji(module, child.en, title);
  const image = images.add(`item/${slugify(title)}.svg`, {
    style: 'product', emoji: picture.garnish ? [picture.emoji, picture.garnish] : [picture.emoji], palette: child.en, variant: title,
  });
  const groupKeys = kind.groups ?? child.groups ?? root.groups ?? [];
  const groups = groupKeys.map((key) => {
    const group = FOOD_GROUPS[key];
    if (!group) throw new Error(`unknown food option group ${key}`);
    return group;
  });
  const choices = kind.choices ? (CHOICES[kind.choices] ?? null) : null;
  if (kind.choices && !choices) throw new Error(`unknown choices ${kind.choices}`);
  const conditionId = kind.condition ? (ids.conditions.get(kind.condition) ?? null) : null;
  if (kind.condition && conditionId === null) throw new Error(`unknown condition ${kind.condition}`);
  // Pharmacy names already carry the product's own brand; the brand row is the maker.
  const brandFirst = module === 'grocery' || module === 'ecommerce';
  const out: Product[] = [];
  const brands = kind.brands?.length ? kind.brands : [null];
  brands.forEach((brand, brandIndex) => {
    const brandId = brand ? (ids.brands.get(brand) ?? null) : null;
    if (brand && brandId === null) throw new Error(`unknown brand ${brand}`);
    for (const [label, factor] of kind.variants ?? [['', 1] as const]) {
      for (const organic of kind.organic ? [false, true] : [false]) {
        out.push({
          module, root, child, kind, categoryId, image, gallery, brandId, conditionId, organic, choices, groups,
          names: compose(kind, brand, label, organic, brandFirst),
          price: roundPrice(kind.price * factor * (organic ? 1.45 : 1) * (1 + brandIndex * 0.06)),
          breakfast: child.breakfast === true,
        });
      }
    }
  });
  return out;
}
