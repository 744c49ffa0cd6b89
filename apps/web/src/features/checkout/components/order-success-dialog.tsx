import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderTotals } from '@storefront/contract';
import { buttonClasses } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { CheckCircleIcon } from '@storefront/ui/icons';
import { useFormatMoney } from '@/lib/money-format';

export interface PlacedOrder {
  orderId: number;
  status: string;
  paymentStatus?: string;
  placedAt: Date;
  /** The server's exact totals; absent when coming back from the payment page. */
  totals?: OrderTotals;
  /** The phone a guest just gave: Track Order opens the order with it instead of asking again. */
  contactNumber?: string;
}

/** What the guest's Track Order link hands to /track-order (in history state: a phone never goes in the address). */
export interface TrackOrderHandOver {
  contactNumber: string;
}

export interface OrderSuccessDialogProps {
  order: PlacedOrder | null;
  guest: boolean;
  onClose: () => void;
}

/** The order-success dialog: order number, time, status and Track Order (guests) or My Orders. */
export function OrderSuccessDialog({ order, guest, onClose }: OrderSuccessDialogProps) {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  if (!order) return null;
  const { orderId, totals } = order;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(order.placedAt);
  const rows: Array<[string, string]> = [
    [t('checkout.order_number'), `#${orderId}`],
    [t('checkout.order_time'), time],
    [t('checkout.order_status'), t(`checkout.status_${order.status}`, { defaultValue: order.status })],
  ];
  if (order.paymentStatus) rows.push([t('checkout.payment_status'), t(`checkout.payment_${order.paymentStatus}`, { defaultValue: order.paymentStatus })]);
  if (totals) {
    if (totals.delivery_charge > 0) rows.push([t('checkout.delivery_fee'), money(totals.delivery_charge)]);
    if (totals.tax_amount > 0) rows.push([t('checkout.tax'), money(totals.tax_amount)]);
    if (totals.coupon_discount > 0) rows.push([t('checkout.coupon_discount'), `- ${money(totals.coupon_discount)}`]);
    rows.push([t('checkout.total'), money(totals.order_amount)]);
  }
  const next = guest ? `/track-order?order_id=${orderId}` : `/profile?page=my-orders&orderId=${orderId}`;
  return (
    <Dialog
      open
      onClose={onClose}
      widthClass="max-w-[400px]"
      data-testid="order-success"
      title={
        <span className="flex flex-col items-center gap-3 text-center">
          <CheckCircleIcon className="size-14 text-brand-600" />
          {t('checkout.placed_title')}
        </span>
      }
    >
      <dl className="mt-4 space-y-2 rounded-xl bg-surface-2 p-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted">{label}</dt>
            <dd data-testid={label === rows[0]![0] ? 'order-number' : label === t('checkout.total') ? 'order-total' : undefined} className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 grid gap-2">
        <Link to={next} state={guest && order.contactNumber ? ({ contactNumber: order.contactNumber } satisfies TrackOrderHandOver) : undefined} className={buttonClasses('primary', 'lg', 'w-full')}>
          {guest ? t('checkout.track_order') : t('checkout.my_orders')}
        </Link>
        <Link to="/home" className={buttonClasses('outline', 'md', 'w-full')}>
          {t('cart.continue_shopping')}
        </Link>
      </div>
    </Dialog>
  );
}
