import { startTransition, StrictMode, useEffect, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { restoreStashedToasts } from '@storefront/ui/toast';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';
import { setPrefetchClient } from '@/app/route-prefetch';
import { AppRouter, createAppRouter, resolveLazyMatches } from '@/app/router';
import { initI18n } from '@/i18n';
import { hydrateServerState, readServerState } from '@/lib/server-state';
import { applyDocumentLanguage, getStoredLanguage, LANGUAGES, saveLanguage } from '@/lib/language';
import { CLIENT_ONLY_DIGEST } from '@storefront/ui/client-only';
import { setHydration } from '@/lib/hydration';
import { replayEarlyTaps } from '@/lib/early-taps';
import { mirrorAll } from '@/lib/storage';
import { applyTheme, getTheme } from '@/lib/theme';
import './index.css';

// A page opened in a language by its address (`?lang=ar`, as search engines link them) keeps it.
const asked = new URLSearchParams(window.location.search).get('lang');
if (LANGUAGES.some((l) => l.code === asked)) saveLanguage(asked as (typeof LANGUAGES)[number]['code']);
const language = getStoredLanguage();
applyDocumentLanguage(language);
applyTheme(getTheme());
const queryClient = createQueryClient();
const server = readServerState();
// The server's page is taken over as it is only when it was rendered by what this browser holds.
const hydrating = server !== undefined && hydrateServerState(server, queryClient);
mirrorAll();
setPrefetchClient(queryClient);

// A page built here starts its code and data downloads while the language loads; a page the server rendered
// has its data, and takes its code first (the router then finds it as the server rendered it).
const routerReady = hydrating ? resolveLazyMatches().then(() => createAppRouter(server.router)) : createAppRouter();

const unchanging = () => () => {};

/**
 * Renders nothing; replays the early taps once the page is live. The take-over renders with the server's
 * values of what the browser stores (the session, the cart's owner) and React renders again with the browser's
 * right after: `live` turns true in that render, so a replayed tap acts for the signed-in customer.
 */
function PageLive() {
  const live = useSyncExternalStore(unchanging, () => true, () => false);
  useEffect(() => {
    if (live) replayEarlyTaps();
  }, [live]);
  return null;
}

void Promise.all([initI18n(language), routerReady]).then(([, router]) => {
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter router={router} />
        <PageLive />
      </AppProvider>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // How the page came to be, for tests and for a look in the browser's tools: taken over, or built here.
  root.dataset.render = hydrating ? 'hydrated' : 'built';
  if (hydrating) {
    // Until the first navigation, what mounts renders as the server rendered it (lazy parts hydrate late).
    setHydration(true, server.now);
    const first = router.state.location;
    const stop = router.subscribe((state) => {
      if (state.location === first) return;
      setHydration(false);
      stop();
    });
    // A mismatch is recovered from by rendering afresh; said plainly, so that tests and the console catch it.
    // As a transition the take-over yields to the browser every few milliseconds (no long task blocks a tap), and a tap
    // on a part not taken over yet hydrates that part first.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => {
          // A part the server leaves to the browser (ClientOnly) is rendered here as planned.
          if ((error as { digest?: string } | null)?.digest === CLIENT_ONLY_DIGEST) return;
          console.error('The page did not hydrate as the server rendered it:', error);
        },
      });
    });
  } else {
    createRoot(root).render(app);
  }
  restoreStashedToasts();
});

// Installability, the offline page and Web Push: the worker is registered once the page has loaded, by code
// loaded apart from the first screen's.
void import('@/lib/service-worker').then((worker) => worker.registerServiceWorker());
