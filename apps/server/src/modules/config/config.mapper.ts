import { PLACEHOLDER_IMAGE_PATH, type Config, type LandingPage, type Language } from '@storefront/contract';
import { translated } from '../../lib/i18n.js';
import { toMajor } from '../../lib/money.js';
import { CONFIG_DEFAULTS, LANDING_DEFAULTS } from './config.defaults.js';

/** Turns a relative storage path into an absolute URL; absolute URLs and empty values pass through. */
export function storageUrl(publicUrl: string, relative: string | null | undefined): string {
  if (!relative) return `${publicUrl}${PLACEHOLDER_IMAGE_PATH}`;
  if (/^https?:\/\//.test(relative)) return relative;
  return `${publicUrl}/storage/${relative.replace(/^\/+/, '')}`;
}

/** What the server itself knows that a stored setting alone cannot say. */
export interface ServerFacts {
  /** The first GOOGLE_CLIENT_ID: Google sign-in works only with one. */
  googleClientId: string | undefined;
}

/** Google is offered only when the business wants it and the server can check Google's tokens. */
function socialLogin(stored: Config['social_login'], { googleClientId }: ServerFacts): Config['social_login'] {
  return stored.map(({ login_medium, status }) => {
    if (login_medium !== 'google') return { login_medium, status };
    return status && googleClientId ? { login_medium, status: true, client_id: googleClientId } : { login_medium, status: false };
  });
}

export function toConfig(settings: Map<string, unknown>, publicUrl: string, facts: ServerFacts, lang: Language = 'en'): Config {
  const stored = Object.fromEntries(
    Object.entries(CONFIG_DEFAULTS).map(([key, fallback]) => [key, settings.get(key) ?? fallback]),
  ) as typeof CONFIG_DEFAULTS;
  const storage = `${publicUrl}/storage`;
  return {
    ...stored,
    // Amounts are kept in minor units like every other sum of money.
    free_delivery_over: stored.free_delivery_over === null ? null : toMajor(stored.free_delivery_over),
    additional_charge: toMajor(stored.additional_charge),
    additional_charge_name: translated(JSON.stringify(settings.get('translations') ?? {}), lang, 'additional_charge_name', stored.additional_charge_name),
    parcel_per_km_shipping_charge: toMajor(stored.parcel_per_km_shipping_charge),
    parcel_minimum_shipping_charge: toMajor(stored.parcel_minimum_shipping_charge),
    ref_earning_exchange_rate: toMajor(stored.ref_earning_exchange_rate),
    new_customer_discount_amount: stored.new_customer_discount_amount_type === 'amount' ? toMajor(stored.new_customer_discount_amount) : stored.new_customer_discount_amount,
    social_login: socialLogin(stored.social_login, facts),
    logo_full_url: storageUrl(publicUrl, settings.get('logo') as string | undefined),
    fav_icon_full_url: storageUrl(publicUrl, settings.get('fav_icon') as string | undefined),
    base_urls: {
      item_image_url: `${storage}/item`,
      store_image_url: `${storage}/store`,
      store_cover_photo_url: `${storage}/store/cover`,
      category_image_url: `${storage}/category`,
      brand_image_url: `${storage}/brand`,
      module_image_url: `${storage}/module`,
      customer_image_url: `${storage}/profile`,
      business_logo_url: `${storage}/business`,
    },
  };
}

export function toLandingPage(stored: Partial<LandingPage> | undefined, publicUrl: string): LandingPage {
  const page = { ...LANDING_DEFAULTS, ...stored };
  return {
    ...page,
    fixed_promotional_banner_full_url: storageUrl(publicUrl, page.fixed_promotional_banner_full_url),
    header_banner_full_url: storageUrl(publicUrl, page.header_banner_full_url),
    promotion_banners: page.promotion_banners.map((b) => ({ ...b, image_full_url: storageUrl(publicUrl, b.image_full_url) })),
  };
}
