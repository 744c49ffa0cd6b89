import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setNavigator } from '@/lib/navigation';
import { routes } from './routes';
import { trackRestoredScroll } from './scroll-hold';

/**
 * Made by main.tsx after the query client, so that the first page's loader can already prefetch with it.
 * With the server's loader data, the page the server rendered is taken over without loading again.
 */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { hydrationData });
  setNavigator((to) => void router.navigate(to));
  trackRestoredScroll(router);
  return router;
}

/**
 * Loads the code of the routes the address matches: a router hydrating a page must find every matched
 * route's component there, or it would render its fallback instead of the server's page.
 */
export async function resolveLazyMatches(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
