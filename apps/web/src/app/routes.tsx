import type { RouteObject } from 'react-router';
import { PAGE_KEYS, type PageKey } from '@storefront/contract';
import { AppFallback } from './layout/app-fallback';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { prefetchLoaders } from './route-prefetch';
import type { PlaceholderTitleKey } from '@/routes/placeholder/coming-soon-page';

/** Pages not built yet share one "coming soon" page titled after the route. */
const comingSoon = (titleKey: PlaceholderTitleKey) => async () => {
  const { comingSoonRoute } = await import('@/routes/placeholder/coming-soon-page');
  return { Component: comingSoonRoute(titleKey) };
};

const policy = (pageKey: PageKey) => async () => {
  const { policyRoute } = await import('@/routes/pages/policy-page');
  return { Component: policyRoute(pageKey) };
};

// Every spec page is built; a new route not ready yet goes here, e.g. ['settings', 'settings'].
const placeholders: Array<[path: string, titleKey: PlaceholderTitleKey]> = [];

const policyPages = PAGE_KEYS;

/** The home page and its sections download together; the page itself decides whether it needs them. */
const home = async () => {
  // The page first: the browser has six connections here and takes requests in order.
  const page = import('@/routes/home/home-page');
  void import('@/routes/home/module-home');
  const { HomePage, preloadHomePart } = await page;
  await preloadHomePart(typeof window === 'undefined' ? undefined : window.location.search);
  return { Component: HomePage };
};

/** The store application page downloads with its own texts, which the other pages never need. */
const storeRegistration = async () => {
  const [{ StoreRegistrationPage }] = await Promise.all([
    import('@/routes/stores/store-registration-page'), import('@/features/stores/texts').then((m) => m.loadApplicationTexts()),
  ]);
  return { Component: StoreRegistrationPage };
};

const storeList = (kind: 'latest' | 'popular') => async () => {
  const { storeListRoute } = await import('@/routes/store/store-list-page');
  return { Component: storeListRoute(kind) };
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: AppFallback,
    errorElement: <RouteError fullPage />,
    children: [
      {
        // Page errors render inside the layout, so the header and footer stay usable.
        errorElement: <RouteError />,
        children: [
          { index: true, loader: prefetchLoaders.landing, lazy: async () => ({ Component: (await import('@/routes/landing/landing-page')).LandingPage }) },
          { path: 'home', loader: prefetchLoaders.home, lazy: home },
          { path: 'categories', lazy: async () => ({ Component: (await import('@/routes/catalog/categories-page')).CategoriesPage }) },
          { path: 'category/:id', loader: prefetchLoaders.category, lazy: async () => ({ Component: (await import('@/routes/catalog/category-page')).CategoryPage }) },
          { path: 'campaigns/:id', lazy: async () => ({ Component: (await import('@/routes/catalog/campaign-page')).CampaignPage }) },
          { path: 'flash-sales', lazy: async () => ({ Component: (await import('@/routes/catalog/flash-sales-page')).FlashSalesPage }) },
          { path: 'all-brands', lazy: async () => ({ Component: (await import('@/routes/catalog/all-brands-page')).AllBrandsPage }) },
          { path: 'store/latest', lazy: storeList('latest') },
          { path: 'store/popular', lazy: storeList('popular') },
          { path: 'store/:id', loader: prefetchLoaders.store, lazy: async () => ({ Component: (await import('@/routes/store/store-page')).StorePage }) },
          { path: 'product/:id', loader: prefetchLoaders.product, lazy: async () => ({ Component: (await import('@/routes/product/product-page')).ProductPage }) },
          { path: 'auth/sign-in', lazy: async () => ({ Component: (await import('@/routes/auth/sign-in-page')).SignInPage }) },
          { path: 'auth/sign-up', lazy: async () => ({ Component: (await import('@/routes/auth/sign-up-page')).SignUpPage }) },
          { path: 'auth/forgot-password', lazy: async () => ({ Component: (await import('@/routes/auth/forgot-password-page')).ForgotPasswordPage }) },
          { path: 'auth/verify-phone', lazy: async () => ({ Component: (await import('@/routes/auth/verify-phone-page')).VerifyPhonePage }) },
          { path: 'settings', lazy: async () => ({ Component: (await import('@/routes/settings/settings-page')).SettingsPage }) },
          { path: 'profile', lazy: async () => ({ Component: (await import('@/routes/profile/profile-page')).ProfilePage }) },
          { path: 'checkout', lazy: async () => ({ Component: (await import('@/routes/checkout/checkout-page')).CheckoutPage }) },
          { path: 'interest', lazy: async () => ({ Component: (await import('@/routes/interest/interest-page')).InterestPage }) },
          { path: 'my-orders', lazy: async () => ({ Component: (await import('@/routes/orders/my-orders-page')).MyOrdersPage }) },
          { path: 'rate-and-review/:orderId', lazy: async () => ({ Component: (await import('@/routes/orders/rate-and-review-page')).RateAndReviewPage }) },
          { path: 'wallet', lazy: async () => ({ Component: (await import('@/routes/account/wallet-page')).WalletPage }) },
          { path: 'loyalty-points', lazy: async () => ({ Component: (await import('@/routes/account/loyalty-points-page')).LoyaltyPointsPage }) },
          { path: 'referral-code', lazy: async () => ({ Component: (await import('@/routes/account/referral-code-page')).ReferralCodePage }) },
          { path: 'coupons', lazy: async () => ({ Component: (await import('@/routes/account/coupons-page')).CouponsPage }) },
          { path: 'chatting', lazy: async () => ({ Component: (await import('@/routes/chat/chatting-page')).ChattingPage }) },
          { path: 'help-and-support', lazy: async () => ({ Component: (await import('@/routes/support/help-and-support-page')).HelpAndSupportPage }) },
          { path: 'store-registration', lazy: storeRegistration },
          { path: 'parcel-delivery-info', loader: prefetchLoaders.parcel, lazy: async () => ({ Component: (await import('@/routes/parcel/parcel-delivery-info-page')).ParcelDeliveryInfoPage }) },
          { path: 'track-order', lazy: async () => ({ Component: (await import('@/routes/tracking/track-order-page')).TrackOrderPage }) },
          ...placeholders.map(([path, titleKey]) => ({ path, lazy: comingSoon(titleKey) })),
          ...policyPages.map((key) => ({ path: key, lazy: policy(key) })),
          { path: '*', lazy: async () => ({ Component: (await import('@/routes/misc/not-found-page')).NotFoundPage }) },
        ],
      },
    ],
  },
];

