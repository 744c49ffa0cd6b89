import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemPage } from '@storefront/contract';
import { ITEM_GRID } from '@/components/catalog/grids';
import { ItemCard } from '@/components/catalog/item-card';
import { ItemCardSkeleton } from '@/components/catalog/skeletons';
import { HomeSection } from '@/components/home-section';
import { AwardIcon, SparkIcon, StarIcon } from '@/components/ui/icons';
import { Scroller } from '@/components/ui/scroller';
import { useItemList } from '../api/get-item-list';

const emptyPage = (page: ItemPage) => page.products.length === 0;

const gridSkeleton = (count: number) => (
  <div className={ITEM_GRID}>
    {Array.from({ length: count }, (_, i) => (
      <ItemCardSkeleton key={i} />
    ))}
  </div>
);

const railSkeleton = (
  <div className="flex gap-4 overflow-hidden">
    {Array.from({ length: 5 }, (_, i) => (
      <div key={i} className="w-44 shrink-0 sm:w-52">
        <ItemCardSkeleton />
      </div>
    ))}
  </div>
);

export const RAIL_ITEM = 'w-44 sm:w-52';

/** Best sellers of the zone: a grid of 8 (two rows on desktop). */
export function PopularItemsSection() {
  const { t } = useTranslation();
  const query = useItemList('popular', { limit: 8, offset: 1 });
  return (
    <HomeSection
      sectionKey="popular_items"
      title={t('home.sections.popular_items')}
      icon={<SparkIcon className="size-6 text-accent-500" />}
      query={query}
      isEmpty={emptyPage}
      skeleton={gridSkeleton(4)}
    >
      {(page) => (
        <div className={ITEM_GRID}>
          {page.products.map((item) => (
            <ItemCard key={item.id} item={item} variant="popular" />
          ))}
        </div>
      )}
    </HomeSection>
  );
}

/** A home rail of item cards from one of the item lists. */
function ItemRailSection({ list, limit, sectionKey, icon }: { list: Parameters<typeof useItemList>[0]; limit: number; sectionKey: 'best_reviewed' | 'recommended'; icon: ReactNode }) {
  const { t } = useTranslation();
  const query = useItemList(list, { limit, offset: 1 });
  return (
    <HomeSection
      sectionKey={sectionKey}
      title={t(`home.sections.${sectionKey}`)}
      icon={icon}
      query={query}
      isEmpty={emptyPage}
      skeleton={railSkeleton}
    >
      {(page) => (
        <Scroller itemClassName={RAIL_ITEM}>
          {page.products.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </Scroller>
      )}
    </HomeSection>
  );
}

export function BestReviewedSection() {
  return <ItemRailSection list="most-reviewed" limit={10} sectionKey="best_reviewed" icon={<StarIcon className="size-6 fill-amber-400 text-amber-400" />} />;
}

/** Spec §9: 15 recommended items, from page 1. */
export function RecommendedSection() {
  return <ItemRailSection list="recommended" limit={15} sectionKey="recommended" icon={<AwardIcon className="size-6 text-brand-600" />} />;
}

/** Spec §9: discounted items, 15 asked for and 5 shown; View all opens the full list. */
export function SpecialOffersSection() {
  const { t } = useTranslation();
  const query = useItemList('discounted', { limit: 15, offset: 1 });
  return (
    <HomeSection
      sectionKey="special_offers"
      title={t('home.sections.special_offers')}
      query={query}
      isEmpty={emptyPage}
      viewAllTo="/home?search=special-offer&data_type=discounted"
      skeleton={
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <ItemCardSkeleton key={i} horizontal />
          ))}
        </div>
      }
    >
      {(page) => (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {page.products.slice(0, 5).map((item) => (
            <ItemCard key={item.id} item={item} variant="special" />
          ))}
        </div>
      )}
    </HomeSection>
  );
}
