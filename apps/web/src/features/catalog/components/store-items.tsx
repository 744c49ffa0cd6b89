import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '@storefront/contract';
import { ITEM_GRID } from '@/components/catalog/grids';
import { ItemCard } from '@/components/catalog/item-card';
import { ItemCardSkeleton } from '@/components/catalog/skeletons';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { uniqueById } from '@/lib/paging';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useInView } from '@/lib/use-in-view';
import { useCategories } from '../api/get-categories';
import { useStoreItems } from '../api/get-store-items';

const SEARCH_DEBOUNCE_MS = 500;

/** The store's items: its categories as tabs, a search inside the store, and more while scrolling. */
export function StoreItems({ store }: { store: Store }) {
  const { t } = useTranslation();
  const [categoryId, setCategoryId] = useState(0);
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const categories = useCategories().data ?? [];
  const names = new Map(categories.flatMap((c) => [[c.id, c.name] as const, ...c.childes.map((s) => [s.id, s.name] as const)]));
  // The store's own categories, in the module's order; ids the list does not know are skipped.
  const own = (store.category_ids ?? []).filter((id) => names.has(id));
  const query = useStoreItems({ storeId: store.id, categoryId, name });
  const items = uniqueById((query.data?.pages ?? []).map((page) => page.products));
  const sentinel = useInView<HTMLDivElement>(() => {
    if (query.hasNextPage && !query.isFetchingNextPage && !query.isError) void query.fetchNextPage();
  }, query.hasNextPage);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        {own.length > 0 && (
          <Tabs
            className="min-w-0 flex-1"
            label={t('store.categories')}
            options={[{ value: 0, label: t('common.all') }, ...own.map((id) => ({ value: id, label: names.get(id)! }))]}
            value={categoryId}
            onChange={setCategoryId}
          />
        )}
        <label className="flex h-11 w-full items-center gap-2 rounded-full border border-line bg-surface px-4 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 lg:ms-auto lg:w-80">
          <SearchIcon className="size-4 shrink-0 text-muted" />
          <input
            type="search"
            data-testid="store-search-input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('store.search_placeholder', { store: store.name })}
            aria-label={t('store.search_label')}
            className="h-full min-w-0 flex-1 bg-transparent text-sm outline-none focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          {text && (
            <button type="button" onClick={() => setText('')} aria-label={t('search.clear')} className="-me-2 grid size-8 place-items-center rounded-full text-muted hover:bg-surface-2">
              <CloseIcon className="size-4" />
            </button>
          )}
        </label>
      </div>
      {query.isPending ? (
        <div className={ITEM_GRID} role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            <ItemCardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError && items.length === 0 ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : items.length === 0 ? (
        <EmptyState icon={<SearchIcon className="size-8" />} title={t('search.items_not_found')} />
      ) : (
        <div className={ITEM_GRID}>
          {items.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </div>
      )}
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {query.isFetchingNextPage && (
        <p className="flex justify-center py-4" role="status" aria-label={t('common.loading')}>
          <Spinner className="size-6 text-brand-600" />
        </p>
      )}
      {query.isError && items.length > 0 && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
