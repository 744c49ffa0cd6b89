import { useTranslation } from 'react-i18next';
import { ItemRail } from '@/components/catalog/item-rail';
import { RailSkeleton } from '@/components/catalog/skeletons';
import { HomeSection } from '@/components/home-section';
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
        <ItemRail items={items} />
      )}
    </HomeSection>
  );
}
