import type { ModuleType } from '@storefront/contract';

/** Dates are days from the seed's `now`; negative is the past. */
export interface BannerDef {
  title: string;
  module: ModuleType;
  type: 'default' | 'store_wise' | 'item_wise';
  zone: 'Dubai' | 'Sharjah';
  /** The store a store-wise banner opens, or whose item an item-wise banner opens. */
  store?: string;
  /** Part of the item's name, for item-wise banners. */
  item?: string;
  short?: string;
}

export const BANNERS: readonly BannerDef[] = [
  { title: 'Free delivery weekend', module: 'food', type: 'default', zone: 'Dubai', short: 'No delivery fee on orders over AED 50 from Friday to Sunday.' },
  { title: 'Pizza Corner: 20% off', module: 'food', type: 'store_wise', zone: 'Dubai', store: 'Pizza Corner' },
  { title: 'Try the Margherita', module: 'food', type: 'item_wise', zone: 'Dubai', store: 'Pizza Corner', item: 'Margherita' },
  { title: 'Levant Kitchen classics', module: 'food', type: 'store_wise', zone: 'Dubai', store: 'Levant Kitchen' },
  { title: 'Zaatar House breakfast', module: 'food', type: 'store_wise', zone: 'Sharjah', store: 'Zaatar House' },
  { title: 'Fresh picks every morning', module: 'grocery', type: 'default', zone: 'Dubai', short: 'Fruit and vegetables delivered within the hour.' },
  { title: 'Fresh Basket Market', module: 'grocery', type: 'store_wise', zone: 'Dubai', store: 'Fresh Basket Market' },
  { title: 'Organic milk of the week', module: 'grocery', type: 'item_wise', zone: 'Dubai', store: 'Organic Oasis', item: 'Milk' },
  { title: 'Al Qasba Supermarket deals', module: 'grocery', type: 'store_wise', zone: 'Sharjah', store: 'Al Qasba Supermarket' },
  { title: 'Your pharmacy, open all night', module: 'pharmacy', type: 'default', zone: 'Dubai', short: 'Licensed pharmacies deliver around the clock.' },
  { title: 'Life Pharmacy JLT', module: 'pharmacy', type: 'store_wise', zone: 'Dubai', store: 'Life Pharmacy JLT' },
  { title: 'Vitamins for winter', module: 'pharmacy', type: 'item_wise', zone: 'Dubai', store: 'Wellness Pharmacy Downtown', item: 'Vitamin' },
  { title: 'Al Nahda Pharmacy', module: 'pharmacy', type: 'store_wise', zone: 'Sharjah', store: 'Al Nahda Pharmacy' },
  { title: 'Tech week', module: 'ecommerce', type: 'default', zone: 'Dubai', short: 'Phones, audio and wearables from local shops.' },
  { title: 'Gadget Hub', module: 'ecommerce', type: 'store_wise', zone: 'Dubai', store: 'Gadget Hub' },
  { title: 'New headphones', module: 'ecommerce', type: 'item_wise', zone: 'Dubai', store: 'Gadget Hub', item: 'Headphones' },
  { title: 'Kitchen Pro', module: 'ecommerce', type: 'store_wise', zone: 'Sharjah', store: 'Kitchen Pro' },
  { title: 'Send a parcel in minutes', module: 'parcel', type: 'default', zone: 'Dubai', short: 'A courier at your door, tracked all the way.' },
  { title: 'Parcels across Sharjah', module: 'parcel', type: 'default', zone: 'Sharjah' },
];

export const PROMOTIONAL_BANNERS: readonly { module: ModuleType; title: string; sub_title: string }[] = [
  { module: 'food', title: 'Dinner for two, delivered', sub_title: 'Order before 9 pm for the fastest delivery.' },
  { module: 'grocery', title: 'Stock up and save', sub_title: 'Weekly essentials at everyday prices.' },
  { module: 'pharmacy', title: 'Upload a prescription', sub_title: 'A pharmacist checks it and delivers.' },
  { module: 'ecommerce', title: 'Gifts for everyone', sub_title: 'Toys, books and gadgets from local shops.' },
  { module: 'parcel', title: 'Same-day parcel delivery', sub_title: 'Documents, gifts and more across the city.' },
];

