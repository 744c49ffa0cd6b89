import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderTotals as Totals } from '@storefront/contract';
import { useFormatMoney } from '@/lib/money-format';
import { useServiceFeeName } from '@/lib/service-fee-name';
import { Card } from './card';

function Row({ label, value, testId, strong = false }: { label: ReactNode; value: ReactNode; testId: string; strong?: boolean }) {
  return (
    <div className="flex items-start justify-between gap-3 text-sm">
      <dt className={strong ? 'font-bold text-ink' : 'text-muted'}>{label}</dt>
      <dd data-testid={testId} className={strong ? 'text-end font-bold text-ink' : 'text-end font-semibold text-ink'}>
        {value}
      </dd>
    </div>
  );
}

/** The server's amounts; rows that are zero are left out, the total never is. */
export function OrderTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const serviceFeeName = useServiceFeeName();
  const freeDelivery = totals.delivery_charge === 0 && totals.original_delivery_charge > 0;
  return (
    <Card title={t('orders.summary')}>
      <dl className="space-y-2">
        {totals.item_amount > 0 && <Row label={t('orders.item_price')} value={money(totals.item_amount)} testId="total-items" />}
        {totals.item_discount > 0 && <Row label={t('orders.discount')} value={`- ${money(totals.item_discount)}`} testId="total-discount" />}
        {totals.coupon_discount > 0 && <Row label={t('orders.coupon_discount')} value={`- ${money(totals.coupon_discount)}`} testId="total-coupon" />}
        {(totals.delivery_charge > 0 || freeDelivery) && (
          <Row label={t('orders.delivery_fee')} value={freeDelivery ? t('orders.free') : `+ ${money(totals.delivery_charge)}`} testId="total-delivery" />
        )}
        {totals.additional_charge > 0 && <Row label={serviceFeeName} value={`+ ${money(totals.additional_charge)}`} testId="total-additional" />}
        {totals.tax_amount > 0 && <Row label={t('orders.tax')} value={`+ ${money(totals.tax_amount)}`} testId="total-tax" />}
        {totals.dm_tips > 0 && <Row label={t('orders.tips')} value={`+ ${money(totals.dm_tips)}`} testId="total-tips" />}
        <div className="border-t border-line pt-2">
          <Row strong label={t('orders.total')} value={money(totals.order_amount)} testId="total-amount" />
        </div>
        {/* As at checkout: the total includes what the wallet paid; the rest is due. */}
        {totals.wallet_amount > 0 && (
          <>
            <Row label={t('orders.wallet_paid')} value={`- ${money(totals.wallet_amount)}`} testId="total-wallet" />
            <Row label={t('orders.due_amount')} value={money(Math.max(totals.order_amount - totals.wallet_amount, 0))} testId="total-due" />
          </>
        )}
      </dl>
    </Card>
  );
}
