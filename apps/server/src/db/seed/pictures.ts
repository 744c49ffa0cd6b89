import type { ModuleType } from '@storefront/contract';
import type { Emoji } from './art.js';
import { categoryPictures, CHILDREN, MODULE_EMOJI } from './category-pictures.js';
import type { CatalogModule } from './data/types.js';
import { GARNISH_RULES, RULES } from './item-rules.js';
import { paletteIndex } from './svg.js';
import { hashString } from './text.js';

export interface ItemPicture {
  emoji: Emoji;
  /** A smaller ingredient beside it, when the name tells one. */
  garnish?: Emoji;
  /** False when no rule knew the name and the category's picture stands in. */
  byName: boolean;
}

/** A product kind's picture: the first rule of its module that matches its name, or its category's. */
export function itemEmoji(module: CatalogModule, child: string, title: string): ItemPicture {
  const rule = RULES[module].find(([pattern]) => pattern.test(title));
  const emoji = rule ? rule[1] : (categoryPictures(child)[0] as Emoji);
  const garnish = module === 'food' || module === 'grocery' ? GARNISH_RULES.find(([pattern]) => pattern.test(title))?.[1] : undefined;
  return { emoji, ...(garnish && garnish !== emoji ? { garnish } : {}), byName: rule !== undefined };
}

export function categoryEmoji(name: string): readonly Emoji[] {
  return categoryPictures(name);
}

/** Store and chain names that say what they sell; otherwise their categories tell. */
const STORE_RULES: readonly (readonly [RegExp, readonly Emoji[]])[] = [
  [/pizz/i, ['pizza', 'cheese', 'tomato']],
  [/smash|burger/i, ['burger', 'fries', 'soft_drink']],
  [/tokyo|bento/i, ['bento', 'sushi', 'chopsticks']],
  [/sushi/i, ['sushi', 'chopsticks', 'bento']],
  [/grill/i, ['meat_on_bone', 'flatbread_wrap', 'burger']],
  [/shawarma/i, ['flatbread_wrap', 'falafel', 'salad']],
  [/levant/i, ['falafel', 'flatbread_wrap', 'salad']],
  [/zaatar/i, ['flatbread', 'cooking', 'tea']],
  [/biryani|curry/i, ['curry', 'pot_of_food', 'flatbread']],
  [/spice/i, ['hot_pepper', 'curry', 'pot_of_food']],
  [/kunafa/i, ['pie', 'honey', 'coffee']],
  [/sweet|dessert/i, ['shortcake', 'ice_cream', 'doughnut']],
  [/karak/i, ['tea', 'teapot', 'croissant']],
  [/java|caf[eé]|coffee/i, ['coffee', 'croissant', 'shortcake']],
  [/sunrise|breakfast|bakehouse/i, ['cooking', 'croissant', 'pancakes']],
  [/bowl|salad|greens/i, ['salad', 'avocado', 'bowl_with_spoon']],
  [/organic|green valley/i, ['leafy_green', 'carrot', 'red_apple']],
  [/fresh/i, ['red_apple', 'broccoli', 'banana']],
  [/baqala|mini mart/i, ['soft_drink', 'chocolate', 'popcorn']],
  [/hypermarket|supermarket/i, ['shopping_cart', 'milk', 'bread']],
  [/market|grocer/i, ['basket', 'tomato', 'bread']],
  [/gadget/i, ['headphones', 'mobile_phone', 'watch']],
  [/mobile/i, ['mobile_phone', 'battery', 'headphones']],
  [/tech|electronics/i, ['laptop', 'mobile_phone', 'speaker']],
  [/thread|style|fashion|boutique/i, ['dress', 't_shirt', 'handbag']],
  [/kitchen/i, ['cooking', 'teapot', 'pot_of_food']],
  [/home|nest|living/i, ['couch', 'candle', 'potted_plant']],
  [/fitlife/i, ['weight_lifting', 'yoga', 'running_shoe']],
  [/sport|outdoors/i, ['soccer_ball', 'running_shoe', 'tennis']],
  [/little stars/i, ['teddy_bear', 'books', 'kite']],
  [/toy|kids/i, ['teddy_bear', 'brick', 'puzzle']],
  [/book|page/i, ['books', 'open_book', 'orange_book']],
];

const PHARMACY_LOGOS: readonly Emoji[] = ['pill', 'medical', 'stethoscope', 'bandage', 'syringe', 'hospital', 'thermometer', 'test_tube', 'heart', 'dna'];

/**
 * A store's pictures, the one on its logo first: what its name says, else its categories'.
 * Pharmacies sell the same things: each takes its own emblem from the pharmacy set, one no store shown yet has when one is left.
 */
