import { useTranslation } from 'react-i18next';
import { Rating } from '@/components/catalog/rating';
import { ReviewPhotos } from '@/components/catalog/review-photos';
import { useFormatDate } from '@/lib/use-date-format';

interface SubmittedReviewProps {
  rating: number;
  comment: string | null;
  createdAt: string;
  photos?: readonly string[];
}

/** A review already sent: it cannot be changed, so it replaces the form. */
export function SubmittedReview({ rating, comment, createdAt, photos = [] }: SubmittedReviewProps) {
  const { t } = useTranslation();
  const date = useFormatDate();
  return (
    <div data-testid="submitted-review" className="mt-4 rounded-xl bg-surface-2 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-bold text-ink">{t('reviews.your_review')}</p>
        <time dateTime={createdAt} className="text-xs text-muted">
          {t('reviews.reviewed_on', { date: date(createdAt) })}
        </time>
      </div>
      <Rating rating={rating} stars className="mt-1.5" />
      {comment && <p className="mt-2 text-sm break-words whitespace-pre-line text-ink">{comment}</p>}
      <ReviewPhotos photos={photos} className="mt-3" />
    </div>
  );
}
