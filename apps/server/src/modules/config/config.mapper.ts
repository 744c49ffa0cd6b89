import { PAYMENT_CARD_IMAGE_PATH, type BaseUrls, type Config, type LandingPage, type Language, type StoredLandingPage } from '@storefront/contract';
import { translated } from '../../lib/i18n.js';
import { pictureName, privateBase, publicBase, storageName, storageUrl } from '../../lib/images.js';
import { toMajor } from '../../lib/money.js';
import { CONFIG_DEFAULTS, LANDING_DEFAULTS } from './config.defaults.js';

/** Every kind of picture clients may ask a base for; see BaseUrls. */
export function baseUrls(publicUrl: string): BaseUrls {
  const open = publicBase(publicUrl);
  const signed = privateBase(publicUrl);
  return {
    item_image_url: open, store_image_url: open, restaurant_image_url: open, vendor_image_url: open, store_cover_photo_url: open,
    category_image_url: open, brand_image_url: open, banner_image_url: open, campaign_image_url: open, module_image_url: open,
    parcel_category_image_url: open, delivery_man_image_url: open, customer_image_url: open, business_logo_url: open,
    notification_image_url: open, promotional_banner_url: open, react_landing_page_images: open, react_landing_page_feature_images: open,
    gateway_image_url: open,
    chat_image_url: signed, review_image_url: signed, refund_image_url: signed, order_attachment_url: signed,
  };
}

/** What a payment gateway is shown as. */
const GATEWAY_TITLES: Record<string, string> = { stripe: 'Stripe', test: 'Test gateway' };

/**
 * The gateways a customer may choose: the server's one, when the business offers digital payment and the gateway
 * takes real payments (the test gateway does not in production), as checkout and add-fund decide alike.
 */
function activeGateways(digitalPayment: boolean, { paymentGateway }: ServerFacts): Config['active_payment_method_list'] {
  if (!digitalPayment || !paymentGateway?.usable) return [];
  const { name } = paymentGateway;
  return [{ gateway: name, gateway_title: GATEWAY_TITLES[name] ?? name, gateway_image: PAYMENT_CARD_IMAGE_PATH.replace(/^\/storage\//, '') }];
}

/** What the server itself knows that a stored setting alone cannot say. */
export interface ServerFacts {
  /** The first GOOGLE_CLIENT_ID: Google sign-in works only with one. */
  googleClientId: string | undefined;
  /** The payment gateway PAYMENT_GATEWAY names, and whether it takes real payments here. */
  paymentGateway: { name: string; usable: boolean } | undefined;
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
  const logo = storageUrl(publicUrl, settings.get('logo') as string | undefined);
  const favIcon = storageUrl(publicUrl, settings.get('fav_icon') as string | undefined);
  const gateways = activeGateways(stored.digital_payment, facts);
  const translations = JSON.stringify(settings.get('translations') ?? {});
  return {
    ...stored,
    address: translated(translations, lang, 'address', stored.address),
    // Amounts are kept in minor units like every other sum of money.
    free_delivery_over: stored.free_delivery_over === null ? null : toMajor(stored.free_delivery_over),
    additional_charge: toMajor(stored.additional_charge),
    additional_charge_name: translated(translations, lang, 'additional_charge_name', stored.additional_charge_name),
    maintenance_message: translated(translations, lang, 'maintenance_message', stored.maintenance_message),
    parcel_per_km_shipping_charge: toMajor(stored.parcel_per_km_shipping_charge),
    parcel_minimum_shipping_charge: toMajor(stored.parcel_minimum_shipping_charge),
    ref_earning_exchange_rate: toMajor(stored.ref_earning_exchange_rate),
    new_customer_discount_amount: stored.new_customer_discount_amount_type === 'amount' ? toMajor(stored.new_customer_discount_amount) : stored.new_customer_discount_amount,
    social_login: socialLogin(stored.social_login, facts),
    logo_full_url: logo,
    fav_icon_full_url: favIcon,
    logo: pictureName(publicUrl, logo),
    fav_icon: pictureName(publicUrl, favIcon),
    digital_payment_info: { digital_payment: gateways.length > 0, plugin_payment_gateways: false, default_payment_gateways: true },
    active_payment_method_list: gateways,
    tax_included: 0,
    timeformat: stored.timeformat === '24' ? '24' : '12',
    base_urls: baseUrls(publicUrl),
  };
}

export function toLandingPage(stored: Partial<StoredLandingPage> | undefined, publicUrl: string): LandingPage {
  const page = { ...LANDING_DEFAULTS, ...stored };
  const banner = storageUrl(publicUrl, page.fixed_promotional_banner_full_url);
  const header = storageUrl(publicUrl, page.header_banner_full_url);
  return {
    ...page,
    fixed_promotional_banner: pictureName(publicUrl, banner),
    fixed_promotional_banner_full_url: banner,
    header_banner: pictureName(publicUrl, header),
    header_banner_full_url: header,
    promotion_banners: page.promotion_banners.map((b) => ({ ...b, image: storageName(publicUrl, b.image_full_url), image_full_url: storageUrl(publicUrl, b.image_full_url) })),
  };
}
