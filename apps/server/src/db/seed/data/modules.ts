import type { ModuleType } from '@storefront/contract';

export interface ModuleDef {
  name: string;
  type: ModuleType;
  slug: string;
  ar: string;
  fr: string;
  description: string;
  /** Per-kilometre, minimum and maximum delivery charge in minor units, and the cash-on-delivery cap. */
  shipping: readonly [perKm: number, min: number, max: number | null, codMax: number];
}

export const MODULES: readonly ModuleDef[] = [
  { name: 'Food', type: 'food', slug: 'food', ar: 'طعام', fr: 'Restauration', description: 'Order from the best restaurants and cafés in town, delivered hot.', shipping: [150, 700, 3000, 50000] },
  { name: 'Grocery', type: 'grocery', slug: 'grocery', ar: 'بقالة', fr: 'Épicerie', description: 'Fresh produce, dairy and household essentials in under an hour.', shipping: [120, 900, 2500, 50000] },
  { name: 'Pharmacy', type: 'pharmacy', slug: 'pharmacy', ar: 'صيدلية', fr: 'Pharmacie', description: 'Medicines, vitamins and baby care from licensed pharmacies.', shipping: [100, 500, 2000, 50000] },
  { name: 'Shop', type: 'ecommerce', slug: 'shop', ar: 'متجر', fr: 'Boutique', description: 'Electronics, fashion, home and more from local shops.', shipping: [200, 1000, 4000, 50000] },
  { name: 'Parcel', type: 'parcel', slug: 'parcel', ar: 'طرود', fr: 'Colis', description: 'Send parcels anywhere in the city with a tracked courier.', shipping: [300, 1500, null, 20000] },
];
