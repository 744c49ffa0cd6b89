import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wishlist } from '@storefront/contract';
import { Drawer } from '@storefront/ui/drawer';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { HeartIcon, StoreIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { Tabs } from '@storefront/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { useWishlist } from '../api/get-wishlist';
import { WishedItemRow, WishedStoreRow } from './wished-rows';

type WishTab = 'items' | 'stores';

export interface WishlistDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The wishlist drawer, 523px (the whole width on phones), with Items and Stores tabs. */
export function WishlistDrawer({ open, onClose }: WishlistDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} side="end" title={t('wishlist.title')} widthClass="max-w-[523px] max-sm:w-full" data-testid="wishlist-drawer">
      {/* Mounted only while open: a closed drawer asks nothing. */}
      <WishlistBody onClose={onClose} />
    </Drawer>
  );
}

function WishlistBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const query = useWishlist();
  const [tab, setTab] = useState<WishTab>('items');

  if (!query.data) {
    if (query.isError) {
      return <ErrorState className="m-5" message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    }
    return <WishlistSkeleton />;
  }
  const { item, store } = query.data;
  return (
    <div className="px-5 pt-4 pb-2">
      <Tabs
        look="line"
        label={t('wishlist.title')}
        value={tab}
        onChange={setTab}
        options={[
          { value: 'items', label: t('wishlist.items_tab', { count: item.length }) },
          { value: 'stores', label: t('wishlist.stores_tab', { count: store.length }) },
        ]}
      />
      <div role="tabpanel" aria-label={t(tab === 'items' ? 'wishlist.items' : 'wishlist.stores')}>
        <TabList tab={tab} list={query.data} onClose={onClose} />
      </div>
    </div>
  );
}

function TabList({ tab, list, onClose }: { tab: WishTab; list: Wishlist; onClose: () => void }) {
  const { t } = useTranslation();
  const empty = tab === 'items' ? list.item.length === 0 : list.store.length === 0;
  if (empty) {
    return (
      <EmptyState
        icon={tab === 'items' ? <HeartIcon className="size-8" /> : <StoreIcon className="size-8" />}
        title={t(tab === 'items' ? 'wishlist.empty_items' : 'wishlist.empty_stores')}
        description={t(tab === 'items' ? 'wishlist.empty_items_hint' : 'wishlist.empty_stores_hint')}
      />
    );
  }
  return (
    <ul className="divide-y divide-line" data-testid={`wished-${tab}`}>
      {tab === 'items'
        ? list.item.map((item) => <WishedItemRow key={item.id} item={item} onOpen={onClose} />)
        : list.store.map((store) => <WishedStoreRow key={store.id} store={store} onOpen={onClose} />)}
    </ul>
  );
}

function WishlistSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('wishlist.loading')} className="space-y-4 p-5">
      <div className="flex gap-6">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-5 w-20" />
      </div>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex items-center gap-3">
          <Skeleton className="size-16 shrink-0 rounded-xl" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-16" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
