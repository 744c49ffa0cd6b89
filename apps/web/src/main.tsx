import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreStashedToasts } from '@storefront/ui/toast';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';
import { setPrefetchClient } from '@/app/route-prefetch';
import { AppRouter, createAppRouter } from '@/app/router';
import { initI18n } from '@/i18n';
import { applyDocumentLanguage, getStoredLanguage } from '@/lib/language';
import { applyTheme, getTheme } from '@/lib/theme';
import './index.css';

const language = getStoredLanguage();
applyDocumentLanguage(language);
applyTheme(getTheme());
const queryClient = createQueryClient();
setPrefetchClient(queryClient);
// Starts the first page's code and data downloads while the language loads.
const router = createAppRouter();

void initI18n(language).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>,
  );
  restoreStashedToasts();
});

// Installability, the offline page and Web Push: the worker is registered once the page has loaded, by code
// loaded apart from the first screen's.
void import('@/lib/service-worker').then((worker) => worker.registerServiceWorker());
