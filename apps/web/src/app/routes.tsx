import type { RouteObject } from 'react-router';
import { PAGE_KEYS, type PageKey } from '@storefront/contract';
import { AppFallback } from './layout/app-fallback';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
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

const placeholders: Array<[path: string, titleKey: PlaceholderTitleKey]> = [
  ['auth/sign-in', 'sign_in'],
  ['auth/sign-up', 'sign_up'],
  ['profile', 'profile'],
  ['my-orders', 'my_orders'],
  ['wallet', 'wallet'],
  ['coupons', 'coupons'],
  ['loyalty-points', 'loyalty_points'],
  ['referral-code', 'referral_code'],
  ['settings', 'settings'],
  ['track-order', 'track_order'],
  ['categories', 'categories'],
  ['category/:id', 'category'],
  ['store/latest', 'latest_stores'],
  ['store/popular', 'popular_stores'],
  ['store/:id', 'store'],
  ['product/:id', 'product'],
  ['campaigns/:id', 'campaign'],
  ['flash-sales', 'flash_sales'],
  ['all-brands', 'all_brands'],
  ['parcel-delivery-info', 'parcel_delivery_info'],
  ['rate-and-review/:orderId', 'rate_and_review'],
  ['chatting', 'chatting'],
  ['checkout', 'checkout'],
  ['interest', 'interest'],
  ['help-and-support', 'help_and_support'],
];

const policyPages = PAGE_KEYS;

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
          { index: true, lazy: async () => ({ Component: (await import('@/routes/landing/landing-page')).LandingPage }) },
          { path: 'home', lazy: async () => ({ Component: (await import('@/routes/home/home-page')).HomePage }) },
          ...placeholders.map(([path, titleKey]) => ({ path, lazy: comingSoon(titleKey) })),
          ...policyPages.map((key) => ({ path: key, lazy: policy(key) })),
          { path: '*', lazy: async () => ({ Component: (await import('@/routes/misc/not-found-page')).NotFoundPage }) },
        ],
      },
    ],
  },
];

