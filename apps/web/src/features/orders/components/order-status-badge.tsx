import { useTranslation } from 'react-i18next';
import type { OrderStatusName } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';

/** One colour per stage: waiting, with the store, on the way, done, stopped, money back. */
const TONES: Record<OrderStatusName, string> = {
  pending: 'bg-amber-500/10 text-amber-700 dark:text-amber-400',
  confirmed: 'bg-sky-500/10 text-sky-700 dark:text-sky-400',
  processing: 'bg-sky-500/10 text-sky-700 dark:text-sky-400',
  handover: 'bg-sky-500/10 text-sky-700 dark:text-sky-400',
  picked_up: 'bg-brand-500/10 text-brand-700 dark:text-brand-400',
  delivered: 'bg-green-500/10 text-green-700 dark:text-green-400',
  canceled: 'bg-red-500/10 text-red-700 dark:text-red-400',
  failed: 'bg-red-500/10 text-red-700 dark:text-red-400',
  refund_requested: 'bg-orange-500/10 text-orange-700 dark:text-orange-400',
  refunded: 'bg-surface-2 text-muted',
};

/** An order's state as a translated pill (orders.status.*). */
export function OrderStatusBadge({ status, className }: { status: OrderStatusName; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap', TONES[status], className)}
    >
      {t(`orders.status.${status}`, { defaultValue: status })}
    </span>
  );
}
