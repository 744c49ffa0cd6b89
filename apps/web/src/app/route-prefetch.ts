import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { Prefetcher } from './page-prefetch';
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

/** The request's own client on the server, the app's in the browser. */
const target = () => renderScope()?.queryClient ?? client;

/** On the server the loaders wait for their calls; in the browser they only start them. */
const started = (run: Promise<void> | undefined) => (renderScope() ? run : (void run, undefined));

export const prefetcher: Prefetcher = {
  query: (options) => started(target()?.prefetchQuery(options)),
  pages: (options) => started(target()?.prefetchInfiniteQuery(options)),
  then: (options, next) => {
    const queryClient = target();
    return started(
      queryClient?.prefetchQuery(options).then(async () => {
        const data = queryClient.getQueryData(options.queryKey) as Parameters<typeof next>[0] | undefined;
        if (data !== undefined) await Promise.all(next(data));
      }),
    );
  },
};
const prefetch = prefetcher.query;

/** A page's later calls (page-prefetch.ts), whose code comes with the page's. */
const later = (start: (pages: typeof import('./page-prefetch')) => Promise<void> | undefined) =>
  started(target() && import('./page-prefetch').then((pages) => start(pages)));

/** The loader's answer: nothing, at once in the browser, once the calls are done on the server. */
const done = (...calls: Array<Promise<void> | undefined>) => (renderScope() ? Promise.all(calls).then(() => null) : null);

const located = () => Boolean(getZoneId() && getSelectedModule());

export const prefetchLoaders = {
  /** The landing page's texts are its largest paint; its module chooser shows the modules of the visitor's zone, else of the business's default location's. */
  landing: () => done(prefetch(landingPageQueryOptions()), later((pages) => pages.landingModules(prefetcher, getZoneId()))),
  /** /home shows the banners first, unless it is the search page (?search=, ?data_type=) or has no location yet. */
  home: ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    return done(located() && !params.has('search') && !params.has('data_type') ? prefetch(bannersQueryOptions()) : undefined);
  },
  store: ({ params }: LoaderFunctionArgs) =>
    done(params.id ? prefetch(storeDetailsQueryOptions(params.id)) : undefined, params.id ? later((pages) => pages.storeItems(prefetcher, params.id!)) : undefined),
  category: ({ params }: LoaderFunctionArgs) => done(params.id ? later((pages) => pages.categoryItems(prefetcher, params.id!)) : undefined),
  /** The parcel form opens on its category. */
  parcel: () => done(located() ? prefetch(parcelCategoriesQueryOptions()) : undefined),
  product: ({ params }: LoaderFunctionArgs) =>
    done(params.id ? prefetch(itemDetailsQueryOptions(params.id)) : undefined, params.id ? later((pages) => pages.productSections(prefetcher, params.id!)) : undefined),
};
