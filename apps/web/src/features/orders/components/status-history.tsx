import { useTranslation } from 'react-i18next';
import type { StatusChange } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { useOrderTime } from '../use-order-time';
import { Card } from './card';

/** Each change of state, oldest first, as a vertical line of dots. */
export function StatusHistory({ history }: { history: StatusChange[] }) {
  const { t } = useTranslation();
  const time = useOrderTime();
  if (history.length === 0) return null;
  return (
    <Card title={t('orders.status_history')}>
      <ol className="relative ms-1.5 border-s-2 border-line" data-testid="status-history">
        {history.map((change, i) => (
          <li key={`${change.status}-${change.created_at}`} className="relative ps-5 pb-4 last:pb-0">
            <span
              aria-hidden="true"
              className={cn('absolute -start-[7px] top-1 size-3 rounded-full ring-4 ring-surface', i === history.length - 1 ? 'bg-brand-600' : 'bg-line')}
            />
            <p className="text-sm font-semibold text-ink">{t(`orders.status.${change.status}`, { defaultValue: change.status })}</p>
            <time dateTime={change.created_at} className="text-xs text-muted">{time(change.created_at)}</time>
          </li>
        ))}
      </ol>
    </Card>
  );
}
