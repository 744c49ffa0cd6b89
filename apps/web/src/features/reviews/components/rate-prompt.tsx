import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ReviewReminder } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { Image } from '@storefront/ui/image';
import { useCancelReviewReminder } from '../api/cancel-review-reminder';
import { rateAndReviewPath } from '../review-paths';

export type ReminderOrder = ReviewReminder & { order_id: number };

/** The items of the order to rate, "Not now" (the server stops asking) and "Rate now". */
export function RatePromptBody({ reminder, onDone }: { reminder: ReminderOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCancelReviewReminder();
  return (
    <>
      {reminder.items.length > 0 && (
        <ul className="mt-4 max-h-48 space-y-2 overflow-y-auto" data-testid="rate-prompt-items">
          {reminder.items.map((item) => (
            <li key={item.id} className="flex min-w-0 items-center gap-3">
              <Image src={item.image_full_url} alt="" className="size-10 shrink-0 rounded-lg object-cover" />
              <span className="min-w-0 text-sm font-semibold break-words text-ink">{item.name}</span>
            </li>
          ))}
        </ul>
      )}
      {/* Side by side when both fit; stacked on narrow screens and in longer languages. */}
      <div className="mt-5 flex flex-wrap gap-3">
        <Button
          variant="outline"
          className="grow basis-32"
          onClick={() => {
            cancel.mutate(reminder.order_id);
            onDone();
          }}
        >
          {t('reviews.not_now')}
        </Button>
        <Button
          data-autofocus
          className="grow basis-32"
          onClick={() => {
            onDone();
            void navigate(rateAndReviewPath(reminder.order_id));
          }}
        >
          {t('reviews.rate_now')}
        </Button>
      </div>
    </>
  );
}
