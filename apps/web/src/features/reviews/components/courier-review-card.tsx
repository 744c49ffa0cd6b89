import { useTranslation } from 'react-i18next';
import type { OrderReviews } from '@storefront/contract';
import { errorMessage } from '@/lib/api-client';
import { useSubmitCourierReview } from '../api/submit-courier-review';
import { ReviewCardShell } from './review-card-shell';
import { ReviewForm } from './review-form';
import { SubmittedReview } from './submitted-review';

type Courier = NonNullable<OrderReviews['delivery_man']>;

/** The delivery man of the order: stars and a comment, once. */
export function CourierReviewCard({ orderId, courier }: { orderId: number; courier: Courier }) {
  const { t } = useTranslation();
  const submit = useSubmitCourierReview();
  return (
    <ReviewCardShell testId="review-card-courier" image={courier.image_full_url} name={courier.name}>
      {courier.review ? (
        <SubmittedReview rating={courier.review.rating} comment={courier.review.comment} createdAt={courier.review.created_at} />
      ) : (
        <ReviewForm
          ratingLabel={t('reviews.rate_courier', { name: courier.name })}
          pending={submit.isPending}
          error={submit.isError ? (errorMessage(submit.error) ?? t('errors.generic')) : null}
          onSubmit={({ rating, comment }) => submit.mutate({ orderId, deliveryManId: courier.id, rating, comment })}
        />
      )}
    </ReviewCardShell>
  );
}
