import type { ModuleType } from '@storefront/contract';
import type { Emoji } from './art.js';
import { ECOMMERCE } from './data/ecommerce.js';
import { FOOD } from './data/food.js';
import { GROCERY } from './data/grocery.js';
import { PHARMACY } from './data/pharmacy.js';
import type { CatalogModule } from './data/types.js';
import { paletteIndex } from './svg.js';
import { hashString } from './text.js';

/** Which emoji shows what the demo sells: rules on names first, then the category's own pictures. */
type Rule = readonly [RegExp, Emoji];

const FOOD_RULES: readonly Rule[] = [
  [/pizza/i, 'pizza'],
  [/fries/i, 'fries'],
  [/onion rings/i, 'onion'],
  [/wings/i, 'poultry_leg'],
  [/burger/i, 'burger'],
  [/falafel/i, 'falafel'],
  [/shawarma (plate|platter)/i, 'meat_on_bone'],
  [/halloumi wrap|kofta/i, 'burrito'],
  [/shawarma|wrap/i, 'flatbread_wrap'],
  [/manakeesh|labneh/i, 'flatbread'],
  [/prawn|shrimp/i, 'fried_shrimp'],
  [/biryani/i, 'curry'],
  [/butter chicken|tikka masala|rogan josh/i, 'pot_of_food'],
  [/paneer butter|dal makhani/i, 'fondue'],
  [/naan/i, 'flatbread'],
  [/cucumber maki/i, 'rice_ball'],
  [/sashimi/i, 'bento'],
  [/teriyaki/i, 'takeout_box'],
  [/roll|nigiri|maki/i, 'sushi'],
  [/poke/i, 'bowl_with_spoon'],
  [/cheesecake/i, 'pie'],
  [/carrot cake/i, 'cupcake'],
  [/velvet/i, 'birthday_cake'],
  [/cake/i, 'shortcake'],
  [/kunafa/i, 'pie'],
  [/umm ali/i, 'custard'],
  [/luqaimat/i, 'doughnut'],
  [/baklava/i, 'honey'],
  [/saffron/i, 'soft_ice_cream'],
  [/sorbet/i, 'shaved_ice'],
  [/gelato|ice cream/i, 'ice_cream'],
  [/iced americano/i, 'ice'],
  [/dallah|mint tea/i, 'teapot'],
  [/chai|matcha/i, 'tea'],
  [/espresso|cappuccino|latte|flat white|macchiato/i, 'coffee'],
  [/lassi/i, 'bubble_tea'],
  [/orange/i, 'orange'],
  [/lemon/i, 'lemon'],
  [/avocado/i, 'avocado'],
  [/açaí|acai/i, 'blueberries'],
  [/tabbouleh/i, 'herb'],
  [/salad|fattoush/i, 'salad'],
  [/bowl/i, 'bowl_with_spoon'],
  [/shakshuka/i, 'shallow_pan'],
  [/foul/i, 'beans'],
  [/balaleet|benedict/i, 'cooking'],
  [/full english/i, 'bacon'],
  [/pancake/i, 'pancakes'],
  [/french toast/i, 'waffle'],
  [/granola/i, 'bowl_with_spoon'],
  [/croissant|pain au chocolat/i, 'croissant'],
];

