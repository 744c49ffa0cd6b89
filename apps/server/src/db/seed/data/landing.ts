import type { StoredLandingPage } from '@storefront/contract';

/** Image fields hold storage paths relative to the storage root; the server prefixes them. */
export function landingPage(zones: readonly { id: number; name: string }[]): StoredLandingPage {
  return {
    fixed_header_title: 'Everything you need, delivered in minutes',
    fixed_header_sub_title: 'Meals from your favourite restaurants, fresh groceries, medicines and gadgets: one app for all of Dubai and Sharjah.',
    fixed_module_title: 'One app, five ways to get things done',
    fixed_module_sub_title: 'Order food, stock up on groceries, refill prescriptions, shop electronics and fashion, or send a parcel across town.',
    fixed_referal_title: 'Invite friends, earn AED 20',
    fixed_referal_sub_title: 'Share your referral code. When a friend places their first order, you both get wallet credit.',
    fixed_newsletter_title: 'Get the best deals first',
    fixed_newsletter_sub_title: 'Subscribe for weekly offers from stores near you. No spam, unsubscribe any time.',
    fixed_footer_description: 'Souqly connects you with hundreds of restaurants, supermarkets, pharmacies and shops across the UAE, with fast and reliable delivery.',
    fixed_promotional_banner_full_url: 'landing/promotional-banner.svg',
    header_banner_full_url: 'landing/header.svg',
    download_user_app_title: 'Download the Souqly app',
    download_user_app_sub_title: 'Track your rider live, reorder in one tap and unlock app-only offers.',
    download_user_app_links: {
      playstore_url_status: 1,
      playstore_url: 'https://play.google.com/store/apps/details?id=com.example.souqly',
      apple_store_url_status: 1,
      apple_store_url: 'https://apps.apple.com/app/souqly/id0000000000',
    },
    promotion_banners: [
      { title: 'Free delivery over AED 100', sub_title: 'On every order from participating stores', image_full_url: 'landing/promo-free-delivery.svg' },
      { title: 'Pharmacy in 30 minutes', sub_title: 'Upload your prescription and we do the rest', image_full_url: 'landing/promo-pharmacy.svg' },
      { title: 'Fresh groceries daily', sub_title: 'Fruit and vegetables picked every morning', image_full_url: 'landing/promo-grocery.svg' },
    ],
    available_zone_status: 1,
    available_zone_title: 'We deliver across Dubai and Sharjah',
    available_zone_list: zones.map((z) => ({ id: z.id, display_name: z.name })),
  };
}
