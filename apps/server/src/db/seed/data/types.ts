import type { ModuleType } from '@storefront/contract';

export type CatalogModule = Exclude<ModuleType, 'parcel'>;

/** [label, price factor]: a size, pack or model sold as its own item. */
export type Variant = readonly [label: string, factor: number];

/** One product kind: the unit that owns an image; brands and variants multiply it into items. */
export interface KindDef {
  en: string;
  ar: string;
  fr: string;
  /** AED, major units, for the first variant. */
  price: number;
  veg?: boolean;
  /** Food option groups (keys of FOOD_GROUPS); overrides the category's. */
  groups?: readonly string[];
  /** "{b}" in a name stands for the brand; otherwise grocery and shop names start with it. */
  brands?: readonly string[];
  variants?: readonly Variant[];
  unit?: string;
  /** Also sold as an "Organic ..." item. */
  organic?: boolean;
  /** Sold as one item with choice_options (keys of CHOICES) instead of one item per variant. */
  choices?: string;
  generic?: string;
  condition?: string;
  rx?: boolean;
}

export interface ChildDef {
  en: string;
  ar: string;
  fr: string;
  groups?: readonly string[];
  /** Items served only in the morning. */
  breakfast?: boolean;
  kinds: readonly KindDef[];
}

export interface RootDef {
  en: string;
  ar: string;
  fr: string;
  featured?: boolean;
  groups?: readonly string[];
  /** Opening sentences of item descriptions. */
  blurbs: readonly string[];
  tags: readonly string[];
  children: readonly ChildDef[];
}

/** Parses "1L:1|2L:1.8" into variants; a missing factor means 1. */
export function variants(spec: string): Variant[] {
  return spec.split('|').map((part) => {
    const [label = '', factor] = part.split(':');
    return [label, factor ? Number(factor) : 1] as const;
  });
}
