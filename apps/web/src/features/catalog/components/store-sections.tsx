import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorePage, StoreTab } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { ErrorState } from '@storefront/ui/error-state';
import { StoreIcon } from '@storefront/ui/icons';
import { Scroller } from '@storefront/ui/scroller';
import { Tabs } from '@storefront/ui/tabs';
import { STORE_GRID } from '@/components/catalog/grids';
import { GridSkeleton, RailSkeleton, StoreCardSkeleton } from '@/components/catalog/skeletons';
import { StoreCard } from '@/components/catalog/store-card';
import { SteppedGrid } from '@/components/catalog/stepped-grid';
import { HomeSection } from '@/components/home-section';
import { errorMessage } from '@/lib/api-client';
import { uniqueById } from '@/lib/paging';
import { STORAGE_KEYS, useStoredItem } from '@/lib/storage';
import { storeListInfiniteOptions, STORES_PAGE_SIZE, useStoreList } from '../api/get-store-list';
import { useStoreRanking } from '../api/get-store-ranking';
import { useVisitedStores } from '../api/get-visited-stores';

const emptyPage = (page: StorePage) => page.stores.length === 0;
const RAIL_STORE = 'w-72 sm:w-80';

const railSkeleton = <RailSkeleton count={4} itemClassName={RAIL_STORE} card={<StoreCardSkeleton />} />;
const gridSkeleton = (busy?: boolean) => <GridSkeleton count={4} className={STORE_GRID} card={<StoreCardSkeleton />} busy={busy} />;

/** Signed-in customers only: the stores they visited lately. */
export function VisitedStoresSection() {
  const { t } = useTranslation();
  const signedIn = Boolean(useStoredItem(STORAGE_KEYS.token));
  const query = useVisitedStores();
  if (!signedIn) return null;
  return (
    <HomeSection
      sectionKey="visited_stores"
      title={t('home.sections.visited_stores')}
      query={query}
      isEmpty={(stores) => stores.length === 0}
      skeleton={railSkeleton}
    >
      {(stores) => (
        <Scroller itemClassName="w-64 sm:w-72">
          {stores.map((store) => (
            <StoreCard key={store.id} store={store} variant="compact" />
          ))}
        </Scroller>
      )}
    </HomeSection>
  );
}

/** 12 popular stores. */
export function PopularStoresSection() {
  const { t } = useTranslation();
  const query = useStoreRanking('popular', { limit: STORES_PAGE_SIZE, offset: 1 });
  return (
    <HomeSection
      sectionKey="popular_stores"
      title={t('home.sections.popular_stores')}
      icon={<StoreIcon className="size-6 text-brand-600" />}
      query={query}
      isEmpty={emptyPage}
      viewAllTo="/store/popular"
      skeleton={railSkeleton}
    >
      {(page) => (
        <Scroller itemClassName={RAIL_STORE}>
          {page.stores.map((store) => (
            <StoreCard key={store.id} store={store} />
          ))}
        </Scroller>
      )}
    </HomeSection>
  );
}

export const HOME_STORE_TABS = ['all', 'newly_joined', 'popular', 'top_rated'] as const satisfies readonly StoreTab[];
export type HomeStoreTab = (typeof HOME_STORE_TABS)[number];

/** Every store, with the tabs All, Newly Joined, Popular and Top Rated; more load on demand. */
export function StoresSection() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<HomeStoreTab>('all');
  const all = useStoreList('all', { limit: STORES_PAGE_SIZE });
  return (
    <HomeSection
      sectionKey="stores"
      title={t('home.sections.stores')}
      query={all}
      isEmpty={emptyPage}
      actions={
        <Tabs
          options={HOME_STORE_TABS.map((value) => ({ value, label: t(`stores.tabs.${value}`) }))}
          value={tab}
          onChange={setTab}
          label={t('home.sections.stores')}
        />
      }
      skeleton={gridSkeleton()}
    >
      {() => <StoreTabGrid key={tab} tab={tab} />}
    </HomeSection>
  );
}

export function StoreTabGrid({ tab }: { tab: StoreTab }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(storeListInfiniteOptions(tab));
  const stores = uniqueById((query.data?.pages ?? []).map((page) => page.stores));
  if (query.isPending) return gridSkeleton(true);
  if (query.isError && stores.length === 0) return <ErrorState compact message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (stores.length === 0) return <p className="py-8 text-center text-sm text-muted">{t('search.stores_not_found')}</p>;
  return (
    <div className="space-y-6">
      <SteppedGrid className={STORE_GRID} items={stores}>
        {(store) => <StoreCard key={store.id} store={store} />}
      </SteppedGrid>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t('common.loading') : t('common.load_more')}
          </Button>
        </div>
      )}
    </div>
  );
}
