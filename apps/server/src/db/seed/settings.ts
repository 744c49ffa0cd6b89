import { PAGE_KEYS } from '@storefront/contract';
import type { NewRow } from '../database.js';
import { CONFIG } from './data/config.js';
import { landingPage } from './data/landing.js';
import { PAGES } from './data/pages.js';
import type { ImageSet } from './images.js';
import type { ZoneInfo } from './places.js';

export function settingsRows(zones: readonly ZoneInfo[], images: ImageSet): NewRow<'settings'>[] {
  const landing = landingPage(zones);
  images.add(landing.header_banner_full_url, 'Souqly', 'city', 'header', landing.fixed_header_title);
  images.add(landing.fixed_promotional_banner_full_url, landing.download_user_app_title, 'parcel', 'backdrop');
  const motifs = ['parcel', 'pharmacy', 'grocery'] as const;
  landing.promotion_banners.forEach((b, i) => images.add(b.image_full_url, b.title, motifs[i % motifs.length] ?? 'grocery', 'backdrop'));
  const values: Record<string, unknown> = {
    ...CONFIG,
    logo: images.add('business/logo.svg', CONFIG.business_name, 'initials'),
    fav_icon: images.add('business/favicon.svg', CONFIG.business_name, 'initials', 'icon'),
    react_landing_page: landing,
  };
  for (const key of PAGE_KEYS) values[`page_${key}`] = PAGES[key];
  return Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
}
