import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item, Store } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { cn } from '@storefront/ui/cn';
import { Drawer } from '@storefront/ui/drawer';
import { FilterIcon, GridIcon, ListIcon, SearchIcon, StoreIcon } from '@storefront/ui/icons';
import { Tabs } from '@storefront/ui/tabs';
import { LIST_GRID, PANEL_ITEM_GRID, PANEL_STORE_GRID } from '@/components/catalog/grids';
import { ItemCard } from '@/components/catalog/item-card';
import { InfiniteList } from '@/components/catalog/infinite-list';
import { GridSkeleton, ItemCardSkeleton, StoreCardSkeleton } from '@/components/catalog/skeletons';
import { StoreCard } from '@/components/catalog/store-card';
import { uniqueById } from '@/lib/paging';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PRICE_MAX, PRICE_MIN, useSearchCatalog, type DataType, type ListType, type SearchParams } from '../api/search-catalog';
import { SearchFilters, type FilterOption, type FilterState } from './search-filters';

export interface SearchResultsProps {
  /** The words searched for; may be empty for browsing (discounted, new, category, brand). */
  name: string;
  dataType: DataType;
  title: string;
  initialCategoryIds?: number[];
  initialBrandIds?: number[];
  /** Searches and categories list stores too; the other browses only items. */
  withStores: boolean;
  categories: FilterOption[];
  brands: FilterOption[];
}

const PRICE_DEBOUNCE_MS = 500;

const initialFilters = (categoryIds: number[] = [], brandIds: number[] = []): FilterState => ({
  categoryIds,
  brandIds,
  rating: 0,
  price: [PRICE_MIN, PRICE_MAX],
  filters: [],
  sort: undefined,
  deliveryType: 'all',
});

/** The search page: Items and Stores tabs, grid or list, filters, and pages loaded while scrolling. */
export function SearchResults(props: SearchResultsProps) {
  const { t } = useTranslation();
  const { name, dataType, title, withStores } = props;
  const [listType, setListType] = useState<ListType>('item');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setFilters] = useState(() => initialFilters(props.initialCategoryIds, props.initialBrandIds));
  const price = useDebouncedValue(filters.price, PRICE_DEBOUNCE_MS);

  const params: SearchParams = useMemo(
    () => ({
      name,
      listType,
      dataType,
      categoryIds: listType === 'item' ? filters.categoryIds : (props.initialCategoryIds ?? []),
      brandIds: listType === 'item' ? filters.brandIds : [],
      rating: filters.rating,
      minPrice: listType === 'item' ? price[0] : PRICE_MIN,
      maxPrice: listType === 'item' ? price[1] : PRICE_MAX,
      filters: filters.filters,
      sort: listType === 'item' ? filters.sort : undefined,
      deliveryType: listType === 'store' ? filters.deliveryType : 'all',
    }),
    [name, listType, dataType, filters, price, props.initialCategoryIds],
  );
  const query = useSearchCatalog(params);
  const pages = query.data?.pages ?? [];
  const rows = uniqueById<Item | Store>(pages.map((page) => (listType === 'item' ? page.products : page.stores)));
  const total = pages[0]?.total_size;

  const panel = (
    <SearchFilters
      value={filters}
      onChange={setFilters}
      categories={props.categories}
      brands={props.brands}
      listType={listType}
      onReset={() => setFilters(initialFilters(props.initialCategoryIds, props.initialBrandIds))}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8" data-testid="search-results">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          {total !== undefined && <p className="mt-1 text-sm text-muted">{t('search.results_count', { count: total })}</p>}
        </div>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" className="lg:hidden" onClick={() => setFiltersOpen(true)}>
            <FilterIcon className="size-4" />
            {t('search.filters')}
          </Button>
          <div className="flex rounded-xl border border-line bg-surface p-0.5" role="group" aria-label={t('search.view')}>
            {(['grid', 'list'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                aria-pressed={view === mode}
                aria-label={t(`search.view_${mode}`)}
                onClick={() => setView(mode)}
                className={cn('grid size-8 place-items-center rounded-lg transition', view === mode ? 'bg-brand-600 text-white' : 'text-muted hover:text-ink')}
              >
                {mode === 'grid' ? <GridIcon className="size-4" /> : <ListIcon className="size-4" />}
              </button>
            ))}
          </div>
        </div>
      </div>
      {withStores && (
        <Tabs
          look="line"
          className="mb-6"
          label={t('search.result_type')}
          options={[
            { value: 'item', label: t('search.items') },
            { value: 'store', label: t('search.stores') },
          ]}
          value={listType}
          onChange={setListType}
        />
      )}
      <div className="flex gap-8">
        <aside className="hidden w-64 shrink-0 lg:block">
          <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto rounded-2xl border border-line bg-surface p-5 shadow-sm">{panel}</div>
        </aside>
        <div className="min-w-0 flex-1">
          <InfiniteList
            query={query}
            rows={rows}
            skeleton={<ResultSkeleton listType={listType} view={view} />}
            emptyIcon={listType === 'item' ? <SearchIcon className="size-8" /> : <StoreIcon className="size-8" />}
            emptyTitle={listType === 'item' ? t('search.items_not_found') : t('search.stores_not_found')}
            emptyDescription={t('search.not_found_hint')}
          >
            {(found) => <ResultList rows={found} listType={listType} view={view} />}
          </InfiniteList>
        </div>
      </div>
      <Drawer open={filtersOpen} onClose={() => setFiltersOpen(false)} title={t('search.filters')} side="end" footer={
        <Button className="w-full" onClick={() => setFiltersOpen(false)}>
          {t('search.show_results')}
        </Button>
      }>
        <div className="p-5">{panel}</div>
      </Drawer>
    </div>
  );
}

function ResultList({ rows, listType, view }: { rows: (Item | Store)[]; listType: ListType; view: 'grid' | 'list' }) {
  if (listType === 'item') {
    return (
      <div className={view === 'grid' ? PANEL_ITEM_GRID : LIST_GRID}>
        {(rows as Item[]).map((item) => (
          <ItemCard key={item.id} item={item} variant={view === 'grid' ? 'vertical' : 'list'} />
        ))}
      </div>
    );
  }
  return (
    <div className={view === 'grid' ? PANEL_STORE_GRID : LIST_GRID}>
      {(rows as Store[]).map((store) => (
        <StoreCard key={store.id} store={store} variant={view === 'grid' ? 'vertical' : 'compact'} />
      ))}
    </div>
  );
}

function ResultSkeleton({ listType, view }: { listType: ListType; view: 'grid' | 'list' }) {
  const card = listType === 'item' ? <ItemCardSkeleton horizontal={view === 'list'} /> : <StoreCardSkeleton compact={view === 'list'} />;
  return <GridSkeleton count={6} className={view === 'list' ? LIST_GRID : listType === 'item' ? PANEL_ITEM_GRID : PANEL_STORE_GRID} card={card} />;
}
