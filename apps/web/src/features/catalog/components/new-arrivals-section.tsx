import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { ErrorState } from '@storefront/ui/error-state';
import { Tabs } from '@storefront/ui/tabs';
import { ITEM_GRID } from '@/components/catalog/grids';
import { ItemCard } from '@/components/catalog/item-card';
import { GridSkeleton } from '@/components/catalog/skeletons';
import { SteppedGrid } from '@/components/catalog/stepped-grid';
import { HomeSection } from '@/components/home-section';
import { errorMessage } from '@/lib/api-client';
import { useCategories } from '../api/get-categories';
import { useItemList } from '../api/get-item-list';

/** 8 new arrivals on desktop, 6 on tablets and 4 on phones. */
const NEW_ARRIVALS = 8;
const visibleByWidth = 'max-md:[&>*:nth-child(n+5)]:hidden max-lg:[&>*:nth-child(n+7)]:hidden';
const TAB_COUNT = 6;

export function NewArrivalsSection() {
  const { t } = useTranslation();
  const [categoryId, setCategoryId] = useState(0);
  const all = useItemList('new-arrival', { limit: NEW_ARRIVALS, offset: 1 });
  const tab = useItemList('new-arrival', { limit: NEW_ARRIVALS, offset: 1, category_id: categoryId || undefined });
  const categories = useCategories().data ?? [];
  const options = [{ value: 0, label: t('common.all') }, ...categories.slice(0, TAB_COUNT).map((c) => ({ value: c.id, label: c.name }))];

  return (
    <HomeSection
      sectionKey="new_arrivals"
      title={t('home.sections.new_arrivals')}
      query={all}
      isEmpty={(page) => page.products.length === 0}
      viewAllTo="/home?search=new-arrivals&data_type=new"
      actions={options.length > 1 && <Tabs options={options} value={categoryId} onChange={setCategoryId} label={t('home.sections.new_arrivals')} />}
      skeleton={<GridSkeleton count={4} className={ITEM_GRID} />}
    >
      {() => {
        if (tab.isPending) return <GridSkeleton count={4} className={ITEM_GRID} busy />;
        if (tab.isError) return <ErrorState compact message={errorMessage(tab.error)} onRetry={() => void tab.refetch()} />;
        if (tab.data.products.length === 0) return <p className="py-8 text-center text-sm text-muted">{t('search.items_not_found')}</p>;
        return (
          <SteppedGrid className={cn(ITEM_GRID, visibleByWidth)} items={tab.data.products}>
            {(item) => <ItemCard key={item.id} item={item} />}
          </SteppedGrid>
        );
      }}
    </HomeSection>
  );
}
