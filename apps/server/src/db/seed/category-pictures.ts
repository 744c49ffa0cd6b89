import type { ModuleType } from '@storefront/contract';
import type { Emoji } from './art.js';
import { ECOMMERCE } from './data/ecommerce.js';
import { FOOD } from './data/food.js';
import { GROCERY } from './data/grocery.js';
import { PHARMACY } from './data/pharmacy.js';

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
export const CHILDREN: Record<string, readonly string[]> = Object.fromEntries(
  [...FOOD, ...GROCERY, ...PHARMACY, ...ECOMMERCE].map((root) => [root.en, root.children.map((c) => c.en)]),
);

/** Each module's own pictures, what a store or promotion falls back on. */
export const MODULE_EMOJI: Record<ModuleType, readonly Emoji[]> = {
  food: ['burger', 'pizza', 'sushi', 'coffee', 'flatbread_wrap', 'curry', 'shortcake'],
  grocery: ['shopping_cart', 'basket', 'red_apple', 'broccoli', 'bread', 'milk', 'carrot'],
  pharmacy: ['pill', 'medical', 'stethoscope', 'bandage', 'syringe', 'hospital', 'thermometer'],
  ecommerce: ['shopping_bags', 'mobile_phone', 'running_shoe', 'headphones', 'watch', 't_shirt', 'teddy_bear'],
  parcel: ['package', 'scooter', 'truck', 'envelope', 'pin', 'gift'],
};

/** A category's pictures; a category the list does not name is a mistake in the seed data. */
export function categoryPictures(name: string): readonly Emoji[] {
  const list = CATEGORY_EMOJI[name];
  if (!list) throw new Error(`no pictures for category ${name}`);
  return list;
}
