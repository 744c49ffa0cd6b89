import { useTranslation } from 'react-i18next';
import { Skeleton } from '@storefront/ui/skeleton';
import { ReviewCard } from '@/components/catalog/review-card';
import { HomeSection } from '@/components/home-section';
import { useItemReviews } from '../api/get-item-reviews';

export function ItemReviews({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const query = useItemReviews(itemId);
  return (
    <HomeSection
      testIdPrefix="product-section"
      sectionKey="item_reviews"
      title={t('store.reviews')}
      query={query}
      isEmpty={(page) => page.reviews.length === 0}
      skeleton={<Skeleton className="h-28 rounded-2xl" />}
    >
      {(page) => (
        <div className="grid gap-3 md:grid-cols-2">
          {page.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </div>
      )}
    </HomeSection>
  );
}
