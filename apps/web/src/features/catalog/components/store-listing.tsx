import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreIcon } from '@storefront/ui/icons';
import { Tabs } from '@storefront/ui/tabs';
import { STORE_GRID } from '@/components/catalog/grids';
import { InfiniteList } from '@/components/catalog/infinite-list';
import { GridSkeleton, StoreCardSkeleton } from '@/components/catalog/skeletons';
import { StoreCard } from '@/components/catalog/store-card';
import { uniqueById } from '@/lib/paging';
import { storeListInfiniteOptions } from '../api/get-store-list';
import { HOME_STORE_TABS, type HomeStoreTab } from './store-sections';

/** /store/latest and /store/popular: every store, by tab, loading more while scrolling. */
export function StoreListing({ initialTab }: { initialTab: HomeStoreTab }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<HomeStoreTab>(initialTab);
  const query = useInfiniteQuery(storeListInfiniteOptions(tab));
  // A tab change starts again at page 1; pages are joined without repeating a store.
  const rows = uniqueById((query.data?.pages ?? []).map((page) => page.stores));
  return (
    <div className="space-y-6">
      <Tabs options={HOME_STORE_TABS.map((value) => ({ value, label: t(`stores.tabs.${value}`) }))} value={tab} onChange={setTab} label={t('home.sections.stores')} />
      <InfiniteList
        key={tab}
        query={query}
        rows={rows}
        emptyTitle={t('search.stores_not_found')}
        emptyIcon={<StoreIcon className="size-8" />}
        skeleton={<GridSkeleton count={8} className={STORE_GRID} card={<StoreCardSkeleton />} />}
      >
        {(stores) => <div className={STORE_GRID}>{stores.map((store) => <StoreCard key={store.id} store={store} />)}</div>}
      </InfiniteList>
    </div>
  );
}
