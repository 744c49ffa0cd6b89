import { useTranslation } from 'react-i18next';
import type { ConsoleItemsQuery } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { ListIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { useMenuItems } from '../api/get-menu-items';
import { useSwitchMenuItem } from '../api/switch-menu-item';
import { MenuPager } from './menu-pager';
import { MenuRow } from './menu-row';

export interface MenuListProps {
  storeId: number;
  query: ConsoleItemsQuery;
  canEditStock: boolean;
  canEditMenu: boolean;
  onPage: (offset: number) => void;
  /** Whether the list is narrowed (an empty one then says "nothing matches", not "no items yet"). */
  filtered: boolean;
}

/** A page of the store's menu with its quick switches; loading, failed and empty pages each say so. */
export function MenuList({ storeId, query, canEditStock, canEditMenu, onPage, filtered }: MenuListProps) {
  const { t } = useTranslation();
  const list = useMenuItems(storeId, query);
  const change = useSwitchMenuItem(storeId);
  if (list.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="flex flex-col gap-2">
        {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-16 w-full rounded-xl" />)}
      </LoadingRegion>
    );
  }
  if (list.isError) return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const page = list.data;
  if (page.items.length === 0) {
    return (
      <EmptyState
        icon={<ListIcon className="size-7" />}
        title={t('catalog.empty_title')}
        description={filtered ? t('catalog.empty_filtered') : t('catalog.empty_store')}
        className="rounded-2xl border border-dashed border-line bg-surface"
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={t('catalog.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
        {page.items.map((row) => (
          <MenuRow
            key={row.id}
            row={row}
            stockKept={page.stock_kept}
            canEditStock={canEditStock}
            canEditMenu={canEditMenu}
            editHref={`/stores/${storeId}/menu/${row.id}`}
            onChange={(item, next) => change.mutate({ row: item, change: next })}
          />
        ))}
      </ul>
      <MenuPager page={page} onPage={onPage} />
    </div>
  );
}
