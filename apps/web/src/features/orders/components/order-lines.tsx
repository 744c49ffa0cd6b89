import { useTranslation } from 'react-i18next';
import type { OrderLine } from '@storefront/contract';
import { Image } from '@/components/ui/image';
import { useFormatMoney } from '@/lib/money-format';
import { Card } from './card';

/** The items as ordered: chosen options, add-ons with quantities, quantity × unit price and the line's total. */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Card title={t('orders.items')}>
      <ul className="divide-y divide-line">
        {lines.map((line) => (
          <li key={line.id} data-testid="order-line" className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <Image src={line.image_full_url} alt="" className="size-14 shrink-0 rounded-xl object-cover" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold break-words text-ink">{line.name}</p>
              {line.variation.map((choice) => (
                <p key={choice} className="text-xs text-muted">{choice}</p>
              ))}
              {line.add_ons.length > 0 && (
                <p className="text-xs text-muted">
                  {t('orders.add_ons')}: {line.add_ons.map((addOn) => t('orders.add_on', { name: addOn.name, quantity: addOn.quantity })).join(', ')}
                </p>
              )}
              <p className="mt-1 text-xs font-medium text-muted" data-testid="line-unit">
                {t('orders.quantity_price', { quantity: line.quantity, price: money(line.price) })}
              </p>
            </div>
            <p className="shrink-0 text-sm font-bold text-ink" data-testid="line-total">
              {money(line.total)}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
