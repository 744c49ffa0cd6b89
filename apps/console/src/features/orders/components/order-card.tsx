import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderSummary } from '@storefront/contract';
import { useMoney } from '../../../components/use-money';
import { OrderActions } from './order-actions';

/** How long ago, in the page's language: "3 min", "2 h". */
export function useAge() {
  const { i18n } = useTranslation();
  return (iso: string, now: number) => {
    const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
    const format = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto', style: 'short' });
    return minutes < 60 ? format.format(-minutes, 'minute') : format.format(-Math.round(minutes / 60), 'hour');
  };
}

/** One order on the board: its number, age, kind, what it holds and costs, and the next step. */
export function OrderCard({ storeId, order, now }: { storeId: number; order: OrderSummary; now: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const age = useAge();
  const late = order.order_status === 'pending' && now - Date.parse(order.created_at) > 5 * 60_000;
  return (
    <article
      aria-labelledby={`order-${order.id}`} data-testid="order-card" data-order-id={order.id}
      className={`flex flex-col gap-2 rounded-2xl border bg-surface p-3 shadow-sm ${late ? 'border-red-400' : 'border-line'}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <Link id={`order-${order.id}`} to={`/stores/${storeId}/orders/${order.id}`} className="font-bold hover:underline">
          {t('orders.number', { id: order.id })}
        </Link>
        <time dateTime={order.created_at} className={`text-xs ${late ? 'font-semibold text-red-600' : 'text-muted'}`}>{age(order.created_at, now)}</time>
      </div>
      <div className="flex flex-wrap gap-1.5 text-xs">
        <span className="rounded-full bg-surface-2 px-2 py-0.5 font-semibold">{t(`orders.types.${order.order_type}`, { defaultValue: order.order_type })}</span>
        {order.scheduled === 1 && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            {t('orders.scheduled_for', { time: new Date(order.schedule_at).toLocaleString() })}
          </span>
        )}
        {order.order_status === 'canceled' && <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">{t('orders.status.canceled')}</span>}
      </div>
      <p className="text-sm text-muted">
        {t('orders.items', { count: order.item_count })} · <bdi>{money(order.order_amount)}</bdi> · {t(`orders.payments.${order.payment_method}`, { defaultValue: order.payment_method })}
      </p>
      <OrderActions storeId={storeId} order={order} />
    </article>
  );
}
