import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '@storefront/ui/toaster';
import { navigateTo } from '@/lib/navigation';

export interface MockResponse {
  status?: number;
  body: unknown;
}

/** Stubs fetch: each request's path (after /api/v1/) picks a response (a function also gets the URL, e.g. to page); unknown paths answer 404. */
export function mockFetch(routes: Record<string, MockResponse | ((init: RequestInit, url: URL) => MockResponse)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    const route = routes[path];
    const { status = 200, body } = typeof route === 'function' ? route(init, url) : (route ?? { status: 404, body: { errors: [{ code: 'route_not_found', message: 'Not found' }] } });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders `ui` at `path` (opened as `entry`, e.g. with a query) inside a memory router, a fresh query client and the toaster. */
export function renderWithApp(ui: ReactElement, options: { path?: string; entry?: string; extraRoutes?: string[] } = {}) {
  const { path = '/', entry = path, extraRoutes = [] } = options;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      ...extraRoutes.map((route) => ({ path: route, element: <p>{`route:${route}`}</p> })),
    ],
    { initialEntries: [entry] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster navigate={navigateTo} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** The given routes (usually the app's own) at `path`, with a fresh query client that does not retry; answers the router. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
