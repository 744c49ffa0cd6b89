import { useTranslation } from 'react-i18next';
import type { EarningsFigures } from '@storefront/contract';

/** The span's totals: delivered orders, their amount, the commission and what the store keeps. */
export function EarningsTotals({ totals, money }: { totals: EarningsFigures; money: (amount: number) => string }) {
  const { t, i18n } = useTranslation();
  const cells = [
    ['orders', new Intl.NumberFormat(i18n.language).format(totals.orders)],
    ['amount', money(totals.amount)],
    ['commission', money(totals.commission)],
    ['net', money(totals.net)],
  ] as const;
  return (
    <dl data-testid="earnings-totals" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {cells.map(([key, value]) => (
        <div key={key} className="rounded-2xl border border-line bg-surface p-3">
          <dt className="text-xs font-semibold text-muted">{t(`earnings.totals.${key}`)}</dt>
          <dd className="mt-1 text-lg font-bold tabular-nums"><bdi>{value}</bdi></dd>
        </div>
      ))}
    </dl>
  );
}