export function storeEmoji(name: string, module: ModuleType, roots: readonly string[], taken: ReadonlySet<Emoji> = new Set()): Emoji[] {
  const named = STORE_RULES.find(([pattern]) => pattern.test(name))?.[1] ?? [];
  // Each root's own pictures first, then its children's: what the store sells, before its module's.
  const byCategory = [
    ...roots.flatMap((r) => categoryPictures(r).slice(0, 2)),
    ...roots.flatMap((r) => CHILDREN[r] ?? []).map((child) => categoryPictures(child)[0] as Emoji),
  ];
  // Counting on from the name's own emblem to the first that no other pharmacy shows yet.
  const start = hashString(name);
  const emblems = PHARMACY_LOGOS.map((_, i) => PHARMACY_LOGOS[(start + i) % PHARMACY_LOGOS.length] as Emoji);
  const emblem = emblems.find((e) => !taken.has(e)) ?? (emblems[0] as Emoji);
  const own: Emoji[] = module === 'pharmacy' ? [emblem, ...byCategory] : [...named, ...byCategory];
  return unique([...own, ...MODULE_EMOJI[module]]);
}

export interface StoreLook {
  /** The logo's emoji first, then what the cover spreads around it. */
  emoji: readonly Emoji[];
  palette: string;
}

/**
 * Each store's emoji and colours, chosen once so that its logo, cover and banners agree. No two stores get
 * the same logo: a store whose emoji and colours are taken moves on to the next colours.
 */
export class StoreLooks {
  private readonly looks = new Map<string, StoreLook>();
  private readonly taken = new Set<string>();
  private readonly shown = new Set<Emoji>();

  pick(name: string, module: ModuleType, roots: readonly string[]): StoreLook {
    const known = this.looks.get(name);
    if (known) return known;
    const emoji = storeEmoji(name, module, roots, this.shown);
    this.shown.add(emoji[0] as Emoji);
    let palette = name;
    for (let n = 1; this.taken.has(`${emoji[0]}/${paletteIndex(palette)}`) && n < 64; n++) palette = `${name} #${n}`;
    this.taken.add(`${emoji[0]}/${paletteIndex(palette)}`);
    const look = { emoji, palette };
    this.looks.set(name, look);
    return look;
  }

  get(name: string): StoreLook | undefined {
    return this.looks.get(name);
  }
}

/** Promotion titles that say what they promote. */
const TITLE_RULES: readonly (readonly [RegExp, readonly Emoji[]])[] = [
  [/margherita|pizza/i, ['pizza', 'cheese', 'tomato']],
  [/feast|dinner|family/i, ['pizza', 'burger', 'curry']],
  [/breakfast/i, ['cooking', 'croissant', 'coffee']],
  [/free delivery/i, ['scooter', 'shopping_bags', 'star']],
  [/fresh|healthy/i, ['red_apple', 'leafy_green', 'carrot']],
  [/organic milk|milk/i, ['milk', 'cheese', 'egg']],
  [/stock up|save|deals/i, ['shopping_cart', 'money_bag', 'label']],
  [/all night/i, ['crescent_moon', 'pill', 'star']],
  [/vitamin|wellness|winter/i, ['orange', 'pill', 'snowflake']],
  [/prescription/i, ['document', 'pill', 'stethoscope']],
  [/tech/i, ['mobile_phone', 'headphones', 'watch']],
  [/headphones/i, ['headphones', 'speaker', 'star']],
  [/school/i, ['backpack', 'books', 'laptop']],
  [/gift/i, ['gift', 'teddy_bear', 'books']],
  [/summer/i, ['sun', 'ice_cream', 'tropical_drink']],
  [/choose a parcel|documents/i, ['document', 'envelope', 'package']],
  [/pickup and drop|set pickup/i, ['map', 'pin', 'scooter']],
  [/track/i, ['satellite', 'pin', 'scooter']],
  [/fast pickup|minutes|same-day/i, ['stopwatch', 'scooter', 'package']],
  [/small parcel|parcel/i, ['package', 'scooter', 'truck']],
  [/food & groceries/i, ['takeout_box', 'shopping_bags', 'red_apple']],
  [/fragile/i, ['amphora', 'shield', 'package']],
  [/safe/i, ['shield', 'handshake', 'package']],
  [/fair prices/i, ['money_bag', 'label', 'handshake']],
  [/easiest way/i, ['package', 'pin', 'scooter']],
];

/** A promotion's pictures: what its title says, then its store's, then its module's. */
export function promotionEmoji(title: string, module: ModuleType, store: readonly Emoji[] = []): Emoji[] {
  const named = TITLE_RULES.find(([pattern]) => pattern.test(title))?.[1] ?? [];
  return unique([...named, ...store, ...MODULE_EMOJI[module]]);
}

function unique<T>(list: readonly T[]): T[] {
  return [...new Set(list)];
}