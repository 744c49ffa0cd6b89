import type { Config, DerivedConfigField } from '@storefront/contract';

/** Everything in GET /config that is stored; the server derives the image URLs and base_urls. */
export type StoredConfig = Omit<Config, DerivedConfigField>;

export const CONFIG: StoredConfig = {
  business_name: 'Souqly',
  address: 'Office 1204, Boulevard Plaza Tower 1, Sheikh Mohammed bin Rashid Blvd, Downtown Dubai, UAE',
  phone: '+97145550123',
  email: 'hello@souqly.example.com',
  country: 'AE',
  time_zone: 'Asia/Dubai',
  default_location: { lat: 25.1972, lng: 55.2744 },
  currency_code: 'AED',
  currency_symbol: 'AED',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
  cash_on_delivery: true,
  digital_payment: true,
  offline_payment_status: 1,
  partial_payment_status: 1,
  partial_payment_method: 'both',
  home_delivery_status: 1,
  takeaway_status: 1,
  schedule_order: true,
  schedule_order_slot_duration: 30,
  timeformat: '12',
  // The demo verifies deliveries: the customer's tracking shows the code its courier asks for.
  order_delivery_verification: true,
  guest_checkout_status: 1,
  free_delivery_over: 10000, // minor units: AED 100
  free_delivery_over_status: 1,
  customer_wallet_status: 1,
  loyalty_point_status: 1,
  ref_earning_status: 1,
  add_fund_status: 1,
  loyalty_point_exchange_rate: 10, // 10 points are worth AED 1
  loyalty_point_minimum_point: 100,
  loyalty_point_item_purchase_point: 5, // 5% of a delivered order back as points
  ref_earning_exchange_rate: 1000, // minor units: AED 10 to the referrer
  new_customer_discount_status: 1,
  new_customer_discount_amount: 10, // percent off the first order
  new_customer_discount_amount_type: 'percent',
  new_customer_discount_validity_days: 30,
  refund_active_status: true,
  dm_tips_status: 1,
  prescription_order_status: 1,
  toggle_veg_non_veg: true,
  additional_charge_status: 1,
  additional_charge_name: 'Service fee',
  additional_charge: 200, // minor units: AED 2
  default_tax: 0,
  parcel_per_km_shipping_charge: 250, // minor units: AED 2.50 a km, for parcel categories without rates of their own
  parcel_minimum_shipping_charge: 1000, // minor units: AED 10
  refund_policy: 1,
  cancelation_policy: 1,
  shipping_policy: 0,
  maintenance_mode: false,
  maintenance_message: 'Souqly is getting an update. We will be back in a few minutes.',
  footer_text: '© 2026 Souqly. Food, groceries, medicines and more, delivered across Dubai and Sharjah.',
  cookies_text:
    'We use cookies to keep you signed in, remember your cart and location, and understand how the site is used. You can accept or decline non-essential cookies.',
  social_media: [
    { id: 1, name: 'facebook', link: 'https://www.facebook.com/souqly.example', status: 1 },
    { id: 2, name: 'instagram', link: 'https://www.instagram.com/souqly.example', status: 1 },
    { id: 3, name: 'x', link: 'https://x.com/souqly_example', status: 1 },
    { id: 4, name: 'linkedin', link: 'https://www.linkedin.com/company/souqly-example', status: 1 },
    { id: 5, name: 'youtube', link: 'https://www.youtube.com/@souqly-example', status: 1 },
  ],
  social_login: [{ login_medium: 'google', status: true }],
  customer_verification: true,
  language: [
    { key: 'en', value: 'English', direction: 'ltr' },
    { key: 'ar', value: 'العربية', direction: 'rtl' },
    { key: 'fr', value: 'Français', direction: 'ltr' },
  ],
  landing_page_links: {
    app_url_android_status: 1,
    app_url_android: 'https://play.google.com/store/apps/details?id=com.example.souqly',
    app_url_ios_status: 1,
    app_url_ios: 'https://apps.apple.com/app/souqly/id0000000000',
    web_app_url_status: 0,
    web_app_url: 'https://souqly.example.com',
  },
  store_registration_url: '/store-registration',
  delivery_man_registration_url: 'https://partners.example.com/souqly/rider-registration',
  // OpenStreetMap's standard tiles: fine for a demo, but their usage policy asks production to use its own provider.
  map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  map_attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};
