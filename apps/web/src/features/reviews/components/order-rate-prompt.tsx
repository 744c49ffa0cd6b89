import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '@storefront/ui/icons';
import { useReviewReminder } from '../api/get-review-reminder';
import { RatePromptBody } from './rate-prompt';

/**
 * For the tracking drawer of a delivered order: asks to rate it when the server's reminder is about
 * this order. Shown in place, not as another dialog over the drawer. Signed-in customers only.
 */
export function OrderRatePrompt({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const reminder = useReviewReminder().data;
  const [closed, setClosed] = useState(false);
  if (closed || reminder?.order_id !== orderId) return null;
  return (
    <section
      aria-labelledby="order-rate-prompt-title"
      data-testid="order-rate-prompt"
      className="rounded-2xl border border-brand-200 bg-brand-50/60 p-4 dark:border-brand-900 dark:bg-brand-950/60"
    >
      <h3 id="order-rate-prompt-title" className="flex items-center gap-2 font-bold text-ink">
        <StarIcon className="size-5 shrink-0 fill-amber-400 text-amber-400" />
        {t('reviews.prompt_title', { id: orderId })}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('reviews.prompt_description')}</p>
      <RatePromptBody reminder={{ ...reminder, order_id: orderId }} onDone={() => setClosed(true)} />
    </section>
  );
}
