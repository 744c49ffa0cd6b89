import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { configQueryOptions } from '@/features/config/api/get-config';
import { storeDetailsQueryOptions } from '@/features/catalog/api/get-store-details';
import { itemDetailsQueryOptions } from '@/features/catalog/api/get-item-details';
import { landingPageQueryOptions } from '@/features/landing/api/get-landing-page';
import { parcelCategoriesQueryOptions } from '@/features/parcel/api/get-parcel-categories';
import { bannersQueryOptions } from '@/features/banners/api/get-banners';
import { renderScope } from '@/lib/render-scope';
import { getSelectedModule, getZoneId } from '@/lib/session';

/**
 * A page's first call (and the LCP image behind it) used to wait for the page's code to download and
 * render; the routes' loaders start it with that download instead. The loaders return at once, so
 * navigation never waits for the call, and the page's own query (same key) picks up the answer.
 * Set by main.tsx; without a client (unit tests render the routes with their own) nothing is prefetched.
 * On the server the loaders wait for their calls, into the request's own client, so the page renders with them.
 */
let client: QueryClient | undefined;

export function setPrefetchClient(queryClient: QueryClient | undefined) {
  client = queryClient;
  // Every page's header and currency need the business settings.
  prefetch(configQueryOptions());
}

// The options' generic parameters differ per call; the client only needs them as it takes them.
function prefetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Promise<void> | undefined {
  const scope = renderScope();
  if (scope) return scope.queryClient.prefetchQuery(options);
  void client?.prefetchQuery(options);
  return undefined;
}

/** The loader's answer: nothing, at once in the browser, once the calls are done on the server. */
const done = (...calls: Array<Promise<void> | undefined>) => (renderScope() ? Promise.all(calls).then(() => null) : null);

const located = () => Boolean(getZoneId() && getSelectedModule());

export const prefetchLoaders = {
  /** The landing page's texts are its largest paint. */
  landing: () => done(prefetch(landingPageQueryOptions())),
  /** /home shows the banners first, unless it is the search page (?search=, ?data_type=) or has no location yet. */
  home: ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    return done(located() && !params.has('search') && !params.has('data_type') ? prefetch(bannersQueryOptions()) : undefined);
  },
  store: ({ params }: LoaderFunctionArgs) => done(params.id ? prefetch(storeDetailsQueryOptions(params.id)) : undefined),
  /** The parcel form opens on its category. */
  parcel: () => done(located() ? prefetch(parcelCategoriesQueryOptions()) : undefined),
  product: ({ params }: LoaderFunctionArgs) => done(params.id ? prefetch(itemDetailsQueryOptions(params.id)) : undefined),
};
