import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useFormatMoney } from '@/lib/money-format';
import { useTransferPoints } from '../api/transfer-points';
import { formatPoints } from '../format-points';
import { checkPoints, pointsWorth, type ConversionRules, type PointsProblem } from '../loyalty-rules';

export interface ConvertPointsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The customer's points. */
  points: number;
  rules: ConversionRules;
}

/** The dialog is 400px wide. */
export function ConvertPointsDialog({ open, onClose, points, rules }: ConvertPointsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('loyalty.convert_title')} description={t('loyalty.convert_description')} widthClass="max-w-[400px]" data-testid="convert-points-dialog">
      <ConvertPointsForm balance={points} rules={rules} onDone={onClose} />
    </Dialog>
  );
}

function ConvertPointsForm({ balance, rules, onDone }: { balance: number; rules: ConversionRules; onDone: () => void }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const transfer = useTransferPoints();
  const typed = /^\d+$/.test(value.trim()) ? Number(value.trim()) : 0;
  const messages: Record<PointsProblem, string> = {
    required: t('loyalty.points_required'),
    whole: t('loyalty.points_whole'),
    minimum: t('loyalty.points_minimum', { point: formatPoints(rules.loyalty_point_minimum_point) }),
    insufficient: t('loyalty.points_insufficient'),
    too_small: t('loyalty.points_too_small'),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPoints(value, balance, rules);
    if ('problem' in checked) return setProblem(messages[checked.problem]);
    setProblem(null);
    transfer.mutate(checked.points, {
      onSuccess: () => {
        toast.success(t('loyalty.transferred'));
        onDone();
      },
      onError: (error) => setProblem(errorMessage(error) ?? t('errors.generic')),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4">
      <TextField
        label={t('loyalty.points_field')}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(null);
        }}
        error={problem}
        hint={t('loyalty.points_available', { points: formatPoints(balance) })}
        end={
          balance > 0 && (
            <button type="button" onClick={() => setValue(String(balance))} className="shrink-0 rounded-lg px-2 py-1 text-xs font-bold text-brand-700 hover:bg-brand-50 dark:text-brand-400 dark:hover:bg-brand-950">
              {t('loyalty.use_all')}
            </button>
          )
        }
        data-autofocus
      />
      <div className="flex items-center justify-between gap-3 rounded-xl bg-surface-2 px-4 py-3">
        <span className="text-sm text-muted">{t('loyalty.preview')}</span>
        <output data-testid="points-preview" aria-live="polite" className="text-lg font-extrabold text-ink">
          <bdi dir="ltr">{money(pointsWorth(typed, rules))}</bdi>
        </output>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={transfer.isPending} aria-busy={transfer.isPending}>
        {transfer.isPending && <Spinner className="size-4" />}
        {transfer.isPending ? t('loyalty.converting') : t('loyalty.convert')}
      </Button>
    </form>
  );
}
