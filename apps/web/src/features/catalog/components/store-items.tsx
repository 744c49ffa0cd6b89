import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemType, Store } from '@storefront/contract';
import { CloseIcon, SearchIcon } from '@storefront/ui/icons';
import { Tabs } from '@storefront/ui/tabs';
import { ITEM_GRID } from '@/components/catalog/grids';
import { InfiniteList } from '@/components/catalog/infinite-list';
import { ItemCard } from '@/components/catalog/item-card';
import { GridSkeleton } from '@/components/catalog/skeletons';
import { VegFilter } from '@/components/catalog/veg-filter';
import { uniqueById } from '@/lib/paging';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCategories } from '../api/get-categories';
import { useStoreItems } from '../api/get-store-items';

const SEARCH_DEBOUNCE_MS = 500;

/** The store's items: its categories as tabs, veg or non-veg in food stores, a search inside the store, and more while scrolling. */
export function StoreItems({ store }: { store: Store }) {
  const { t } = useTranslation();
  const [categoryId, setCategoryId] = useState(0);
  const [type, setType] = useState<ItemType>('all');
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const categories = useCategories().data ?? [];
  const names = new Map(categories.flatMap((c) => [[c.id, c.name] as const, ...c.childes.map((s) => [s.id, s.name] as const)]));
  // The store's own categories, in the module's order; ids the list does not know are skipped.
  const own = (store.category_ids ?? []).filter((id) => names.has(id));
  const query = useStoreItems({ storeId: store.id, moduleId: store.module_id, categoryId, name, type });
  const items = uniqueById((query.data?.pages ?? []).map((page) => page.products));

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
        {store.module_type === 'food' && <VegFilter value={type} onChange={setType} className="self-start lg:self-auto" />}
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
      <InfiniteList query={query} rows={items} emptyTitle={t('search.items_not_found')} skeleton={<GridSkeleton count={8} className={ITEM_GRID} />}>
        {(rows) => (
          <div className={ITEM_GRID}>
            {rows.map((item) => (
              <ItemCard key={item.id} item={item} />
            ))}
          </div>
        )}
      </InfiniteList>
    </div>
  );
}
