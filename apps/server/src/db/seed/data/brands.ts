import type { CatalogModule } from './types.js';

/** Brands per module, in insertion order; item kinds refer to them by name. */
export const BRANDS: Record<Exclude<CatalogModule, 'food'>, readonly string[]> = {
  grocery: [
    'Almarai', 'Al Rawabi', 'Al Ain', 'Puck', 'Al Jazira', 'Modern Bakery', 'Masafi', 'Coca-Cola', 'Lipton', 'Nescafé',
    'Nivea', 'Dove', 'Lay\'s', 'Galaxy', 'Tiffany', 'Fairy', 'Dettol', 'Ariel', 'Fine',
  ],
  pharmacy: ['GSK', 'Bayer', 'Pfizer', 'Reckitt', 'Johnson\'s', 'Pampers', 'Abbott', 'Cetaphil', 'Centrum', 'Always'],
  ecommerce: ['Samsung', 'Apple', 'Sony', 'Xiaomi', 'Anker', 'Nike', 'Adidas', 'Levi\'s', 'Philips', 'Tefal', 'LEGO', 'Penguin'],
};

/** [en, ar, fr] */
export const COMMON_CONDITIONS: readonly (readonly [string, string, string])[] = [
  ['Fever', 'الحمى', 'Fièvre'],
  ['Cold & Flu', 'البرد والإنفلونزا', 'Rhume et grippe'],
  ['Headache', 'الصداع', 'Maux de tête'],
  ['Pain Relief', 'تسكين الألم', 'Soulagement de la douleur'],
  ['Allergy', 'الحساسية', 'Allergie'],
  ['Cough', 'السعال', 'Toux'],
  ['Acidity', 'الحموضة', 'Acidité'],
  ['Stomach Upset', 'اضطراب المعدة', 'Troubles digestifs'],
  ['Diabetes', 'السكري', 'Diabète'],
  ['Heart Health', 'صحة القلب', 'Santé cardiaque'],
  ['Infections', 'الالتهابات', 'Infections'],
  ['Asthma', 'الربو', 'Asthme'],
  ['Skin Care', 'العناية بالبشرة', 'Soins de la peau'],
  ['Immunity', 'المناعة', 'Immunité'],
  ['Baby Care', 'العناية بالطفل', 'Soins bébé'],
];
