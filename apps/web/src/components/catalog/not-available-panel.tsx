import { useTranslation } from 'react-i18next';
import type { Item } from '@storefront/contract';
import { ClockIcon } from '@storefront/ui/icons';
import { formatTime } from '@/lib/format';

/** An item that can be had neither now nor by schedule says when it can. */
export function NotAvailablePanel({ item }: { item: Pick<Item, 'available_time_starts' | 'available_time_ends'> }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="not-available" className="flex items-start gap-3 rounded-2xl bg-amber-500/10 px-4 py-3 text-sm text-amber-800 dark:text-amber-300">
      <ClockIcon className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{t('product.not_available_now')}</p>
        <p>{t('product.available_between', { from: formatTime(item.available_time_starts), to: formatTime(item.available_time_ends) })}</p>
      </div>
    </div>
  );
}
