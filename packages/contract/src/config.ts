import { Type, type Static } from 'typebox';
import { Flag } from './common.js';

export const LatLng = Type.Object({ lat: Type.Number(), lng: Type.Number() });

export const SocialMedia = Type.Object({ id: Type.Integer(), name: Type.String(), link: Type.String(), status: Flag });

export const LanguageOption = Type.Object({
  key: Type.String(),
  value: Type.String(),
  direction: Type.Union([Type.Literal('ltr'), Type.Literal('rtl')]),
});

export const AppDownloadLinks = Type.Object({
  app_url_android_status: Flag,
  app_url_android: Type.String(),
  app_url_ios_status: Flag,
  app_url_ios: Type.String(),
  web_app_url_status: Flag,
  web_app_url: Type.String(),
});

/**
 * Where the pictures named by file name are found: a client shows `base_urls.<kind> + '/' + name`. Every public kind is
 * the storage root and every name carries its folders (`item/x.webp`), so any base gives the right picture; private
 * pictures (reviews, refunds, chat, order attachments) are under the signed-file route and their names carry the signature.
 */
export const BaseUrls = Type.Object({
  item_image_url: Type.String(),
  store_image_url: Type.String(),
  /** The store's picture by the name the chat of the public client uses for a store. */
  restaurant_image_url: Type.String(),
  vendor_image_url: Type.String(),
  store_cover_photo_url: Type.String(),
  category_image_url: Type.String(),
  brand_image_url: Type.String(),
  banner_image_url: Type.String(),
  campaign_image_url: Type.String(),
  module_image_url: Type.String(),
  parcel_category_image_url: Type.String(),
  delivery_man_image_url: Type.String(),
  customer_image_url: Type.String(),
  business_logo_url: Type.String(),
  notification_image_url: Type.String(),
  promotional_banner_url: Type.String(),
  react_landing_page_images: Type.String(),
  react_landing_page_feature_images: Type.String(),
  gateway_image_url: Type.String(),
  chat_image_url: Type.String(),
  review_image_url: Type.String(),
  refund_image_url: Type.String(),
  order_attachment_url: Type.String(),
});
export type BaseUrls = Static<typeof BaseUrls>;

/** A digital payment gateway the customer may choose; `gateway` is what the payment calls name it by. */
export const PaymentGatewayOption = Type.Object({
  gateway: Type.String(),
  gateway_title: Type.String(),
  /** A file name under base_urls.gateway_image_url. */
  gateway_image: Type.String(),
});
export type PaymentGatewayOption = Static<typeof PaymentGatewayOption>;

/** Whether digital payment is offered at all, and that it goes through the server's own gateway (no plugin gateways). */
export const DigitalPaymentInfo = Type.Object({
  digital_payment: Type.Boolean(),
  plugin_payment_gateways: Type.Boolean(),
  default_payment_gateways: Type.Boolean(),
});