const GROCERY_RULES: readonly Rule[] = [
  [/banana/i, 'banana'],
  [/apple/i, 'red_apple'],
  [/mango juice/i, 'juice_box'],
  [/mango/i, 'mango'],
  [/orange juice/i, 'juice_box'],
  [/berry juice/i, 'tropical_drink'],
  [/orange/i, 'orange'],
  [/yogurt/i, 'bowl_with_spoon'],
  [/strawberr/i, 'strawberry'],
  [/blueberr/i, 'blueberries'],
  [/dates/i, 'chestnut'],
  [/avocado/i, 'avocado'],
  [/watermelon/i, 'watermelon'],
  [/tomato/i, 'tomato'],
  [/cucumber/i, 'cucumber'],
  [/potato chips|vinegar/i, 'potato'],
  [/potato/i, 'potato'],
  [/onion/i, 'onion'],
  [/carrot/i, 'carrot'],
  [/spinach|parsley/i, 'leafy_green'],
  [/broccoli/i, 'broccoli'],
  [/pepper/i, 'bell_pepper'],
  [/mint|coriander/i, 'herb'],
  [/milk$|laban/i, 'milk'],
  [/cream cheese/i, 'butter'],
  [/labneh/i, 'jar'],
  [/cheese/i, 'cheese'],
  [/yogurt/i, 'bowl_with_spoon'],
  [/eggs/i, 'egg'],
  [/arabic bread/i, 'flatbread'],
  [/sourdough/i, 'baguette'],
  [/bread/i, 'bread'],
  [/croissant/i, 'croissant'],
  [/muffin/i, 'cupcake'],
  [/maamoul|biscuit|cookie/i, 'cookie'],
  [/cinnamon/i, 'bagel'],
  [/sparkling/i, 'bubbles'],
  [/water/i, 'droplet'],
  [/coca-cola/i, 'soft_drink'],
  [/iced tea/i, 'peach'],
  [/tea bags/i, 'tea'],
  [/coffee/i, 'coffee'],
  [/moisturising cream/i, 'jar'],
  [/cleanser|conditioner/i, 'bubbles'],
  [/hand cream|shampoo|deodorant/i, 'lotion'],
  [/hair oil/i, 'droplet'],
  [/beauty bar/i, 'soap'],
  [/body wash/i, 'bathtub'],
  [/tortilla/i, 'taco'],
  [/chocolate/i, 'chocolate'],
  [/pistachio|nuts|almonds/i, 'peanuts'],
  [/apricot/i, 'peach'],
  [/dishwashing/i, 'sponge'],
  [/disinfectant/i, 'bucket'],
  [/surface cleaner/i, 'broom'],
  [/powder/i, 'basket'],
  [/liquid laundry/i, 'bubbles'],
  [/tissues|toilet|towels/i, 'toilet_paper'],
];

const PHARMACY_RULES: readonly Rule[] = [
  [/cold & flu/i, 'thermometer'],
  [/honey/i, 'honey'],
  [/nasal/i, 'nose'],
  [/dry cough|ventolin|singulair/i, 'lungs'],
  [/syrup|suspension|gaviscon/i, 'test_tube'],
  [/emulgel|lotion|ointment|cetaphil moisturising|cream/i, 'lotion'],
  [/eno|lemon/i, 'lemon'],
  [/telfast/i, 'cherry_blossom'],
  [/claritine/i, 'blossom'],
  [/glucophage|januvia|amaryl|diamicron|glucose/i, 'drop_of_blood'],
  [/lipitor|norvasc|concor|cozaar/i, 'heart'],
  [/augmentin|amoxil|ciprobay/i, 'microbe'],
  [/diapers|pants/i, 'baby'],
  [/wipes/i, 'soap'],
  [/formula|feeding bottle/i, 'baby_bottle'],
  [/shampoo|foam/i, 'bubbles'],
  [/pads/i, 'blossom'],
  [/liners/i, 'cherry_blossom'],
  [/pregnancy test/i, 'test_tube'],
  [/pregnacare/i, 'pregnant_woman'],
  [/primrose/i, 'blossom'],
  [/razor/i, 'razor'],
  [/after shave/i, 'lotion'],
  [/wellman/i, 'flexed_biceps'],
  [/palmetto/i, 'palm_tree'],
  [/chewables/i, 'candy'],
  [/vitamin c/i, 'orange'],
  [/vitamin d|sunscreen/i, 'sun'],
  [/omega/i, 'fish'],
  [/toothpaste/i, 'toothbrush'],
  [/mouthwash/i, 'tooth'],
  [/cleanser/i, 'soap'],
  [/plasters/i, 'bandage'],
  [/thermometer/i, 'thermometer'],
  [/panadol|nurofen|aspirin|nexium|imodium|buscopan|zyrtec|lipitor|centrum|zinc|folic|mg\b/i, 'pill'],
];

