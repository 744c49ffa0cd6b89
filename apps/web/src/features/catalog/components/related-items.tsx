import { useTranslation } from 'react-i18next';
import { ItemCard } from '@/components/catalog/item-card';
import { ItemCardSkeleton } from '@/components/catalog/skeletons';
import { HomeSection } from '@/components/home-section';
import { Scroller } from '@/components/ui/scroller';
import { useRelatedItems } from '../api/get-related-items';
import { RAIL_ITEM } from './item-sections';

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
      skeleton={
        <div className="flex gap-4 overflow-hidden">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className={`shrink-0 ${RAIL_ITEM}`}>
              <ItemCardSkeleton />
            </div>
          ))}
        </div>
      }
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
