import { useTranslation } from 'react-i18next';
import type { CourierTally } from '@storefront/contract';
import { useMoney } from '../../../components/use-money';

/** A span's deliveries, what they earned (delivery charges and tips), and of that the tips. */
export function TallyCard({ title, tally }: { title: string; tally: CourierTally }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    <section aria-label={title} data-testid="courier-tally" className="rounded-2xl border border-line bg-surface p-3">
      <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h2>
      <p className="mt-1 text-xl font-bold text-brand-700 tabular-nums dark:text-brand-300"><bdi>{money(tally.earned)}</bdi></p>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-2 text-sm">
        <dt className="text-muted">{t('couriers.deliveries')}</dt>
        <dd className="text-end font-semibold tabular-nums"><span dir="ltr">{new Intl.NumberFormat(i18n.language).format(tally.deliveries)}</span></dd>
        <dt className="text-muted">{t('couriers.of_which_tips')}</dt>
        <dd className="text-end font-semibold tabular-nums"><bdi>{money(tally.tips)}</bdi></dd>
      </dl>
    </section>
  );
}

/** The cash collected at doors on delivered orders that the business has not yet settled with the courier. */
export function CashCard({ amount }: { amount: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section aria-labelledby="cash-to-hand-back-title" data-testid="cash-to-hand-back"
      className={amount > 0 ? 'rounded-2xl border-2 border-amber-500 bg-amber-50 p-4 dark:bg-amber-950/30' : 'rounded-2xl border border-line bg-surface p-4'}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="cash-to-hand-back-title" className="font-bold">{t('couriers.cash_to_hand_back')}</h2>
        <p className="text-xl font-bold tabular-nums"><bdi>{money(amount)}</bdi></p>
      </div>
      <p className="mt-1 text-sm text-muted">{t('couriers.cash_to_hand_back_hint')}</p>
    </section>
  );
}
