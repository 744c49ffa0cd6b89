import type { RouteObject } from 'react-router';
import { ItemEditorPage } from '../routes/item-editor-page';
import { MenuPage } from '../routes/menu-page';
import { NotFoundPage } from '../routes/not-found-page';
import { SignInPage } from '../routes/sign-in-page';
import { StartPage } from '../routes/start-page';
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
      { path: 'stores/:storeId/menu', element: <MenuPage /> },
      { path: 'stores/:storeId/menu/new', element: <ItemEditorPage /> },
      { path: 'stores/:storeId/menu/:itemId', element: <ItemEditorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
