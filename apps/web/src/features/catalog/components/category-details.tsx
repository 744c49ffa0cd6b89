import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ItemType } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { ErrorState } from '@storefront/ui/error-state';
import { StoreIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { Skeleton } from '@storefront/ui/skeleton';
import { Tabs } from '@storefront/ui/tabs';
import { ITEM_GRID, STORE_GRID } from '@/components/catalog/grids';
import { InfiniteList } from '@/components/catalog/infinite-list';
import { ItemCard } from '@/components/catalog/item-card';
import { GridSkeleton, StoreCardSkeleton } from '@/components/catalog/skeletons';
import { StoreCard } from '@/components/catalog/store-card';
import { VegFilter } from '@/components/catalog/veg-filter';
import { NotFoundPlaceholder } from '@/components/not-found-placeholder';
import { PageHeader } from '@/components/page-header';
import { ApiError, errorMessage } from '@/lib/api-client';
import { uniqueById } from '@/lib/paging';
import { useSelectedModule } from '@/lib/session';
import { useCategory } from '../api/get-category';
import { useCategoryItems } from '../api/get-category-items';
import { useCategoryStores } from '../api/get-category-stores';

/** /category/{id}: its sub-categories, then its items or the stores that sell them. */
export function CategoryDetails({ idOrSlug }: { idOrSlug: string }) {
  const { t } = useTranslation();
  const query = useCategory(idOrSlug);
  const [tab, setTab] = useState<'items' | 'stores'>('items');
  const [childId, setChildId] = useState<number | null>(null);
  const [type, setType] = useState<ItemType>('all');
  const food = useSelectedModule()?.module_type === 'food';

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) return <NotFoundPlaceholder />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="space-y-4">
        <Skeleton className="h-9 w-1/3" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  const category = query.data;
  const shownId = childId ?? category.id;
  return (
    <div data-testid="category-page">
      <PageHeader
        title={category.name}
        actions={<Image src={category.image_full_url} alt="" className="size-14 rounded-2xl object-cover ring-1 ring-line" />}
      />
      {category.childes.length > 0 && (
        <div className="mb-6 flex gap-2 overflow-x-auto pb-1" role="group" aria-label={t('categories.sub_categories')}>
          {[{ id: null, name: t('common.all') }, ...category.childes].map((child) => (
            <button
              key={child.id ?? 'all'}
              type="button"
              aria-pressed={childId === child.id}
              onClick={() => setChildId(child.id)}
              className={cn(
                'shrink-0 rounded-full border px-4 py-1.5 text-sm font-semibold transition',
                childId === child.id ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-surface hover:border-brand-300',
              )}
            >
              {child.name}
            </button>
          ))}
        </div>
      )}
      <Tabs
        look="line"
        className="mb-6"
        label={category.name}
        options={[
          { value: 'items', label: t('search.items') },
          { value: 'stores', label: t('search.stores') },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'items' && food && <VegFilter value={type} onChange={setType} className="mb-5 w-fit" />}
      {tab === 'items' ? <CategoryItems key={shownId} id={shownId} type={type} /> : <CategoryStores key={shownId} id={shownId} />}
      {category.parent_id && (
        <Link to={`/category/${category.parent_id}`} className="mt-8 inline-block text-sm font-semibold text-brand-700 hover:underline">
          {t('categories.parent')}
        </Link>
      )}
    </div>
  );
}

function CategoryItems({ id, type }: { id: number; type: ItemType }) {
  const { t } = useTranslation();
  const query = useCategoryItems(id, type);
  const rows = uniqueById((query.data?.pages ?? []).map((p) => p.products));
  return (
    <InfiniteList
      query={query}
      rows={rows}
      emptyTitle={t('search.items_not_found')}
      skeleton={<GridSkeleton count={8} className={ITEM_GRID} />}
    >
      {(items) => <div className={ITEM_GRID}>{items.map((item) => <ItemCard key={item.id} item={item} />)}</div>}
    </InfiniteList>
  );
}

function CategoryStores({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useCategoryStores(id);
  const rows = uniqueById((query.data?.pages ?? []).map((p) => p.stores));
  return (
    <InfiniteList
      query={query}
      rows={rows}
      emptyTitle={t('search.stores_not_found')}
      emptyIcon={<StoreIcon className="size-8" />}
      skeleton={<GridSkeleton count={4} className={STORE_GRID} card={<StoreCardSkeleton />} />}
    >
      {(stores) => <div className={STORE_GRID}>{stores.map((store) => <StoreCard key={store.id} store={store} />)}</div>}
    </InfiniteList>
  );
}