export const PARCEL_VIDEO = {
  title: 'Easiest way to get services',
  sub_title: 'Send anything across the city in three steps.',
  banner_type: 'image' as const,
  steps: [
    { title: 'Choose a parcel type', sub_title: 'Documents, small boxes, food or fragile items.' },
    { title: 'Set pickup and drop-off', sub_title: 'Pick both addresses on the map.' },
    { title: 'Track the courier', sub_title: 'Follow your parcel live until it arrives.' },
  ],
};

export const WHY_CHOOSE: readonly { title: string; sub_title: string }[] = [
  { title: 'Fast pickup', sub_title: 'A courier reaches you in under 30 minutes.' },
  { title: 'Live tracking', sub_title: 'See where your parcel is at every moment.' },
  { title: 'Safe handling', sub_title: 'Fragile items are packed and carried with care.' },
  { title: 'Fair prices', sub_title: 'Pay by distance, with no hidden fees.' },
];

export const CAMPAIGNS: readonly { title: string; module: ModuleType; description: string; stores: readonly string[]; days: [number, number] }[] = [
  { title: 'Family Feast Week', module: 'food', description: 'Sharing platters and family meals at special prices.', stores: ['Pizza Corner', 'Burger Barn', 'Biryani House', 'Levant Kitchen', 'Zaatar House'], days: [-5, 60] },
  { title: 'Healthy Start', module: 'grocery', description: 'Fresh and organic picks for a healthier week.', stores: ['Fresh Basket Market', 'Organic Oasis', 'The Organic Pantry', 'Al Qasba Supermarket'], days: [-3, 45] },
  { title: 'Winter Wellness', module: 'pharmacy', description: 'Vitamins and cold remedies for the season.', stores: ['Life Pharmacy JLT', 'Wellness Pharmacy Downtown', 'Al Nahda Pharmacy'], days: [-7, 50] },
  { title: 'Back to School', module: 'ecommerce', description: 'Gadgets, books and bags for the new term.', stores: ['Gadget Hub', 'Page Turner Books', 'Little Stars Toys & Books'], days: [-2, 40] },
  { title: 'Summer Sale', module: 'food', description: 'An ended campaign: never listed.', stores: ['Burger Barn'], days: [-60, -20] },
];

/** [store, part of the item's name, campaign price factor, days]. */
export const ITEM_CAMPAIGNS: readonly (readonly [string, string, number, [number, number]])[] = [
  ['Pizza Corner', 'Pepperoni', 0.75, [-4, 60]],
  ['Burger Barn', 'Burger', 0.8, [-2, 30]],
  ['Al Mallah Shawarma', 'Shawarma', 0.7, [-1, 45]],
  ['Fresh Basket Market', 'Apple', 0.8, [-3, 40]],
  ['Gadget Hub', 'Phone', 0.9, [-5, 50]],
  ['Biryani House', 'Biryani', 0.7, [-40, -10]],
];

/** [title, module, days from now the sale starts, days it ends]; each takes a few items of its module. */
export const FLASH_SALES: readonly (readonly [string, ModuleType, number, number])[] = [
  ['Grocery flash deals', 'grocery', -1, 45],
  ['Midnight bites', 'food', -1, 45],
  ['Pharmacy flash sale', 'pharmacy', -1, 45],
  ['Gadget flash sale', 'ecommerce', -1, 45],
  ['Last week\'s grocery flash', 'grocery', -20, -6],
];

export interface CouponDef {
  title: string;
  code: string;
  type: 'default' | 'first_order' | 'free_delivery' | 'store_wise' | 'zone_wise';
  module: ModuleType;
  store?: string;
  zone?: string;
  discount: number;
  discount_type: 'percent' | 'amount';
  /** AED. */
  min_purchase: number;
  max_discount: number;
  limit: number | null;
  days: [number, number];
}

