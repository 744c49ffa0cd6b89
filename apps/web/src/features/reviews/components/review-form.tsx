import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REVIEW_COMMENT, MAX_REVIEW_PHOTOS } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { PhotoPicker, usePhotoPicker } from '@storefront/ui/form/photo-picker';
import { StarRatingInput } from '@storefront/ui/form/star-rating-input';

export interface ReviewDraft {
  rating: number;
  comment: string;
  photos: File[];
}

export interface ReviewFormProps {
  /** Names the stars, e.g. "Rate Margherita Pizza". */
  ratingLabel: string;
  /** Items take photos; the courier does not. */
  withPhotos?: boolean;
  pending: boolean;
  /** The server's refusal, shown under the form. */
  error: string | null;
  onSubmit: (draft: ReviewDraft) => void;
}

const fieldClass = 'w-full rounded-xl border border-line bg-surface px-3 py-2.5 text-sm text-ink outline-none focus:border-brand-500';

/** Stars in half steps, a comment and (for items) up to three photos; sending waits for a rating. */
export function ReviewForm({ ratingLabel, withPhotos = false, pending, error, onSubmit }: ReviewFormProps) {
  const { t } = useTranslation();
  const commentId = useId();
  const countId = useId();
  const hintId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const photos = usePhotoPicker(MAX_REVIEW_PHOTOS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null || pending) return;
    onSubmit({ rating, comment, photos: withPhotos ? photos.files : [] });
  };

  return (
    <form onSubmit={submit} className="mt-4 space-y-4" aria-busy={pending}>
      <StarRatingInput value={rating} onChange={setRating} label={ratingLabel} disabled={pending} />
      <div>
        <label htmlFor={commentId} className="mb-1.5 block text-sm font-semibold text-ink">
          {t('reviews.comment')}
        </label>
        <textarea
          id={commentId}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={MAX_REVIEW_COMMENT}
          rows={3}
          disabled={pending}
          aria-describedby={countId}
          placeholder={t('reviews.comment_placeholder')}
          className={fieldClass}
        />
        <p id={countId} data-testid="comment-count" className="mt-1 text-end text-xs text-muted" aria-live="polite">
          {t('reviews.comment_count', { length: comment.length, max: MAX_REVIEW_COMMENT })}
        </p>
      </div>
      {withPhotos && (
        <div>
          <p className="text-sm font-semibold text-ink">{t('reviews.photos')}</p>
          <p className="mb-2 text-xs text-muted">{t('reviews.photos_hint')}</p>
          <PhotoPicker
            picker={photos}
            disabled={pending}
            testId="review-photo-picks"
            problemsTestId="review-photo-problems"
            texts={{
              add: t('reviews.add_photos'),
              remove: (name) => t('reviews.remove_photo', { name }),
              problems: { too_many: t('reviews.too_many_photos'), type: t('reviews.photo_type'), size: t('reviews.photo_size') },
            }}
          />
        </div>
      )}
      {error && (
        <p role="alert" data-testid="review-error" className="text-sm font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={rating === null || pending} aria-busy={pending} aria-describedby={rating === null ? hintId : undefined}>
          {pending ? t('reviews.submitting') : t('reviews.submit')}
        </Button>
        {rating === null && (
          <p id={hintId} className="text-xs text-muted">
            {t('reviews.choose_rating')}
          </p>
        )}
      </div>
    </form>
  );
}