/** GET /config: business identity, switches for every optional feature, and what checkout and the header need. */
export const Config = Type.Object(
  {
    business_name: Type.String(),
    logo_full_url: Type.String(),
    fav_icon_full_url: Type.String(),
    /** The logo's and the icon's file names under base_urls.business_logo_url. */
    logo: Type.String(),
    fav_icon: Type.String(),
    address: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    country: Type.String(),
    time_zone: Type.String(),
    default_location: LatLng,
    currency_code: Type.String(),
    currency_symbol: Type.String(),
    currency_symbol_direction: Type.Union([Type.Literal('left'), Type.Literal('right')]),
    digit_after_decimal_point: Type.Integer(),
    cash_on_delivery: Type.Boolean(),
    digital_payment: Type.Boolean(),
    digital_payment_info: DigitalPaymentInfo,
    /** The gateways a customer may pay through; empty when digital payment is off or the gateway takes no real payment. */
    active_payment_method_list: Type.Array(PaymentGatewayOption),
    /** 0: prices exclude tax, which the totals add on top (the only way this server prices). */
    tax_included: Flag,
    /** How times are shown: '12' (2:30 pm) or '24' (14:30). */
    timeformat: Type.Union([Type.Literal('12'), Type.Literal('24')]),
    /** Whether the courier must take a code from the customer to deliver: not a step of this server, so false. */
    order_delivery_verification: Type.Boolean(),
    offline_payment_status: Flag,
    partial_payment_status: Flag,
    partial_payment_method: Type.String(),
    home_delivery_status: Flag,
    takeaway_status: Flag,
    schedule_order: Type.Boolean(),
    schedule_order_slot_duration: Type.Integer(),
    guest_checkout_status: Flag,
    free_delivery_over: Type.Union([Type.Number(), Type.Null()]),
    free_delivery_over_status: Flag,
    customer_wallet_status: Flag,
    loyalty_point_status: Flag,
    ref_earning_status: Flag,
    /** Customers may add money to their wallet through a payment gateway. */
    add_fund_status: Flag,
    /** How many loyalty points are worth one unit of money. */
    loyalty_point_exchange_rate: Type.Number(),
    /** The fewest points a customer may convert to wallet money at once. */
    loyalty_point_minimum_point: Type.Integer(),
    /** Percent of a delivered order's amount earned back as points (converted at the exchange rate). */
    loyalty_point_item_purchase_point: Type.Number(),
    /** What the referrer earns into the wallet when the new customer's first order is delivered (major units). */
    ref_earning_exchange_rate: Type.Number(),
    /** The discount a customer who signed up with a referral code gets on the first order, for validity days. */
    new_customer_discount_status: Flag,
    new_customer_discount_amount: Type.Number(),
    new_customer_discount_amount_type: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
    new_customer_discount_validity_days: Type.Integer(),
    refund_active_status: Type.Boolean(),
    dm_tips_status: Flag,
    prescription_order_status: Flag,
    toggle_veg_non_veg: Type.Boolean(),
    additional_charge_status: Flag,
    additional_charge_name: Type.String(),
    additional_charge: Type.Number(),
    /** Percent of a line's price added as tax where its item has no tax of its own. */
    default_tax: Type.Number(),
    /** Parcels priced by distance where their category has no rates of its own, major units. */
    parcel_per_km_shipping_charge: Type.Number(),
    parcel_minimum_shipping_charge: Type.Number(),
    refund_policy: Flag,
    cancelation_policy: Flag,
    shipping_policy: Flag,
    /** On: the storefront is closed for maintenance and shows maintenance_message (in the visitor's language). */
    maintenance_mode: Type.Boolean(),
    maintenance_message: Type.String(),
    footer_text: Type.String(),
    cookies_text: Type.String(),
    social_media: Type.Array(SocialMedia),
    /**
     * Sign-in providers. Google's status is true only when the business wants it and the server has an
     * OAuth client id (GOOGLE_CLIENT_ID); client_id is what Google Identity Services needs in the browser.
     */
    social_login: Type.Array(Type.Object({ login_medium: Type.String(), status: Type.Boolean(), client_id: Type.Optional(Type.String()) })),
    /** On: a new account (or an unverified one signing in) must confirm its phone with a texted code before it gets a token. */
    customer_verification: Type.Boolean(),
    language: Type.Array(LanguageOption),
    landing_page_links: AppDownloadLinks,
    store_registration_url: Type.String(),
    delivery_man_registration_url: Type.String(),
    map_tile_url: Type.String(),
    map_attribution: Type.String(),
    base_urls: BaseUrls,
  },
  
);
export type Config = Static<typeof Config>;
/** The fields of GET /config the server works out (pictures, payment gateways, fixed facts of its pricing) rather than stores. */
export type DerivedConfigField = 'logo_full_url' | 'fav_icon_full_url' | 'logo' | 'fav_icon' | 'base_urls'
  | 'digital_payment_info' | 'active_payment_method_list' | 'tax_included';

export const DownloadUserAppLinks = Type.Object({
  playstore_url_status: Flag,
  playstore_url: Type.String(),
  apple_store_url_status: Flag,
  apple_store_url: Type.String(),
});

/** GET /react-landing-page */
export const LandingPage = Type.Object(
  {
    fixed_header_title: Type.String(),
    fixed_header_sub_title: Type.String(),
    fixed_module_title: Type.String(),
    fixed_module_sub_title: Type.String(),
    fixed_referal_title: Type.String(),
    fixed_referal_sub_title: Type.String(),
    fixed_newsletter_title: Type.String(),
    fixed_newsletter_sub_title: Type.String(),
    fixed_footer_description: Type.String(),
    fixed_promotional_banner: Type.String(), fixed_promotional_banner_full_url: Type.String(),
    header_banner: Type.String(), header_banner_full_url: Type.String(),
    download_user_app_title: Type.String(),
    download_user_app_sub_title: Type.String(),
    download_user_app_links: DownloadUserAppLinks,
    promotion_banners: Type.Array(
      Type.Object({ title: Type.String(), sub_title: Type.String(), image: Type.String(), image_full_url: Type.String() }),
    ),
    available_zone_status: Flag,
    available_zone_title: Type.String(),
    available_zone_list: Type.Array(Type.Object({ id: Type.Integer(), display_name: Type.String() })),
  },
  
);
export type LandingPage = Static<typeof LandingPage>;
/** The landing page as kept in the settings: the pictures' names are worked out from their paths. */
export type StoredLandingPage = Omit<LandingPage, 'fixed_promotional_banner' | 'header_banner' | 'promotion_banners'> & {
  promotion_banners: Omit<LandingPage['promotion_banners'][number], 'image'>[];
};

export const PAGE_KEYS = [
  'about-us',
  'terms-and-conditions',
  'privacy-policy',
  'refund-policy',
  'cancellation-policy',
  'shipping-policy',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export const PageParams = Type.Object({
  key: Type.Union([
    Type.Literal('about-us'),
    Type.Literal('terms-and-conditions'),
    Type.Literal('privacy-policy'),
    Type.Literal('refund-policy'),
    Type.Literal('cancellation-policy'),
    Type.Literal('shipping-policy'),
  ]),
});
export const PageContent = Type.Object({ key: Type.String(), title: Type.String(), content: Type.String() });
export type PageContent = Static<typeof PageContent>;
