import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Wishlist } from '@storefront/contract';
import { WishButtonProvider, type WishButtonProps } from '@/components/catalog/wish-button-slot';
import { WishButton } from '@/features/wishlist/components/wish-button';
import { moduleFixture } from './fixtures';
import type { MockResponse } from './utils';

/** The app's slot filling, as app/provider.tsx hands it over. */
const renderWishButton = (props: WishButtonProps) => <WishButton {...props} />;
export const WithWishButton = ({ children }: { children: ReactNode }) => <WishButtonProvider render={renderWishButton}>{children}</WishButtonProvider>;

/** A signed-in customer with a saved location in the food module (or parcel). */
export function signIn(moduleType: 'food' | 'parcel' = 'food'): void {
  localStorage.setItem('token', 'token-123');
  saveLocation(moduleType);
}

export function saveLocation(moduleType: 'food' | 'parcel' = 'food'): void {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('location', 'Downtown Dubai');
  localStorage.setItem('currentLatLng', JSON.stringify({ lat: 25.19, lng: 55.27 }));
  localStorage.setItem('module', JSON.stringify(moduleFixture(moduleType === 'parcel' ? { id: 5, module_type: 'parcel', module_name: 'Parcel' } : {})));
}

type Handler = (init: RequestInit, url: URL) => MockResponse | Promise<MockResponse>;

export interface WishlistServerOptions {
  /** Answers add and remove with this instead of changing the list. */
  failChange?: MockResponse;
  /** Holds add and remove until resolved, to look at the page in between. */
  hold?: Promise<void>;
  /** Other paths (after /api/v1/). */
  routes?: Record<string, MockResponse | Handler>;
}

/**
 * A fake wish-list API over `list`, which it changes on add and remove like the server would.
 * Unknown paths answer 404. Returns the fetch mock and the calls to add and remove.
 */
export function mockWishlistServer(initial: Wishlist, options: WishlistServerOptions = {}) {
  const state: Wishlist = { item: [...initial.item], store: [...initial.store] };
  const change = (kind: 'add' | 'remove'): Handler => async (_init, url) => {
    await options.hold;
    if (options.failChange) return options.failChange;
    const itemId = Number(url.searchParams.get('item_id'));
    const storeId = Number(url.searchParams.get('store_id'));
    if (kind === 'remove') {
      state.item = state.item.filter((i) => i.id !== itemId);
      state.store = state.store.filter((s) => s.id !== storeId);
    }
    return { body: { message: kind === 'add' ? 'Added to wishlist' : 'Removed from wishlist' } };
  };
  const routes: Record<string, MockResponse | Handler> = {
    'customer/wish-list': () => ({ body: { item: [...state.item], store: [...state.store] } }),
    'customer/wish-list/add': change('add'),
    'customer/wish-list/remove': change('remove'),
    ...options.routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[url.pathname.replace(/^\/api\/v1\//, '')];
    const { status = 200, body } = typeof route === 'function' ? await route(init, url) : (route ?? { status: 404, body: { errors: [{ code: 'route_not_found', message: 'Not found' }] } });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (path: string) =>
    fetchMock.mock.calls
      .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), method: init?.method ?? 'GET' }))
      .filter(({ url }) => url.pathname === `/api/v1/${path}`);
  return { fetchMock, state, calls };
}

/** A promise to hold the fake server with, and its release. */
export function gate() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}
