import { useTranslation } from 'react-i18next';
import type { OrderReviews } from '@storefront/contract';
import { errorMessage } from '@/lib/api-client';
import { useSubmitItemReview } from '../api/submit-item-review';
import { ReviewCardShell } from './review-card-shell';
import { ReviewForm } from './review-form';
import { SubmittedReview } from './submitted-review';

type ReviewableItem = OrderReviews['items'][number];

/** An item of the order: rate it once; afterwards its review shows instead. */
export function ItemReviewCard({ orderId, item }: { orderId: number; item: ReviewableItem }) {
  const { t } = useTranslation();
  const submit = useSubmitItemReview();
  return (
    <ReviewCardShell testId={`review-card-item-${item.id}`} image={item.image_full_url} name={item.name}>
      {item.review ? (
        <SubmittedReview rating={item.review.rating} comment={item.review.comment} createdAt={item.review.created_at} photos={item.review.attachment_full_url} />
      ) : (
        <ReviewForm
          withPhotos
          ratingLabel={t('reviews.rate_item', { name: item.name })}
          pending={submit.isPending}
          error={submit.isError ? (errorMessage(submit.error) ?? t('errors.generic')) : null}
          onSubmit={(draft) => submit.mutate({ orderId, itemId: item.id, ...draft })}
        />
      )}
    </ReviewCardShell>
  );
}