export const COUPONS: readonly CouponDef[] = [
  { title: 'Welcome offer', code: 'WELCOME20', type: 'first_order', module: 'food', discount: 20, discount_type: 'percent', min_purchase: 30, max_discount: 25, limit: 1, days: [-30, 90] },
  { title: 'Ten off your dinner', code: 'DINNER10', type: 'default', module: 'food', discount: 10, discount_type: 'amount', min_purchase: 60, max_discount: 10, limit: 3, days: [-10, 60] },
  { title: 'Free delivery', code: 'FREEDEL', type: 'free_delivery', module: 'food', discount: 0, discount_type: 'amount', min_purchase: 40, max_discount: 0, limit: 5, days: [-10, 60] },
  { title: 'Pizza Corner special', code: 'PIZZA15', type: 'store_wise', module: 'food', store: 'Pizza Corner', discount: 15, discount_type: 'percent', min_purchase: 50, max_discount: 30, limit: 2, days: [-5, 45] },
  { title: 'Sharjah savings', code: 'SHJ5', type: 'zone_wise', module: 'food', zone: 'Sharjah', discount: 5, discount_type: 'amount', min_purchase: 25, max_discount: 5, limit: 2, days: [-5, 45] },
  { title: 'Fresh start', code: 'FRESH10', type: 'default', module: 'grocery', discount: 10, discount_type: 'percent', min_purchase: 100, max_discount: 20, limit: 2, days: [-10, 60] },
  { title: 'First grocery order', code: 'FIRSTCART', type: 'first_order', module: 'grocery', discount: 15, discount_type: 'amount', min_purchase: 75, max_discount: 15, limit: 1, days: [-10, 90] },
  { title: 'Care for less', code: 'CARE10', type: 'default', module: 'pharmacy', discount: 10, discount_type: 'percent', min_purchase: 50, max_discount: 15, limit: 2, days: [-10, 60] },
  { title: 'Gadget Hub deal', code: 'GADGET50', type: 'store_wise', module: 'ecommerce', store: 'Gadget Hub', discount: 50, discount_type: 'amount', min_purchase: 500, max_discount: 50, limit: 1, days: [-10, 60] },
  { title: 'Expired offer', code: 'OLD25', type: 'default', module: 'food', discount: 25, discount_type: 'percent', min_purchase: 20, max_discount: 20, limit: 1, days: [-90, -30] },
];

export const CASHBACKS: readonly { title: string; type: 'percentage' | 'amount'; amount: number; min_purchase: number; max_discount: number; days: [number, number] }[] = [
  { title: '5% back on every order', type: 'percentage', amount: 5, min_purchase: 50, max_discount: 20, days: [-10, 60] },
  { title: 'AED 10 back on big baskets', type: 'amount', amount: 10, min_purchase: 150, max_discount: 10, days: [-5, 45] },
  { title: 'Last month\'s cashback', type: 'percentage', amount: 10, min_purchase: 30, max_discount: 15, days: [-60, -20] },
];

/** [en, ar, fr, description, AED per km, minimum AED]; 0 for none: the config's parcel rates apply. */
export const PARCEL_CATEGORIES: readonly (readonly [string, string, string, string, number, number])[] = [
  ['Documents', 'مستندات', 'Documents', 'Letters, contracts and envelopes up to 1 kg.', 2, 12],
  ['Small parcel', 'طرد صغير', 'Petit colis', 'Boxes up to 5 kg that fit on a motorbike.', 3, 15],
  ['Food & groceries', 'طعام وبقالة', 'Nourriture et épicerie', 'Home-cooked meals and shopping bags, kept upright.', 0, 0],
  ['Fragile items', 'أغراض قابلة للكسر', 'Objets fragiles', 'Glass, electronics and gifts, handled with care.', 4, 20],
];

export const REVIEWERS: readonly string[] = [
  'Aisha K.', 'Mohammed R.', 'Priya S.', 'James O.', 'Fatima Z.', 'Ahmed H.', 'Elena V.', 'Rahul M.', 'Noura A.', 'Daniel P.',
  'Maryam T.', 'Youssef B.', 'Sofia L.', 'Hassan E.', 'Chloé D.', 'Arjun N.',
];

/** Comments by rating, 1 to 5. */
export const REVIEW_COMMENTS: Record<number, readonly string[]> = {
  1: ['Not what I expected at all.', 'Arrived late and cold.'],
  2: ['Could be better for the price.', 'Packaging was damaged.'],
  3: ['Decent, nothing special.', 'Okay overall, delivery took a while.'],
  4: ['Very good, would order again.', 'Tasty and well packed.', 'Good quality for the price.'],
  5: ['Excellent, exactly as described!', 'Perfect, fast delivery and great quality.', 'My favourite, I order it every week.'],
};

/** Stores the demo customer has visited, most recent first, hours ago. */
export const VISITS: readonly (readonly [string, number])[] = [
  ['Pizza Corner', 2], ['Fresh Basket Market', 20], ['Life Pharmacy JLT', 30], ['Sushi Sensei', 50], ['Gadget Hub', 75], ['Burger Barn', 120],
];

/** The delivery tip customers choose most often, AED. */
export const MOST_TIPS = 10;