const ECOMMERCE_RULES: readonly Rule[] = [
  [/galaxy watch|apple watch|fitness band/i, 'watch'],
  [/galaxy|iphone|redmi/i, 'mobile_phone'],
  [/earbuds|headphones/i, 'headphones'],
  [/speaker/i, 'speaker'],
  [/charger|cable/i, 'plug'],
  [/power bank/i, 'battery'],
  [/mouse/i, 'mouse'],
  [/t-shirt/i, 't_shirt'],
  [/jeans/i, 'jeans'],
  [/hoodie/i, 'coat'],
  [/linen shirt/i, 'shirt'],
  [/dress/i, 'dress'],
  [/leggings/i, 'shorts'],
  [/abaya/i, 'sari'],
  [/shoes|sneakers/i, 'running_shoe'],
  [/sandals/i, 'sandal'],
  [/air fryer/i, 'fries'],
  [/espresso/i, 'coffee'],
  [/blender/i, 'tropical_drink'],
  [/kettle/i, 'teapot'],
  [/frying pan/i, 'cooking'],
  [/cookware/i, 'pot_of_food'],
  [/casserole/i, 'fondue'],
  [/candle/i, 'candle'],
  [/bed sheet/i, 'bed'],
  [/cushion/i, 'couch'],
  [/yoga/i, 'yoga'],
  [/dumbbell/i, 'weight_lifting'],
  [/resistance/i, 'flexed_biceps'],
  [/football/i, 'soccer_ball'],
  [/padel/i, 'tennis'],
  [/bottle/i, 'soft_drink'],
  [/police/i, 'police_car'],
  [/race car|racing car/i, 'racing_car'],
  [/lego/i, 'brick'],
  [/jigsaw/i, 'puzzle'],
  [/board game/i, 'game_die'],
  [/card game/i, 'joker'],
  [/scooter/i, 'kick_scooter'],
  [/alchemist/i, 'desert'],
  [/migration/i, 'palm_tree'],
  [/pride/i, 'red_book'],
  [/kite/i, 'kite'],
  [/habits/i, 'orange_book'],
  [/sapiens/i, 'green_book'],
  [/thinking/i, 'blue_book'],
  [/caterpillar/i, 'caterpillar'],
  [/alphabet/i, 'open_book'],
  [/bedtime/i, 'crescent_moon'],
];

const RULES: Record<CatalogModule, readonly Rule[]> = {
  food: FOOD_RULES,
  grocery: GROCERY_RULES,
  pharmacy: PHARMACY_RULES,
  ecommerce: ECOMMERCE_RULES,
};

