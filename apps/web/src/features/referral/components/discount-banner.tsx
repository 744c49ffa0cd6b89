import { useTranslation } from 'react-i18next';
import { TagIcon } from '@storefront/ui/icons';

/** The signed-up-with-a-code customer's own first-order discount, and until when it lasts. */
export function DiscountBanner({ discount, until }: { discount: string; until: string | null }) {
  const { t } = useTranslation();
  return (
    <div role="note" data-testid="referral-discount" className="mb-6 flex items-start gap-3 rounded-2xl border border-accent-400/40 bg-accent-400/10 p-4">
      <TagIcon className="mt-0.5 size-5 shrink-0 text-accent-600" />
      <div className="min-w-0 text-sm">
        <p className="font-bold text-ink">{t('referral.your_discount', { discount })}</p>
        <p className="mt-0.5 text-muted">{until ? t('referral.your_discount_until', { date: until }) : t('referral.your_discount_first_order')}</p>
      </div>
    </div>
  );
}
