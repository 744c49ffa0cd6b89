import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADD_FUND_LIMITS } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { Spinner } from '@storefront/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useFormatMoney } from '@/lib/money-format';
import { useAddFund } from '../api/add-fund';
import { useWalletBonuses } from '../api/get-wallet-bonuses';
import { bestBonus, checkAmount, type AmountProblem } from '../wallet-rules';
import { BonusList } from './bonus-list';

export interface AddFundDialogProps {
  open: boolean;
  onClose: () => void;
  /** The currency's decimals (digit_after_decimal_point). */
  digits: number;
}

/** A dialog 458px wide: the amount, the running bonuses and the way to the payment page. */
export function AddFundDialog({ open, onClose, digits }: AddFundDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('wallet.add_fund_title')} description={t('wallet.add_fund_description')} widthClass="max-w-[458px]" data-testid="add-fund-dialog">
      <AddFundForm digits={digits} />
    </Dialog>
  );
}

function AddFundForm({ digits }: { digits: number }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const bonuses = useWalletBonuses().data ?? [];
  const addFund = useAddFund();
  const checked = checkAmount(value, digits);
  const amount = 'amount' in checked ? checked.amount : null;
  const applied = bestBonus(bonuses, amount);
  // After a success the browser is on its way to the payment page: keep the button busy.
  const busy = addFund.isPending || addFund.isSuccess;
  const limits = { min: money(ADD_FUND_LIMITS.min), max: money(ADD_FUND_LIMITS.max) };
  const messages: Record<AmountProblem, string> = {
    required: t('wallet.amount_required'),
    range: t('wallet.amount_range', limits),
    decimals: t('wallet.amount_decimals', { digits }),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ('problem' in checked) return setProblem(checked.problem);
    setRefusal(null);
    addFund.mutate(checked.amount, { onError: (error) => setRefusal(errorMessage(error) ?? t('errors.generic')) });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-5">
      <TextField
        label={t('wallet.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('wallet.amount_placeholder')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(null);
        }}
        error={problem && messages[problem]}
        hint={t('wallet.amount_hint', limits)}
        data-autofocus
      />
      {applied && (
        <p data-testid="bonus-applied" className="rounded-xl bg-brand-50 px-3.5 py-2.5 text-sm font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-300">
          {t('wallet.bonus_applied', { bonus: money(applied.value), title: applied.bonus.title })}
        </p>
      )}
      {bonuses.length > 0 && <BonusList bonuses={bonuses} appliedId={applied?.bonus.id ?? null} />}
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          <bdi>{refusal}</bdi>
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {busy && <Spinner className="size-4" />}
        {busy ? t('wallet.redirecting') : t('wallet.pay')}
      </Button>
    </form>
  );
}
