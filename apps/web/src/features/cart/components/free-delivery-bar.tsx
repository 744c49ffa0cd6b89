import { useTranslation } from 'react-i18next';
import { TruckIcon } from '@storefront/ui/icons';
import { useFormatMoney } from '@/lib/money-format';
import type { FreeDeliveryProgress } from '../cart-totals';

/** How far the cart is from free delivery. */
export function FreeDeliveryBar({ progress }: { progress: FreeDeliveryProgress }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const reached = progress.remaining === 0;
  return (
    <div data-testid="free-delivery" data-percent={progress.percent} data-remaining={progress.remaining} className="space-y-2">
      <p className="flex items-center gap-2 text-sm">
        <TruckIcon className="size-4 shrink-0 text-brand-600" />
        {reached ? (
          <span className="font-semibold text-brand-700 dark:text-brand-400">{t('cart.free_delivery_reached')}</span>
        ) : (
          <span>{t('cart.free_delivery_remaining', { amount: money(progress.remaining) })}</span>
        )}
      </p>
      <div
        role="progressbar"
        aria-label={t('cart.free_delivery_progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress.percent)}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
