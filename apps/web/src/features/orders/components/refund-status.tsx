import { useTranslation } from 'react-i18next';
import type { OrderTrack } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { Image } from '@storefront/ui/image';
import { useOrderTime } from '../use-order-time';
import { Card } from './card';

type Refund = NonNullable<OrderTrack['refund']>;

const TONES: Record<Refund['status'], string> = {
  pending: 'bg-amber-500/10 text-amber-700 dark:text-amber-400',
  approved: 'bg-green-500/10 text-green-700 dark:text-green-400',
  rejected: 'bg-red-500/10 text-red-700 dark:text-red-400',
};

/** The refund the customer already asked for, and where it stands. */
export function RefundStatus({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const time = useOrderTime();
  return (
    <Card title={t('orders.refund_title')} testId="refund-status">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span data-testid="refund-status-badge" className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold', TONES[refund.status])}>
          {t(`orders.refund_statuses.${refund.status}`)}
        </span>
        <time dateTime={refund.created_at} className="text-xs text-muted">
          {t('orders.refund_requested_on', { time: time(refund.created_at) })}
        </time>
      </div>
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="text-muted">{t('orders.refund_reason')}</dt>
          <dd className="font-semibold break-words text-ink">{refund.reason}</dd>
        </div>
        {refund.note && (
          <div>
            <dt className="text-muted">{t('orders.note')}</dt>
            <dd className="break-words whitespace-pre-line text-ink">{refund.note}</dd>
          </div>
        )}
      </dl>
      {refund.images.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {refund.images.map((src, i) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer" className="block rounded-xl focus-visible:ring-2 focus-visible:ring-brand-500">
                <Image src={src} alt={t('orders.refund_image', { index: i + 1 })} className="size-16 rounded-xl border border-line object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
