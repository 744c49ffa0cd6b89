import { useTranslation } from 'react-i18next';
import { RAIL_ITEM } from '@/components/catalog/grids';
import { ItemCard } from '@/components/catalog/item-card';
import { RailSkeleton } from '@/components/catalog/skeletons';
import { HomeSection } from '@/components/home-section';
import { Scroller } from '@/components/ui/scroller';
import { useRelatedItems } from '../api/get-related-items';

export function RelatedItems({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const query = useRelatedItems(itemId);
  return (
    <HomeSection
      testIdPrefix="product-section"
      sectionKey="related_items"
      title={t('product.related_items')}
      query={{ ...query, data: query.data?.filter((item) => item.id !== itemId) }}
      isEmpty={(items) => items.length === 0}
      skeleton={<RailSkeleton />}
    >
      {(items) => (
        <Scroller itemClassName={RAIL_ITEM}>
          {items.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </Scroller>
      )}
    </HomeSection>
  );
}
