import type { CatalogModule } from './types.js';

/** Generated stores belong to made-up chains: "<prefix> <noun>", one logo per chain. */
export const CHAIN_PREFIXES = [
  'Golden', 'Royal', 'Urban', 'Al Noor', 'Oasis', 'Desert Rose', 'Blue Lagoon', 'Palm',
  'Falcon', 'Pearl', 'Crescent', 'Sahara', 'Al Waha', 'Jasmine', 'Cedar', 'Saffron',
] as const;

/** Nouns by module, and by the first root category where the module's stores specialise. */
export const CHAIN_NOUNS: Record<CatalogModule, Record<string, readonly string[]>> = {
  food: {
    Pizza: ['Pizzeria', 'Pizza Co.'],
    Burgers: ['Burger Joint', 'Burger Co.'],
    'Shawarma & Wraps': ['Shawarma', 'Grill House'],
    Biryani: ['Biryani House', 'Curry Kitchen'],
    Sushi: ['Sushi Bar', 'Bento'],
    Desserts: ['Sweets', 'Dessert Lab'],
    'Coffee & Tea': ['Café', 'Coffee Roasters'],
    Salads: ['Salad Bar', 'Greens'],
    Breakfast: ['Breakfast Club', 'Bakehouse'],
  },
  grocery: { '*': ['Supermarket', 'Mini Mart', 'Fresh Market', 'Grocers', 'Hypermarket'] },
  pharmacy: { '*': ['Pharmacy', 'Chemists', 'Medical Pharmacy'] },
  ecommerce: {
    Electronics: ['Electronics', 'Tech'],
    Fashion: ['Fashion', 'Boutique'],
    'Home & Kitchen': ['Home Store', 'Living'],
    Sports: ['Sports', 'Outdoors'],
    Toys: ['Toy Store', 'Kids'],
    Books: ['Bookshop', 'Books & Co.'],
  },
};
