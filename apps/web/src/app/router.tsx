import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setNavigator } from '@/lib/navigation';
import { routes } from './routes';
import { trackRestoredScroll } from './scroll-hold';

/** Made by main.tsx after the query client, so that the first page's loader can already prefetch with it. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to) => void router.navigate(to));
  trackRestoredScroll(router);
  return router;
}

export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
