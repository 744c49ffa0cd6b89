import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../routes/not-found-page';
import { SignInPage } from '../routes/sign-in-page';
import { StartPage } from '../routes/start-page';
import { OrderPage } from '../routes/stores/order-page';
import { OrdersPage } from '../routes/stores/orders-page';
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
      { path: 'stores/:storeId/orders', element: <OrdersPage /> },
      { path: 'stores/:storeId/orders/:orderId', element: <OrderPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
