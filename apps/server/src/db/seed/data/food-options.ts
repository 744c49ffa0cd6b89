/** Option groups of food items; prices in minor units, stock null = unlimited. */
export interface FoodGroupDef {
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: boolean;
  values: readonly (readonly [label: string, price: number, stock?: number])[];
}

const single = (name: string, values: FoodGroupDef['values']): FoodGroupDef => ({ name, type: 'single', min: 1, max: 1, required: true, values });
const extras = (name: string, max: number, values: FoodGroupDef['values']): FoodGroupDef => ({ name, type: 'multi', min: 0, max, required: false, values });
const pickTwo = (values: FoodGroupDef['values']): FoodGroupDef => ({ name: 'Choose 2 sauces', type: 'multi', min: 2, max: 2, required: true, values });

export const FOOD_GROUPS: Record<string, FoodGroupDef> = {
  pizzaSize: single('Size', [['Small (8")', 0], ['Medium (10")', 500], ['Large (12")', 900]]),
  crust: single('Crust', [['Classic', 0], ['Thin & Crispy', 0], ['Cheese Stuffed', 600]]),
  // Truffle oil is sold out: the one option with no stock left.
  toppings: extras('Extra toppings', 3, [['Mushrooms', 300], ['Black Olives', 300], ['Jalapeños', 300], ['Extra Mozzarella', 500], ['Truffle Oil', 800, 0]]),
  patty: single('Patty', [['Single', 0], ['Double', 1200]]),
  meal: { name: 'Make it a meal', type: 'single', min: 0, max: 1, required: false, values: [['Fries & Soft Drink', 1200], ['Loaded Fries & Soft Drink', 1800]] },
  burgerExtras: extras('Extras', 4, [['Cheddar Slice', 300], ['Beef Bacon', 600], ['Caramelised Onions', 300], ['Fried Egg', 400], ['Avocado', 500]]),
  bread: single('Bread', [['Arabic Bread', 0], ['Saj Bread', 0], ['Samoon', 100]]),
  sauces: pickTwo([['Garlic Toum', 0], ['Tahini', 0], ['Spicy Harissa', 0], ['Hummus', 0], ['Chilli Garlic', 0]]),
  portion: single('Portion', [['Regular', 0], ['Family (serves 4)', 3500, 15]]),
  spice: single('Spice level', [['Mild', 0], ['Medium', 0], ['Hot', 0]]),
  curryExtras: extras('Extras', 3, [['Raita', 400], ['Boiled Egg', 300], ['Extra Gravy', 500], ['Papadum', 200]]),
  pieces: single('Pieces', [['4 pieces', 0], ['8 pieces', 1600]]),
  sushiSauces: pickTwo([['Soy Sauce', 0], ['Spicy Mayo', 0], ['Eel Sauce', 0], ['Ponzu', 0]]),
  cakeSize: single('Size', [['Slice', 0], ['Whole cake (8 slices)', 13000, 4]]),
  scoops: single('Scoops', [['1 scoop', 0], ['2 scoops', 900], ['3 scoops', 1600]]),
  cupSize: single('Size', [['Small', 0], ['Medium', 300], ['Large', 600]]),
  milk: single('Milk', [['Full Fat', 0], ['Skimmed', 0], ['Oat', 300], ['Almond', 300]]),
  coffeeExtras: extras('Extras', 3, [['Extra Shot', 300], ['Vanilla Syrup', 200], ['Caramel Syrup', 200], ['Hazelnut Syrup', 200], ['Whipped Cream', 200]]),
  dressing: single('Dressing', [['Caesar', 0], ['Balsamic', 0], ['Lemon & Olive Oil', 0]]),
  protein: extras('Add protein', 2, [['Grilled Chicken', 1000], ['Grilled Salmon', 1500], ['Halloumi', 800], ['Boiled Egg', 300]]),
  eggs: single('Eggs', [['Fried', 0], ['Scrambled', 0], ['Poached', 0]]),
  sides: extras('Sides', 3, [['Hash Brown', 600], ['Turkey Bacon', 800], ['Beef Sausage', 800], ['Avocado', 700], ['Sautéed Mushrooms', 500]]),
};

/** Store add-ons, [en, ar, fr, price in minor units]. */
export type AddOnDef = readonly [string, string, string, number];

export const SAVOURY_ADD_ONS: readonly AddOnDef[] = [
  ['Extra Cheese', 'جبنة إضافية', 'Supplément fromage', 300],
  ['Garlic Sauce', 'صلصة الثوم', 'Sauce à l\'ail', 200],
  ['Soft Drink', 'مشروب غازي', 'Boisson gazeuse', 500],
  ['French Fries', 'بطاطس مقلية', 'Frites', 900],
  ['Coleslaw', 'سلطة الملفوف', 'Coleslaw', 700],
  ['Hummus', 'حمص', 'Houmous', 900],
  ['Pickles', 'مخللات', 'Pickles', 100],
  ['Mineral Water', 'مياه معدنية', 'Eau minérale', 200],
  ['Onion Rings', 'حلقات البصل', 'Rondelles d\'oignon', 1000],
  ['Fresh Lemon Mint', 'ليمون بالنعناع', 'Citronnade à la menthe', 1200],
];

export const SWEET_ADD_ONS: readonly AddOnDef[] = [
  ['Whipped Cream', 'كريمة مخفوقة', 'Chantilly', 300],
  ['Chocolate Sauce', 'صلصة الشوكولاتة', 'Sauce chocolat', 300],
  ['Vanilla Ice Cream Scoop', 'كرة آيس كريم فانيليا', 'Boule de glace vanille', 900],
  ['Butter Croissant', 'كرواسون بالزبدة', 'Croissant au beurre', 900],
  ['Chocolate Chip Cookie', 'كوكيز بالشوكولاتة', 'Cookie aux pépites de chocolat', 800],
  ['Mineral Water', 'مياه معدنية', 'Eau minérale', 200],
  ['Fresh Orange Juice', 'عصير برتقال طازج', 'Jus d\'orange frais', 1500],
  ['Extra Honey', 'عسل إضافي', 'Supplément miel', 300],
];
