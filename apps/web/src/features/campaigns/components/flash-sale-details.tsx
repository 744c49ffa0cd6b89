import { useTranslation } from 'react-i18next';
import type { FlashSale } from '@storefront/contract';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { BoltIcon } from '@storefront/ui/icons';
import { Skeleton } from '@storefront/ui/skeleton';
import { Countdown } from '@/components/catalog/countdown';
import { ITEM_GRID } from '@/components/catalog/grids';
import { InfiniteList } from '@/components/catalog/infinite-list';
import { ItemCard } from '@/components/catalog/item-card';
import { GridSkeleton } from '@/components/catalog/skeletons';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { uniqueById } from '@/lib/paging';
import { useFlashSaleItems } from '../api/get-flash-sale-items';
import { useFlashSales } from '../api/get-flash-sales';
import { flashStock } from './flash-sale-section';

/** /flash-sales?id=: one flash sale (the running one without an id) with every product and its stock. */
export function FlashSaleDetails({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const sales = useFlashSales();
  if (sales.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="space-y-4">
        <Skeleton className="h-24 w-full rounded-3xl" />
      </div>
    );
  }
  if (sales.isError) return <ErrorState message={errorMessage(sales.error)} onRetry={() => void sales.refetch()} />;
  const list = sales.data.flash_sales;
  const sale = list.find((s) => s.id === id) ?? (id === null ? list[0] : undefined);
  const saleId = sale?.id ?? id;
  if (saleId === null) return <EmptyState icon={<BoltIcon className="size-8" />} title={t('flash_sale.none')} />;
  return <FlashSaleProducts saleId={saleId} sale={sale} />;
}

function FlashSaleProducts({ saleId, sale }: { saleId: number; sale: FlashSale | undefined }) {
  const { t } = useTranslation();
  const query = useFlashSaleItems(saleId);
  const info = sale;
  const rows = uniqueById((query.data?.pages ?? []).map((p) => p.products));
  return (
    <div data-testid="flash-sale-page">
      <div className="mb-6 rounded-3xl bg-gradient-to-br from-accent-500 to-accent-600 p-5 text-white shadow-sm sm:p-8">
        <PageHeader title={info?.title || t('home.sections.flash_sale')} subtitle={<span className="text-white/85">{t('flash_sale.ends_in')}</span>} />
        {info && <Countdown endsAt={info.end_date} tone="light" className="-mt-2" />}
      </div>
      <InfiniteList
        query={query}
        rows={rows}
        emptyTitle={t('search.items_not_found')}
        skeleton={<GridSkeleton count={8} className={ITEM_GRID} />}
      >
        {(products) => (
          <div className={ITEM_GRID}>
            {products.map((product) => (
              <ItemCard key={product.id} item={product.item} variant="flash" flash={flashStock(product)} />
            ))}
          </div>
        )}
      </InfiniteList>
    </div>
  );
}
