import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { initI18n } from './i18n';
import { getStoredLanguage } from './lib/language';
import { registerServiceWorker } from './lib/service-worker';
import './index.css';

registerServiceWorker();

const queryClient = createQueryClient();
const router = createBrowserRouter(routes, { basename: '/console' });

void initI18n(getStoredLanguage()).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
