import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourierCash } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { toast } from '@storefront/ui/toast';
import { DialogActions } from '../../../lib/dialog-actions';
import { useSettleCash } from '../api/money';

/** Records cash a courier hands back: more than zero and no more than they hold (the server says so too). */
export function SettleDialog({ courier, money, onClose }: { courier: CourierCash; money: (amount: number) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(String(courier.held));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const settle = useSettleCash(courier.operator_id);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = Number(amount);
    if (!Number.isFinite(value) || value <= 0) return setProblem(t('money.errors.amount'));
    if (value > courier.held) return setProblem(t('money.errors.too_much', { held: money(courier.held) }));
    setProblem(null);
    settle.mutate({ amount: value, ...(note.trim() ? { note: note.trim() } : {}) }, {
      onSuccess: (done) => {
        toast.success(t('money.settled', { amount: money(done.amount), name: courier.name }));
        onClose();
      },
    });
  };

  return (
    <Dialog open onClose={onClose} title={t('money.settle_title', { name: courier.name })} description={t('money.holds', { amount: money(courier.held) })}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField label={t('money.amount')} type="number" inputMode="decimal" min="0" step="0.01" dir="ltr" value={amount}
          onChange={(e) => setAmount(e.target.value)} error={problem ?? undefined} />
        <TextField label={t('money.note')} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        <DialogActions failure={settle.isError ? errorMessage(settle.error) ?? t('errors.generic') : null} conflicted={false} pending={settle.isPending}
          cancel={t('money.cancel')} submit={t('money.settle')} saving={t('money.saving')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
