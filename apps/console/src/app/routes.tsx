import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../routes/not-found-page';
import { SignInPage } from '../routes/sign-in-page';
import { StartPage } from '../routes/start-page';
import { StoreEarningsPage } from '../routes/store-earnings-page';
import { StoreReviewsPage } from '../routes/store-reviews-page';
import { StoreSettingsPage } from '../routes/store-settings-page';
import { RequireSession } from './layout/require-session';
import { RouteError } from './layout/route-error';

/** The console's pages, under its /console base; every page but sign-in needs a session. */
export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage />, errorElement: <RouteError /> },
  {
    path: '/',
    element: <RequireSession />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <StartPage /> },
      { path: 'stores/:storeId/settings', element: <StoreSettingsPage /> },
      { path: 'stores/:storeId/reviews', element: <StoreReviewsPage /> },
      { path: 'stores/:storeId/earnings', element: <StoreEarningsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
