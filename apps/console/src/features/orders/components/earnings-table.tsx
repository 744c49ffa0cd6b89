import { useTranslation } from 'react-i18next';
import type { EarningsDay } from '@storefront/contract';
import { formatDay } from '../../../lib/format';

/** Every day of the span with its figures: what the chart shows, readable by everyone. */
export function EarningsTable({ days, money }: { days: readonly EarningsDay[]; money: (amount: number) => string }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-surface">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="p-3 text-start font-semibold">{t('earnings.table_caption')}</caption>
        <thead className="bg-surface-2 text-xs text-muted">
          <tr>
            {(['day', 'orders', 'amount', 'commission', 'net'] as const).map((key) => (
              <th key={key} scope="col" className="px-3 py-2 text-start font-semibold">{t(`earnings.columns.${key}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line tabular-nums">
          {[...days].reverse().map((d) => (
            <tr key={d.date} className={d.orders === 0 ? 'text-muted' : undefined}>
              <th scope="row" className="px-3 py-2 text-start font-medium"><time dateTime={d.date}>{formatDay(d.date, i18n.language)}</time></th>
              <td className="px-3 py-2">{count.format(d.orders)}</td>
              <td className="px-3 py-2"><bdi>{money(d.amount)}</bdi></td>
              <td className="px-3 py-2"><bdi>{money(d.commission)}</bdi></td>
              <td className="px-3 py-2"><bdi>{money(d.net)}</bdi></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
