import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderSummary } from '@storefront/contract';
import { ChevronEndIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { useFormatMoney } from '@/lib/money-format';
import { orderDetailsPath } from '../order-paths';
import { useOrderTime } from '../use-order-time';
import { OrderStatusBadge } from './order-status-badge';

/** One order of the list; the whole row opens its details. */
export function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const time = useOrderTime();
  const storeName = order.store?.name ?? (order.module_type === 'parcel' ? t('orders.parcel') : null);
  return (
    <li>
      <Link
        to={orderDetailsPath(order.id)}
        data-testid="order-row"
        className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 transition outline-none hover:border-brand-500/50 hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-brand-500 sm:gap-4 sm:p-4"
      >
        <Image src={order.store?.logo_full_url ?? order.parcel?.category.image_full_url} alt="" className="size-12 shrink-0 rounded-xl object-cover sm:size-14" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-bold text-ink">{t('orders.order_number', { id: order.id })}</span>
            <OrderStatusBadge status={order.order_status} />
          </div>
          {storeName && <p className="mt-0.5 truncate text-sm font-medium text-ink/80">{storeName}</p>}
          <p className="mt-0.5 text-xs text-muted">
            <time dateTime={order.created_at}>{time(order.created_at)}</time>
            <span aria-hidden="true"> · </span>
            {order.parcel ? order.parcel.category.name : t('orders.item_count', { count: order.item_count })}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <span data-testid="order-amount" className="text-sm font-bold text-ink sm:text-base">
            {money(order.order_amount)}
          </span>
          <ChevronEndIcon className="size-4 text-muted rtl:-scale-x-100" />
        </div>
      </Link>
    </li>
  );
}
