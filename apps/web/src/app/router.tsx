import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setNavigator } from '@/lib/navigation';
import { routes } from './routes';

export const router = createBrowserRouter(routes);
setNavigator((to) => void router.navigate(to));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