/** Each category's pictures, its own first: the category tile, and what an unmatched name falls back on. */
export const CATEGORY_EMOJI: Record<string, readonly Emoji[]> = {
  // food
  Pizza: ['pizza', 'cheese', 'tomato'],
  'Classic Pizzas': ['pizza'],
  'Gourmet Pizzas': ['pizza', 'cheese'],
  'Vegetarian Pizzas': ['pizza', 'bell_pepper'],
  Burgers: ['burger', 'fries', 'soft_drink'],
  'Beef Burgers': ['burger'],
  'Chicken Burgers': ['burger', 'poultry_leg'],
  'Veggie Burgers': ['burger', 'leafy_green'],
  Sides: ['fries', 'onion'],
  'Shawarma & Wraps': ['flatbread_wrap', 'falafel', 'flatbread'],
  Shawarma: ['flatbread_wrap', 'meat_on_bone'],
  'Wraps & Sandwiches': ['burrito', 'falafel'],
  Manakeesh: ['flatbread'],
  Biryani: ['curry', 'pot_of_food', 'flatbread'],
  'Meat & Chicken Biryani': ['curry'],
  'Vegetarian Biryani': ['curry', 'rice'],
  'Curries & Naan': ['pot_of_food', 'flatbread'],
  Sushi: ['sushi', 'bento', 'chopsticks'],
  'Maki Rolls': ['sushi'],
  'Nigiri & Sashimi': ['sushi', 'bento'],
  'Poke Bowls': ['bowl_with_spoon', 'takeout_box'],
  Desserts: ['shortcake', 'ice_cream', 'doughnut'],
  Cakes: ['shortcake', 'birthday_cake'],
  'Arabic Sweets': ['pie', 'honey'],
  'Ice Cream': ['ice_cream', 'soft_ice_cream'],
  'Coffee & Tea': ['coffee', 'tea', 'croissant'],
  Coffee: ['coffee'],
  Tea: ['tea', 'teapot'],
  'Fresh Juices': ['orange', 'tropical_drink'],
  Salads: ['salad', 'avocado', 'leafy_green'],
  'Classic Salads': ['salad'],
  'Healthy Bowls': ['bowl_with_spoon', 'avocado'],
  Breakfast: ['cooking', 'croissant', 'pancakes'],
  'Arabic Breakfast': ['shallow_pan', 'flatbread'],
  'Western Breakfast': ['cooking', 'pancakes'],
  'Croissants & Pastries': ['croissant'],
  // grocery
  'Fruits & Vegetables': ['red_apple', 'broccoli', 'banana', 'carrot'],
  'Fresh Fruits': ['red_apple', 'banana', 'strawberry'],
  'Fresh Vegetables': ['broccoli', 'carrot', 'tomato'],
  'Fresh Herbs': ['herb', 'leafy_green'],
  'Dairy & Eggs': ['milk', 'cheese', 'egg'],
  'Milk & Laban': ['milk'],
  Cheese: ['cheese'],
  Yogurt: ['bowl_with_spoon'],
  Eggs: ['egg'],
  Bakery: ['bread', 'croissant', 'baguette'],
  Bread: ['bread', 'baguette'],
  'Cakes & Pastries': ['croissant', 'cupcake'],
  'Drinks and Milks': ['juice_box', 'milk', 'soft_drink'],
  Juices: ['juice_box'],
  Water: ['droplet'],
  'Soft Drinks': ['soft_drink'],
  'Tea & Coffee': ['tea', 'coffee'],
  'Flavoured & Plant Milks': ['milk'],
  Beauty: ['lotion', 'lipstick', 'soap'],
  'Skin Care': ['lotion', 'jar'],
  'Hair Care': ['lotion', 'bubbles'],
  'Bath & Body': ['soap', 'bathtub'],
  Snacks: ['chocolate', 'cookie', 'popcorn'],
  'Chips & Crisps': ['potato', 'taco'],
  Chocolates: ['chocolate'],
  Biscuits: ['cookie'],
  'Nuts & Dried Fruits': ['peanuts', 'chestnut'],
  Household: ['sponge', 'broom', 'basket'],
  Cleaning: ['sponge', 'bucket'],
  Laundry: ['basket', 'bubbles'],
  'Paper & Tissues': ['toilet_paper'],
  // pharmacy
  Medicines: ['pill', 'thermometer', 'syringe'],
  'Pain & Fever': ['pill', 'thermometer'],
  'Cold & Flu': ['thermometer', 'honey'],
  'Digestive Health': ['pill', 'test_tube'],
  Allergy: ['cherry_blossom', 'pill'],
  'Prescription Medicines': ['pill', 'stethoscope'],
  'Baby Care': ['baby_bottle', 'baby', 'safety_pin'],
  'Diapers & Wipes': ['baby', 'safety_pin'],
  'Baby Feeding': ['baby_bottle'],
  'Baby Skin Care': ['lotion', 'bubbles'],
  'Womans Care': ['blossom', 'cherry_blossom'],
  'Feminine Hygiene': ['blossom'],
  'Pregnancy & Wellness': ['pregnant_woman', 'test_tube'],
  Mens: ['razor', 'flexed_biceps'],
  Shaving: ['razor', 'bubbles'],
  "Men's Health": ['flexed_biceps'],
  'Vitamins & Supplements': ['orange', 'pill', 'sun'],
  Multivitamins: ['pill'],
  Immunity: ['orange', 'sun'],
  'Personal Care': ['toothbrush', 'bandage', 'lotion'],
  'Oral Care': ['toothbrush', 'tooth'],
  'Skin Treatments': ['lotion', 'sun'],
  'First Aid': ['bandage', 'thermometer'],
  // ecommerce
  Electronics: ['mobile_phone', 'laptop', 'headphones'],
  'Mobile Phones': ['mobile_phone'],
  Audio: ['headphones', 'speaker'],
  Wearables: ['watch'],
  Accessories: ['plug', 'battery', 'mouse'],
  Fashion: ['t_shirt', 'dress', 'running_shoe'],
  "Men's Clothing": ['t_shirt', 'jeans'],
  "Women's Clothing": ['dress', 'handbag'],
  Shoes: ['running_shoe', 'sandal'],
  'Home & Kitchen': ['cooking', 'couch', 'candle'],
  'Kitchen Appliances': ['teapot', 'tropical_drink'],
  Cookware: ['cooking', 'pot_of_food'],
  'Home Décor': ['candle', 'couch', 'potted_plant'],
  Sports: ['soccer_ball', 'tennis', 'weight_lifting'],
  Fitness: ['weight_lifting', 'yoga'],
  'Team & Racket Sports': ['soccer_ball', 'tennis'],
  Toys: ['teddy_bear', 'brick', 'puzzle'],
  'Building Sets': ['brick'],
  'Games & Puzzles': ['puzzle', 'game_die'],
  'Outdoor Play': ['kick_scooter', 'kite'],
  Books: ['books', 'open_book'],
  Fiction: ['open_book', 'books'],
  'Non-Fiction': ['books'],
  "Children's Books": ['caterpillar', 'books'],
};

