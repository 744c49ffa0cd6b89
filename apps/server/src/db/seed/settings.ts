import { PAGE_KEYS } from '@storefront/contract';
import type { NewRow } from '../database.js';
import { CONFIG } from './data/config.js';
import { landingPage } from './data/landing.js';
import { PAGES } from './data/pages.js';
import { PAGE_TRANSLATIONS } from './data/pages.translated.js';
import type { ImageSet } from './images.js';
import { promotionEmoji } from './pictures.js';
import type { ZoneInfo } from './places.js';

export function settingsRows(zones: readonly ZoneInfo[], images: ImageSet): NewRow<'settings'>[] {
  const landing = landingPage(zones);
  // What the app delivers: a meal, groceries, medicine and a phone around the shopping bags.
  images.add(landing.header_banner_full_url, { style: 'scene', emoji: ['shopping_bags', 'burger', 'red_apple', 'pill', 'mobile_phone'], palette: 'brand' }, 'header');
  images.add(landing.fixed_promotional_banner_full_url, { style: 'scene', emoji: ['mobile_arrow', 'scooter', 'star'], palette: 'brand', variant: 'app' }, 'backdrop');
  const modules = ['parcel', 'pharmacy', 'grocery'] as const;
  landing.promotion_banners.forEach((b, i) => {
    const module = modules[i % modules.length] ?? 'grocery';
    images.add(b.image_full_url, { style: 'scene', emoji: promotionEmoji(b.title, module), palette: `module:${module}`, variant: b.title }, 'backdrop');
  });
  const values: Record<string, unknown> = {
    ...CONFIG,
    logo: images.add('business/logo.svg', { style: 'tile', emoji: ['shopping_bags'], palette: 'brand' }),
    fav_icon: images.add('business/favicon.svg', { style: 'tile', emoji: ['shopping_bags'], palette: 'brand' }, 'icon'),
    react_landing_page: landing,
    // The business's own words in the other languages, as translatable rows keep theirs.
    translations: { ar: { additional_charge_name: 'رسوم الخدمة' }, fr: { additional_charge_name: 'Frais de service' } },
  };
  for (const key of PAGE_KEYS) values[`page_${key}`] = { ...PAGES[key], ...(PAGE_TRANSLATIONS[key] ? { translations: PAGE_TRANSLATIONS[key] } : {}) };
  return Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
}
