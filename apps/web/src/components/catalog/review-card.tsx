import { useTranslation } from 'react-i18next';
import type { Review } from '@storefront/contract';
import { Image } from '@storefront/ui/image';
import { Rating } from './rating';
import { ReviewPhotos } from './review-photos';
import { dateTimeFormat } from '@/lib/use-date-format';

export function ReviewCard({ review, showItem = false }: { review: Review; showItem?: boolean }) {
  const { t, i18n } = useTranslation();
  const date = new Date(review.created_at);
  return (
    <article data-testid="review" className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 font-bold text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          {review.customer_name.trim().charAt(0).toUpperCase() || '•'}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-bold">{review.customer_name}</p>
            {!Number.isNaN(date.getTime()) && (
              <time dateTime={review.created_at} className="text-xs text-muted">
                {dateTimeFormat(i18n.language, { year: 'numeric', month: 'short', day: 'numeric' }).format(date)}
              </time>
            )}
          </div>
          <Rating rating={review.rating} stars className="mt-1" />
          {review.comment && <p className="mt-2 text-sm break-words whitespace-pre-line text-ink">{review.comment}</p>}
          <ReviewPhotos photos={review.attachment_full_url ?? []} className="mt-3" />
          {showItem && (
            <p className="mt-3 flex items-center gap-2 text-xs text-muted">
              <Image src={review.item_image_full_url} alt="" className="size-7 rounded-md object-cover" />
              {review.item_name}
            </p>
          )}
          {review.reply && (
            <div data-testid="review-reply" className="mt-3 rounded-xl bg-surface-2 px-3 py-2 text-sm">
              <p className="text-xs font-bold text-muted">{t('store.reply')}</p>
              <p className="mt-0.5 break-words whitespace-pre-line">{review.reply}</p>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
