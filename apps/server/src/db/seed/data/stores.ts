import type { CatalogModule } from './types.js';

export type StoreFlag =
  | 'featured' | 'free-delivery' | 'halal' | 'schedule' | 'discount' | 'self-delivery'
  /** status 0: not approved, hidden everywhere. */
  | 'inactive'
  /** active 0: closed by its owner whatever the schedule says. */
  | 'paused'
  /** Today's schedule ends 45 minutes after the seed's `now`. */
  | 'closing-soon';

export interface StoreDef {
  name: string;
  module: CatalogModule;
  area: string;
  building: string;
  /** Root categories sold; all of the module's when absent. */
  roots?: readonly string[];
  /** Non-food stores: how many products to stock. Food stores list every dish of their roots. */
  items?: number;
  /** [opening, closing]; a closing time before the opening one runs past midnight. */
  hours?: readonly [string, string];
  closedDay?: number;
  flags?: readonly StoreFlag[];
  announcement?: string;
}

const FRIDAY = 5;
const MONDAY = 1;
const SUNDAY = 0;

export const STORES: readonly StoreDef[] = [
  { name: 'Al Mallah Shawarma', module: 'food', area: 'Satwa', building: 'Shop 3, Al Mallah Building', roots: ['Shawarma & Wraps', 'Salads'], flags: ['featured', 'halal'] },
  { name: 'Pizza Corner', module: 'food', area: 'Business Bay', building: 'Shop 12, Bay Square Building 5', roots: ['Pizza', 'Desserts'], flags: ['featured', 'discount'] },
  { name: 'Burger Barn', module: 'food', area: 'Dubai Marina', building: 'Unit 4, Marina Promenade', roots: ['Burgers', 'Desserts'], flags: ['halal', 'free-delivery'] },
  { name: 'Biryani House', module: 'food', area: 'Al Karama', building: 'Shop 7, Karama Centre', roots: ['Biryani'], flags: ['halal', 'schedule'] },
  { name: 'Sushi Sensei', module: 'food', area: 'Jumeirah Lakes Towers', building: 'Ground Floor, Lake Terrace Tower', roots: ['Sushi', 'Salads'], flags: ['featured', 'schedule'] },
  { name: 'Sweet Tooth Desserts', module: 'food', area: 'Downtown Dubai', building: 'Souk Al Bahar, Level 1', roots: ['Desserts', 'Coffee & Tea'] },
  { name: 'Sunrise Breakfast Café', module: 'food', area: 'Jumeirah', building: 'Villa 21, Jumeirah Beach Road', roots: ['Breakfast', 'Coffee & Tea'], hours: ['06:00', '11:00'] },
  { name: 'Midnight Grill', module: 'food', area: 'Deira', building: 'Shop 2, Al Rigga Plaza', roots: ['Burgers', 'Shawarma & Wraps'], hours: ['18:00', '02:00'], flags: ['halal'] },
  { name: 'Green Bowl', module: 'food', area: 'Downtown Dubai', building: 'The Boulevard, Podium Level', roots: ['Salads', 'Breakfast', 'Coffee & Tea'], flags: ['free-delivery', 'schedule'] },
  { name: 'Karak & Co.', module: 'food', area: 'Al Majaz, Sharjah', building: 'Shop 9, Majaz Waterfront', roots: ['Coffee & Tea', 'Breakfast'] },
  { name: 'Napoli Pizzeria', module: 'food', area: 'Al Barsha', building: 'Shop 5, Al Barsha Mall Road', roots: ['Pizza', 'Salads'], flags: ['schedule', 'self-delivery'] },
  { name: 'Zaatar House', module: 'food', area: 'Al Nahda, Sharjah', building: 'Shop 1, Al Nahda Tower', roots: ['Shawarma & Wraps', 'Breakfast'], flags: ['halal'] },
  { name: 'Spice Route Kitchen', module: 'food', area: 'Bur Dubai', building: 'Shop 14, Meena Bazaar', roots: ['Biryani', 'Salads'], closedDay: FRIDAY, flags: ['halal'] },
  { name: 'Tokyo Bento', module: 'food', area: 'Business Bay', building: 'Shop 3, Executive Towers', roots: ['Sushi'], flags: ['paused'], announcement: 'We are closed for renovation and will be back soon.' },
  { name: 'Smash Bros Burgers', module: 'food', area: 'Jumeirah Village Circle', building: 'Shop 6, Circle Mall', roots: ['Burgers'], closedDay: MONDAY, flags: ['halal'] },
  { name: 'Bait Al Kunafa', module: 'food', area: 'Deira', building: 'Shop 11, Gold Souk Extension', roots: ['Desserts'] },
  { name: 'Java Lounge', module: 'food', area: 'Downtown Dubai', building: 'Burj Views Podium, Shop 2', roots: ['Coffee & Tea', 'Desserts'], flags: ['closing-soon'] },
  { name: 'Levant Kitchen', module: 'food', area: 'Mirdif', building: 'Shop 8, Uptown Mirdif', roots: ['Shawarma & Wraps', 'Salads', 'Desserts'], flags: ['featured', 'halal', 'discount'] },

  { name: 'Fresh Basket Market', module: 'grocery', area: 'Downtown Dubai', building: 'South Ridge, Tower 4', items: 80, flags: ['featured', 'free-delivery', 'schedule'] },
  { name: 'Madina Fresh Hypermarket', module: 'grocery', area: 'Deira', building: 'Al Muraqqabat Building', items: 90, hours: ['00:00', '23:59'] },
  { name: 'Organic Oasis', module: 'grocery', area: 'Jumeirah', building: 'Mercato Mall, Ground Floor', roots: ['Fruits & Vegetables', 'Dairy & Eggs', 'Bakery', 'Snacks'], items: 50, flags: ['featured'] },
  { name: 'Marina Mini Mart', module: 'grocery', area: 'Dubai Marina', building: 'Marina Heights, Shop 1', items: 45, hours: ['00:00', '23:59'] },
  { name: 'Daily Needs Supermarket', module: 'grocery', area: 'Al Karama', building: 'Sheikh Hamdan Colony, Shop 4', items: 55 },
  { name: 'Green Valley Grocers', module: 'grocery', area: 'Al Barsha', building: 'Al Barsha 1, Shop 18', roots: ['Fruits & Vegetables', 'Dairy & Eggs', 'Bakery', 'Drinks and Milks'], items: 45, closedDay: SUNDAY },
  { name: 'Baqala Express', module: 'grocery', area: 'Business Bay', building: 'Churchill Tower, Shop 2', roots: ['Drinks and Milks', 'Snacks', 'Household', 'Dairy & Eggs'], items: 40, flags: ['schedule'] },
  { name: 'Al Qasba Supermarket', module: 'grocery', area: 'Al Qasba, Sharjah', building: 'Al Qasba Canal Building', items: 55 },
  { name: 'Silicon Oasis Fresh Mart', module: 'grocery', area: 'Dubai Silicon Oasis', building: 'Silicon Gates 3, Shop 5', items: 50 },
  { name: 'Mirdif Family Market', module: 'grocery', area: 'Mirdif', building: 'Mirdif Mall, Ground Floor', items: 55, flags: ['discount'] },
  { name: 'The Organic Pantry', module: 'grocery', area: 'Dubai Hills', building: 'Dubai Hills Mall, Level 1', roots: ['Fruits & Vegetables', 'Dairy & Eggs', 'Bakery', 'Beauty'], items: 45, flags: ['featured'] },
  { name: 'Corner Baqala 24', module: 'grocery', area: 'Jumeirah Lakes Towers', building: 'Cluster X, Jumeirah Bay Tower', roots: ['Drinks and Milks', 'Snacks', 'Household', 'Dairy & Eggs'], items: 40, hours: ['00:00', '23:59'] },
  { name: 'Old Souk Grocery', module: 'grocery', area: 'Bur Dubai', building: 'Al Fahidi Souk, Shop 31', items: 35, flags: ['inactive'] },

  { name: 'Life Pharmacy JLT', module: 'pharmacy', area: 'Jumeirah Lakes Towers', building: 'Cluster D, Indigo Tower', items: 55, hours: ['00:00', '23:59'], flags: ['featured'] },
  { name: 'Wellness Pharmacy Downtown', module: 'pharmacy', area: 'Downtown Dubai', building: 'Boulevard Plaza, Tower 1', items: 55, flags: ['featured', 'free-delivery'] },
  { name: 'Care Plus Pharmacy', module: 'pharmacy', area: 'Al Karama', building: 'Karama Centre, Shop 22', items: 50 },
  { name: 'Al Nahda Pharmacy', module: 'pharmacy', area: 'Al Nahda, Sharjah', building: 'Al Nahda Tower, Shop 3', items: 50 },
  { name: 'MedCity Pharmacy', module: 'pharmacy', area: 'Al Barsha', building: 'Al Barsha Heights, Shop 8', items: 50, hours: ['09:00', '22:00'] },
  { name: 'Health First Pharmacy', module: 'pharmacy', area: 'Dubai Marina', building: 'Marina Plaza, Shop 6', items: 50, flags: ['schedule'] },
  { name: 'Mirdif Family Pharmacy', module: 'pharmacy', area: 'Mirdif', building: 'Shorooq Community Mall', items: 45 },
  { name: 'Night & Day Pharmacy', module: 'pharmacy', area: 'Deira', building: 'Al Ghurair Centre, Gate 3', items: 55, hours: ['00:00', '23:59'] },
  { name: 'Green Cross Pharmacy', module: 'pharmacy', area: 'Jumeirah Village Circle', building: 'Belgravia Square, Shop 2', items: 45 },

  { name: 'Gadget Hub', module: 'ecommerce', area: 'Downtown Dubai', building: 'Dubai Mall, Level 2', roots: ['Electronics'], items: 30, flags: ['featured', 'free-delivery'] },
  { name: 'Tech Souq', module: 'ecommerce', area: 'Deira', building: 'Al Ghurair Centre, Level 1', roots: ['Electronics'], items: 30 },
  { name: 'Urban Threads', module: 'ecommerce', area: 'Dubai Marina', building: 'Marina Mall, Level 1', roots: ['Fashion'], items: 20 },
  { name: 'Home Nest', module: 'ecommerce', area: 'Al Quoz', building: 'Alserkal Avenue, Warehouse 12', roots: ['Home & Kitchen'], items: 20 },
  { name: 'Sport Zone', module: 'ecommerce', area: 'Dubai Hills', building: 'Dubai Hills Mall, Level 2', roots: ['Sports', 'Fashion'], items: 30 },
  { name: 'Toy Planet', module: 'ecommerce', area: 'Mirdif', building: 'City Centre Mirdif, Level 1', roots: ['Toys'], items: 20 },
  { name: 'Page Turner Books', module: 'ecommerce', area: 'Jumeirah', building: 'Jumeirah Plaza, Shop 4', roots: ['Books'], items: 20, closedDay: FRIDAY },
  { name: 'Style Avenue', module: 'ecommerce', area: 'Downtown Dubai', building: 'Dubai Mall, Fashion Avenue', roots: ['Fashion'], items: 20, flags: ['featured'] },
  { name: 'Kitchen Pro', module: 'ecommerce', area: 'Al Majaz, Sharjah', building: 'Sahara Centre, Level 1', roots: ['Home & Kitchen'], items: 20 },
  { name: 'Mobile Mart', module: 'ecommerce', area: 'Al Karama', building: 'Karama Shopping Complex, Shop 40', roots: ['Electronics'], items: 30, flags: ['schedule'] },
  { name: 'Little Stars Toys & Books', module: 'ecommerce', area: 'Jumeirah Village Circle', building: 'Circle Mall, Level 1', roots: ['Toys', 'Books'], items: 30 },
  { name: 'FitLife Sports', module: 'ecommerce', area: 'Al Barsha', building: 'Mall of the Emirates, Level 2', roots: ['Sports'], items: 20 },
];
