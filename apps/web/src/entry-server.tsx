import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { Config } from '@storefront/contract';
import { ApiError } from '@storefront/ui/api-error';
import type { LanguageCode } from '@storefront/ui/language';
import { AppProvider } from '@/app/provider';
import { pageFrame } from '@/app/page-prefetch';
import { prefetcher } from '@/app/route-prefetch';
import { routes } from '@/app/routes';
import ar from '@/i18n/ar.json';
import en from '@/i18n/en.json';
import fr from '@/i18n/fr.json';
import maintenanceAr from '@/features/config/texts/ar.json';
import maintenanceEn from '@/features/config/texts/en.json';
import maintenanceFr from '@/features/config/texts/fr.json';
import { CLIENT_ONLY_DIGEST, ClientOnlyError } from '@storefront/ui/client-only';
import { setHydration } from '@/lib/hydration';
import { getZoneId } from '@/lib/session';
import { setRenderScopeReader, type RenderScope } from '@/lib/render-scope';
import { configQueryOptions } from '@/features/config/api/get-config';
import { jsonForScript } from '@/features/seo/text';
import { pageHead } from './entry-head';

/**
 * The storefront rendered on the server (built by `vite build --ssr`, loaded by the server's seo module):
 * the route's loaders fetch the page's first data into a query client of the request's own, the page
 * renders, and whatever it asked for that no loader had fetched is fetched and the page rendered again
 * (a few rounds at most), so that the HTML holds the content a visitor sees once the calls answer.
 */

const scopes = new AsyncLocalStorage<RenderScope>();
setRenderScopeReader(() => scopes.getStore());

// The server has no first-screen budget: the texts pages load with themselves in the browser are here from the start.
const translations = { en: { ...en, ...maintenanceEn }, ar: { ...ar, ...maintenanceAr }, fr: { ...fr, ...maintenanceFr } } as const;
const instances = new Map<LanguageCode, I18n>();

function i18nFor(language: LanguageCode): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: language,
      fallbackLng: 'en',
      resources: { en: { translation: translations.en }, [language]: { translation: translations[language] } },
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      initAsync: false,
    });
    instances.set(language, instance);
  }
  return instance;
}

export interface RenderInput {
  /** The page's absolute address. */
  url: string;
  language: LanguageCode;
  /** The visitor's local-storage values the page renders by (mirrored by cookies). */
  storage: ReadonlyMap<string, string>;
  /** Calls the API in-process with the visitor's headers. */
  fetch: RenderScope['fetch'];
}

export type RenderOutput =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The rendered page, for inside `<div id="root">`. */
      html: string;
      /**
       * The data the page was rendered with, as JSON safe inside a script element: the server puts it
       * in `<script type="application/json" id="ssr-state">` (data, not code, so no script policy applies).
       */
      state: string;
      /** The page's head tags: title, description, canonical and alternates, previews, structured data. */
      head: string;
      /** How many times the page was rendered: 1 when the loaders fetched all it shows. */
      rounds: number;
    };

/** The routes' handler, made once: it resolves each lazy route once for every request after. */
const handler = createStaticHandler(routes);

/** At most this many rounds of render and fetch. */
const MAX_ROUNDS = 4;

const enabled = (query: Query) => {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
};

/** A query the page asked for in this round that has no answer and was never tried. */
const wanted = (query: Query, tried: Set<string>) =>
  query.state.status === 'pending' && query.state.fetchStatus === 'idle' && !tried.has(query.queryHash) && enabled(query) && Boolean(query.options.queryFn);

/** Answers kept for the browser: data, and the API's own refusals (a 404 shows "not found" on both sides). */
const keptError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Whether the storefront has a page at this path (the server answers the rest 404, with the app's "not found" page). */
export function isKnownPath(pathname: string): boolean {
  const deepest = matchRoutes(routes, pathname)?.at(-1);
  return deepest !== undefined && deepest.route.path !== '*';
}

export async function render(input: RenderInput): Promise<RenderOutput> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  const scope: RenderScope = { storage: input.storage, queryClient, fetch: input.fetch, now: Date.now() };
  return scopes.run(scope, async () => {
    setHydration(true);
    // Every page's header and footer, fetched with the page's own calls (the loaders'), so that the page renders once.
    const frame = pageFrame(prefetcher, getZoneId());
    const context = await handler.query(new Request(input.url));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    await frame;
    const router = createStaticRouter(handler.dataRoutes, context);
    const i18n = i18nFor(input.language);
    const tried = new Set<string>();
    let html = '';
    let rounds = 0;
    while (rounds < MAX_ROUNDS) {
      rounds++;
      html = await renderToString(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <AppProvider queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProvider>
          </I18nextProvider>
        </StrictMode>,
      );
      const missing = queryClient.getQueryCache().getAll().filter((query) => wanted(query, tried));
      if (missing.length === 0) break;
      missing.forEach((query) => tried.add(query.queryHash));
      await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
      // A failure the browser may not see again (the server's own, the network's) renders as still loading.
      for (const query of missing) {
        if (query.state.status === 'error' && !keptError(query.state.error)) queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
      }
    }
    const deepest = context.matches[context.matches.length - 1];
    const notFound = !deepest || deepest.route.path === '*' || queryClient.getQueryCache().getAll().some((q) => q.state.error instanceof ApiError && q.state.error.status === 404);
    // Closed for maintenance: search engines are told it is for a while (503), not that the pages are gone.
    const closed = queryClient.getQueryData<Config>(configQueryOptions().queryKey)?.maintenance_mode === true;
    return {
      kind: 'page',
      status: closed ? 503 : context.statusCode !== 200 ? context.statusCode : notFound ? 404 : 200,
      html,
      state: stateScript(queryClient, context, input, scope.now),
      rounds,
      head: pageHead({ queryClient, route: deepest?.route.path ?? '', params: deepest?.params ?? {}, url: new URL(input.url), language: input.language, t: i18n.getFixedT(input.language), notFound }),
    };
  });
}

/** Renders to a string once everything (lazy components included) is ready. */
function renderToString(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      // The page is sent whole: every Suspense boundary inline, none moved to the end with a script to put it back
      // (the page's script policy allows no inline code, and a page without JavaScript must read in order).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: reject,
      onError: (error) => {
        // Errors inside a Suspense boundary render its fallback and the browser renders it again; the rest reject.
        if (error instanceof ClientOnlyError) return CLIENT_ONLY_DIGEST;
        console.error('A part of a page failed to render on the server; the browser renders it', error);
        return undefined;
      },
    });
  });
}

function stateScript(queryClient: QueryClient, context: StaticHandlerContext, input: RenderInput, now: number): string {
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || (query.state.status === 'error' && keptError(query.state.error)),
  });
  for (const query of queries.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) (query.state as { error: unknown }).error = { api: true, status: error.status, errors: error.errors };
  }
  const errors = context.errors
    ? Object.fromEntries(Object.entries(context.errors).map(([id, error]) => [id, isRouteErrorResponse(error) ? { ...error, __type: 'RouteErrorResponse' } : { message: String((error as Error)?.message ?? error), __type: 'Error' }]))
    : null;
  const state = {
    queries,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors },
    storage: Object.fromEntries(input.storage),
    language: input.language,
    now,
  };
  return jsonForScript(state);
}
