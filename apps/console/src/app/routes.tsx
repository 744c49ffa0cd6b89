import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../routes/not-found-page';
import { SignInPage } from '../routes/sign-in-page';
import { StartPage } from '../routes/start-page';
import { ChatPage } from '../routes/stores/chat-page';
import { OrderPage } from '../routes/stores/order-page';
import { OrdersPage } from '../routes/stores/orders-page';
import { StoreLayout } from '../routes/stores/store-layout';
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
      {
        path: 'stores/:storeId',
        element: <StoreLayout />,
        children: [
          { path: 'orders', element: <OrdersPage /> },
          { path: 'orders/:orderId', element: <OrderPage /> },
          { path: 'chat', element: <ChatPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
