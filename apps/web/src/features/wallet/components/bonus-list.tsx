import { useTranslation } from 'react-i18next';
import type { WalletBonus } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { GiftIcon } from '@storefront/ui/icons';
import { useFormatMoney } from '@/lib/money-format';
import { useFormatDate } from '@/lib/use-date-format';

/** "10% bonus on adding at least $50.00, up to $20.00" (the cap only for a capped percent). */
function useBonusText() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (bonus: WalletBonus) => {
    const value = bonus.bonus_type === 'percent' ? `${bonus.bonus_amount}%` : money(bonus.bonus_amount);
    const min = money(bonus.minimum_add_amount);
    return bonus.bonus_type === 'percent' && bonus.maximum_bonus_amount > 0
      ? t('wallet.bonus_text_capped', { bonus: value, min, max: money(bonus.maximum_bonus_amount) })
      : t('wallet.bonus_text', { bonus: value, min });
  };
}

/** The running add-fund bonuses; the one the typed amount earns is marked. */
export function BonusList({ bonuses, appliedId }: { bonuses: readonly WalletBonus[]; appliedId: number | null }) {
  const { t } = useTranslation();
  const text = useBonusText();
  const date = useFormatDate();
  return (
    <section aria-label={t('wallet.bonuses')}>
      <h3 className="mb-2 text-sm font-bold text-ink">{t('wallet.bonuses')}</h3>
      <ul className="space-y-2">
        {bonuses.map((bonus) => {
          const applies = bonus.id === appliedId;
          return (
            <li
              key={bonus.id}
              data-testid="wallet-bonus"
              data-applies={applies}
              className={cn('flex gap-3 rounded-xl border p-3', applies ? 'border-brand-600 bg-brand-50/60 dark:bg-brand-950/60' : 'border-line')}
            >
              <GiftIcon className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-ink">
                  {bonus.title}
                  {applies && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{t('wallet.bonus_applies')}</span>}
                </p>
                <p className="mt-0.5 text-sm text-muted">{text(bonus)}</p>
                <p className="mt-0.5 text-xs text-muted">{t('wallet.bonus_dates', { start: date(bonus.start_date), end: date(bonus.end_date) })}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
