import { useTranslation } from 'react-i18next';
import type { FlashSaleProduct } from '@storefront/contract';
import { BoltIcon } from '@storefront/ui/icons';
import { Scroller } from '@storefront/ui/scroller';
import { Countdown } from '@/components/catalog/countdown';
import { RAIL_ITEM } from '@/components/catalog/grids';
import { ItemCard } from '@/components/catalog/item-card';
import { RailSkeleton } from '@/components/catalog/skeletons';
import { HomeSection } from '@/components/home-section';
import { FLASH_PRODUCTS_SHOWN, useFlashSales } from '../api/get-flash-sales';

export const flashStock = (product: FlashSaleProduct) => ({ sold: product.sold, stock: product.stock, available: product.available_stock });

/** The running flash sale: its countdown and up to 15 products with their stock bars. */
export function FlashSaleSection() {
  const { t } = useTranslation();
  const query = useFlashSales();
  const sale = query.data?.flash_sales[0];
  return (
    <HomeSection
      sectionKey="flash_sale"
      title={sale?.title || t('home.sections.flash_sale')}
      icon={<BoltIcon className="size-6 fill-accent-500 text-accent-500" />}
      query={query}
      isEmpty={(page) => !page.flash_sales[0] || page.flash_sales[0].active_products.length === 0}
      viewAllTo={sale ? `/flash-sales?id=${sale.id}` : undefined}
      skeleton={<RailSkeleton />}
    >
      {(page) => (
        <div className="rounded-3xl bg-gradient-to-br from-accent-500 to-accent-600 p-4 shadow-sm sm:p-6">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3 text-white">
            <p className="font-bold">{t('flash_sale.ends_in')}</p>
            <Countdown endsAt={page.flash_sales[0]!.end_date} tone="light" />
          </div>
          <Scroller itemClassName={RAIL_ITEM}>
            {page.flash_sales[0]!.active_products.slice(0, FLASH_PRODUCTS_SHOWN).map((product) => (
              <ItemCard key={product.id} item={product.item} variant="flash" flash={flashStock(product)} />
            ))}
          </Scroller>
        </div>
      )}
    </HomeSection>
  );
}