/** Child category names by root. */
const CHILDREN: Record<string, readonly string[]> = Object.fromEntries(
  [...FOOD, ...GROCERY, ...PHARMACY, ...ECOMMERCE].map((root) => [root.en, root.children.map((c) => c.en)]),
);

export const MODULE_EMOJI: Record<ModuleType, readonly Emoji[]> = {
  food: ['burger', 'pizza', 'sushi', 'coffee', 'flatbread_wrap', 'curry', 'shortcake'],
  grocery: ['shopping_cart', 'basket', 'red_apple', 'broccoli', 'bread', 'milk', 'carrot'],
  pharmacy: ['pill', 'medical', 'stethoscope', 'bandage', 'syringe', 'hospital', 'thermometer'],
  ecommerce: ['shopping_bags', 'mobile_phone', 'running_shoe', 'headphones', 'watch', 't_shirt', 'teddy_bear'],
  parcel: ['package', 'scooter', 'truck', 'envelope', 'pin', 'gift'],
};

function categoryPictures(name: string): readonly Emoji[] {
  const list = CATEGORY_EMOJI[name];
  if (!list) throw new Error(`no pictures for category ${name}`);
  return list;
}

/** Ingredients a dish or a pack names, shown small beside it: a pizza with cheese, a yogurt with a strawberry. */
const GARNISH_RULES: readonly Rule[] = [
  [/cheese|halloumi|feta|paneer/i, 'cheese'],
  [/mushroom|truffle/i, 'mushroom'],
  [/spicy|zinger|tikka|hot/i, 'hot_pepper'],
  [/bbq|smoky|grill/i, 'fire'],
  [/chicken|tawook/i, 'poultry_leg'],
  [/beef|mutton|lamb|kofta/i, 'steak'],
  [/salmon|tuna|fish/i, 'fish'],
  [/spinach/i, 'leafy_green'],
  [/tomato|margherita/i, 'tomato'],
  [/honey/i, 'honey'],
  [/lemon/i, 'lemon'],
  [/strawberr/i, 'strawberry'],
  [/mango/i, 'mango'],
  [/chocolate|fudge/i, 'chocolate'],
  [/hazelnut|pistachio|almond/i, 'peanuts'],
  [/avocado/i, 'avocado'],
  [/hawaiian/i, 'pineapple'],
  [/greek|mediterranean/i, 'olive'],
  [/mint/i, 'herb'],
  [/rose|saffron/i, 'cherry_blossom'],
  [/oat/i, 'sheaf'],
  [/garlic/i, 'garlic'],
  [/cucumber/i, 'cucumber'],
  [/carrot/i, 'carrot'],
  [/cinnamon|caramel/i, 'honey'],
];

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
