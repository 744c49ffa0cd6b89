import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REVIEW_REPLY, type ConsoleReview } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { StarIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { useReplyToReview } from '../api/reply-to-review';

/** One review: who, stars, what of which item, when; its reply, written or changed in place. */
export function ReviewItem({ storeId, review }: { storeId: number; review: ConsoleReview }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(review.reply ?? '');
  const mutation = useReplyToReview(storeId);
  const date = new Date(review.created_at);

  const save = (reply: string) => mutation.mutate({ reviewId: review.id, reply }, { onSuccess: () => setEditing(false) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) save(text);
  };

  return (
    <li data-testid="console-review" className="rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-bold"><bdi>{review.customer_name}</bdi></p>
          <p className="mt-0.5 flex items-center gap-1 text-sm font-semibold text-amber-600" role="img" aria-label={t('reviews.rated', { rating: review.rating })}>
            <StarIcon className="size-4" />
            {review.rating}
          </p>
        </div>
        {!Number.isNaN(date.getTime()) && (
          <time dateTime={review.created_at} className="text-xs text-muted">{date.toLocaleDateString(i18n.language, { dateStyle: 'medium' })}</time>
        )}
      </div>
      <p className="mt-2 flex items-center gap-2 text-xs text-muted">
        <Image src={review.item.image_full_url} alt="" className="size-7 rounded-md object-cover" />
        <bdi>{review.item.name}</bdi>
      </p>
      {review.comment ? <p className="mt-2 text-sm break-words whitespace-pre-line">{review.comment}</p> : <p className="mt-2 text-sm text-muted">{t('reviews.no_comment')}</p>}

      {editing ? (
        <form onSubmit={submit} className="mt-3">
          <label className="block text-sm font-semibold" htmlFor={`reply-${review.id}`}>{t('reviews.your_reply')}</label>
          <textarea id={`reply-${review.id}`} value={text} maxLength={MAX_REVIEW_REPLY} rows={3} onChange={(e) => setText(e.target.value)}
            className="mt-1 w-full rounded-xl border border-line bg-surface p-3 text-sm" aria-describedby={`reply-${review.id}-count`} />
          <p id={`reply-${review.id}-count`} className="text-xs text-muted">{t('reviews.characters', { used: text.length, max: MAX_REVIEW_REPLY })}</p>
          {mutation.isError && <p role="alert" className="mt-1 text-sm font-medium text-red-600 dark:text-red-400">{errorMessage(mutation.error) ?? t('errors.generic')}</p>}
          <div className="mt-2 flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={mutation.isPending || !text.trim()}>{mutation.isPending ? t('reviews.saving') : t('reviews.save_reply')}</Button>
            <Button variant="ghost" size="sm" onClick={() => { setEditing(false); setText(review.reply ?? ''); }}>{t('reviews.cancel')}</Button>
          </div>
        </form>
      ) : review.reply ? (
        <div className="mt-3 rounded-xl bg-surface-2 px-3 py-2 text-sm" data-testid="review-reply">
          <p className="text-xs font-bold text-muted">{t('reviews.your_reply')}</p>
          <p className="mt-0.5 break-words whitespace-pre-line">{review.reply}</p>
          <div className="mt-2 flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => { setText(review.reply ?? ''); setEditing(true); }}>{t('reviews.edit_reply')}</Button>
            <Button variant="ghost" size="sm" disabled={mutation.isPending} onClick={() => save('')}>{t('reviews.remove_reply')}</Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" size="sm" className="mt-3" aria-label={t('reviews.reply_to', { name: review.customer_name })} onClick={() => setEditing(true)}>
          {t('reviews.reply')}
        </Button>
      )}
    </li>
  );
}
