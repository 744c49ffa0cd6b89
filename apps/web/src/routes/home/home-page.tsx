import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { ModuleChooser } from '@/features/modules/components/module-chooser';
import { useSelectedModule } from '@/lib/session';
import { STORAGE_KEYS, useStoredItem } from '@/lib/storage';

import { lazyPart } from '@/lib/lazy-part';

// The sections load apart from this page, so the redirect and the module choice need none of them;
// the route starts both downloads at once (routes.tsx), so there is no waterfall.
const ModuleHome = lazyPart(async () => (await import('./module-home')).ModuleHome);
const SearchPage = lazyPart(async () => (await import('./search-page')).SearchPage);

/**
 * Loads the part the address shows (the search page for `?search=` or `?data_type=`, else the module's home)
 * before the page renders, so a page the server rendered is taken over with it; on the server, both.
 */
/** /home?search=…&data_type=… is the search and browse page. */
const isSearch = (params: URLSearchParams) => params.has('data_type') || params.has('search');

export function preloadHomePart(search: string | undefined): Promise<void> {
  if (search === undefined) return Promise.all([ModuleHome.preload(), SearchPage.preload()]).then(() => undefined);
  return isSearch(new URLSearchParams(search)) ? SearchPage.preload() : ModuleHome.preload();
}

export function HomePage() {
  const { t } = useTranslation();
  const zoneId = useStoredItem(STORAGE_KEYS.zoneId);
  const module = useSelectedModule();
  const [params] = useSearchParams();

  // Without a saved location there is nothing to show yet: the landing page sets one.
  if (!zoneId) return <Navigate to="/" replace />;
  if (!module) {
    return (
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('home.choose_module_title')}</h1>
        <p className="mt-2 mb-8 text-muted">{t('modules.required')}</p>
        <ModuleChooser zoneId={zoneId} />
      </section>
    );
  }
  return (
    <Suspense fallback={<HomeFallback />}>
      {isSearch(params) ? (
        <SearchPage key={`${module.id}?${params}`} params={params} />
      ) : (
        <ModuleHome key={module.id} module={module} />
      )}
    </Suspense>
  );
}

function HomeFallback() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <Skeleton className="aspect-[2/1] w-full rounded-3xl sm:aspect-[3/1] lg:aspect-[16/5]" />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="aspect-square rounded-2xl" />
        ))}
      </div>
    </LoadingRegion>
  );
}
