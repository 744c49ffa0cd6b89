import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemPage } from '@storefront/contract';
import { AwardIcon, SparkIcon, StarIcon } from '@storefront/ui/icons';
import { Scroller } from '@storefront/ui/scroller';
import { Skeleton } from '@storefront/ui/skeleton';
import { ITEM_GRID, RAIL_ITEM, RAIL_SLIDER } from '@/components/catalog/grids';
import { ItemCard, type ItemCardVariant } from '@/components/catalog/item-card';
import { ItemRail } from '@/components/catalog/item-rail';
import { SteppedGrid } from '@/components/catalog/stepped-grid';
import { GridSkeleton, ItemCardSkeleton, RailSkeleton } from '@/components/catalog/skeletons';
import { HomeSection } from '@/components/home-section';
import { useToken } from '@/lib/session';
import { useItemList } from '../api/get-item-list';
import { useSuggestedItems } from '../api/get-suggested-items';

const emptyPage = (page: ItemPage) => page.products.length === 0;
const SPECIAL_GRID = 'grid gap-3 md:grid-cols-2 xl:grid-cols-3';

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
      skeleton={<GridSkeleton count={4} className={ITEM_GRID} />}
    >
      {(page) => (
        <SteppedGrid className={ITEM_GRID} items={page.products}>
          {(item) => <ItemCard key={item.id} item={item} variant="popular" />}
        </SteppedGrid>
      )}
    </HomeSection>
  );
}

interface ItemRailProps {
  list: Parameters<typeof useItemList>[0];
  limit: number;
  sectionKey: 'best_reviewed' | 'recommended';
  icon: ReactNode;
  variant?: ItemCardVariant;
}

/** A home rail of item cards from one of the item lists. */
function ItemRailSection({ list, limit, sectionKey, icon, variant = 'vertical' }: ItemRailProps) {
  const { t } = useTranslation();
  const query = useItemList(list, { limit, offset: 1 });
  const width = variant === 'slider' ? RAIL_SLIDER : RAIL_ITEM;
  return (
    <HomeSection
      sectionKey={sectionKey}
      title={t(`home.sections.${sectionKey}`)}
      icon={icon}
      query={query}
      isEmpty={emptyPage}
      skeleton={<RailSkeleton itemClassName={width} card={variant === 'slider' ? <Skeleton className="aspect-[16/10] rounded-2xl" /> : undefined} />}
    >
      {(page) => (
        <Scroller itemClassName={width}>
          {page.products.map((item) => (
            <ItemCard key={item.id} item={item} variant={variant} />
          ))}
        </Scroller>
      )}
    </HomeSection>
  );
}

/** The best reviewed items slide by as wide, banner-like cards (the spec's slider variant). */
export function BestReviewedSection() {
  return <ItemRailSection list="most-reviewed" limit={10} sectionKey="best_reviewed" variant="slider" icon={<StarIcon className="size-6 fill-amber-400 text-amber-400" />} />;
}

/** 15 recommended items, from page 1. */
export function RecommendedSection() {
  return <ItemRailSection list="recommended" limit={15} sectionKey="recommended" icon={<AwardIcon className="size-6 text-brand-600" />} />;
}

/** Discounted items, 15 asked for and 5 shown; View all opens the full list. */
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
      skeleton={<GridSkeleton count={3} className={SPECIAL_GRID} card={<ItemCardSkeleton horizontal />} />}
    >
      {(page) => (
        <div className={SPECIAL_GRID}>
          {page.products.slice(0, 5).map((item) => (
            <ItemCard key={item.id} item={item} variant="special" />
          ))}
        </div>
      )}
    </HomeSection>
  );
}

/** Signed-in customers only: items picked for them; nothing at all when there are none or the call fails. */
export function SuggestedItemsSection() {
  const { t } = useTranslation();
  const signedIn = Boolean(useToken());
  const query = useSuggestedItems();
  if (!signedIn || query.isError) return null;
  return (
    <HomeSection
      sectionKey="suggested_items"
      title={t('suggested.title')}
      icon={<SparkIcon className="size-6 text-brand-600" />}
      query={query}
      isEmpty={(items) => items.length === 0}
      skeleton={<RailSkeleton itemClassName={RAIL_ITEM} />}
    >
      {(items) => (
        <ItemRail items={items} />
      )}
    </HomeSection>
  );
}
