import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Dialog } from '@storefront/ui/dialog';
import { useReviewReminder } from '../api/get-review-reminder';
import { markPrompted, wasPrompted } from '../prompt-memory';
import { RatePromptBody } from './rate-prompt';

/** Where sign-in lands and the prompt may ask. */
const PROMPT_PATH = '/home';

/**
 * Mounted once by the layout: on the home page a signed-in customer with a delivered order still
 * to rate is asked about it, once per order and browser session. Guests are never asked.
 */
export function HomeRatePrompt() {
  const { t } = useTranslation();
  const active = useLocation().pathname === PROMPT_PATH;
  const reminder = useReviewReminder(active).data;
  const orderId = reminder?.order_id ?? null;
  const [checkedFor, setCheckedFor] = useState<number | null>(null);
  const [openFor, setOpenFor] = useState<number | null>(null);

  // Each new order is looked at once: asked about unless this session already did.
  if (active && orderId !== null && orderId !== checkedFor) {
    setCheckedFor(orderId);
    setOpenFor(wasPrompted(orderId) ? null : orderId);
  }
  useEffect(() => {
    if (openFor !== null) markPrompted(openFor);
  }, [openFor]);

  if (!active || !reminder || orderId === null || openFor !== orderId) return null;
  const close = () => setOpenFor(null);
  return (
    <Dialog
      open
      onClose={close}
      title={t('reviews.prompt_title', { id: orderId })}
      description={t('reviews.prompt_description')}
      widthClass="max-w-[400px]"
      data-testid="rate-prompt"
    >
      <RatePromptBody reminder={{ ...reminder, order_id: orderId }} onDone={close} />
    </Dialog>
  );
}
