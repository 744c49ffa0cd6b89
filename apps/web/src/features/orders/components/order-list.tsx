import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderList as OrderPage } from '@storefront/contract';
import { buttonClasses } from '@storefront/ui/button';
import { EmptyState } from '@storefront/ui/empty-state';
import { CartIcon } from '@storefront/ui/icons';
import { Skeleton } from '@storefront/ui/skeleton';
import { PagedList } from '@/components/paged-list';
import { uniqueById } from '@/lib/paging';
import { OrderRow } from './order-row';

export interface OrderListProps {
  query: UseInfiniteQueryResult<InfiniteData<OrderPage, unknown>>;
  emptyTitle: string;
}

function RowSkeleton() {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 sm:p-4">
      <Skeleton className="size-12 shrink-0 rounded-xl sm:size-14" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-3 w-3/5" />
      </div>
      <Skeleton className="h-4 w-16" />
    </div>
  );
}

/** Ten orders a page, more on request; loading, failure and "no orders" in place. */
export function OrderList({ query, emptyTitle }: OrderListProps) {
  const { t } = useTranslation();
  const orders = uniqueById((query.data?.pages ?? []).map((page) => page.orders));
  const empty = (
    <EmptyState
      icon={<CartIcon className="size-8" />}
      title={emptyTitle}
      description={t('orders.empty_description')}
      action={
        <Link to="/home" className={buttonClasses('primary', 'md', 'mt-2')}>
          {t('orders.start_shopping')}
        </Link>
      }
    />
  );
  return (
    <PagedList query={query} skeleton={Array.from({ length: 3 }, (_, i) => <RowSkeleton key={i} />)} empty={empty} testId="order-list">
      {orders.map((order) => <OrderRow key={order.id} order={order} />)}
    </PagedList>
  );
}
