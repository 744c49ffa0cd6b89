import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PEOPLE_REASON_MAX, WALLET_ADJUSTMENT_MAX, type ConsoleCustomerProfile } from '@storefront/contract';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { toast } from '@storefront/ui/toast';
import { useMoney } from '../../../components/use-money';
import { DialogActions } from '../../../lib/dialog-actions';
import { FilterSelect } from '../../../lib/filter-select';
import { handleRefusal } from '../../../lib/save-refusal';
import { TextAreaField } from '../../../lib/text-area-field';
import { useAdjustWallet, useSetBlocked } from '../api/customers';

/** A dialog's problems (by field) and failure, from what it checked itself or what the server refused. */
function useProblems() {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const refused = (error: Error) => handleRefusal(error, t('errors.generic'), { conflict: () => undefined, problems: setProblems, failure: setFailure });
  // A refusal shown beside its field is not told again under the form.
  const shown = failure && !Object.values(problems).includes(failure) ? failure : null;
  return { problems, setProblems, failure: shown, setFailure, refused };
}

/**
 * Credits or debits the customer's wallet with the reason (a ledger row the customer sees). The same amount and
 * reason sent again carry the same idempotency key, so that sending again after a lost answer cannot adjust twice.
 */
export function WalletAdjustDialog({ customer, onClose }: { customer: ConsoleCustomerProfile; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const sent = useRef<{ content: string; key: string } | null>(null);
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { problems, setProblems, failure, setFailure, refused } = useProblems();
  const adjust = useAdjustWallet(customer.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    const found: Record<string, string> = {};
    if (!(value > 0) || value > WALLET_ADJUSTMENT_MAX || Math.abs(Math.round(value * 100) - value * 100) > 1e-6) found.amount = t('people.wallet.amount_invalid');
    if (reason.trim().length < 3) found.reason = t('people.reason_required');
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    const body = { amount: direction === 'credit' ? value : -value, reason: reason.trim() };
    const content = JSON.stringify(body);
    if (sent.current?.content !== content) sent.current = { content, key: crypto.randomUUID() };
    adjust.mutate({ key: sent.current.key, body }, {
      onSuccess: (done) => {
        toast.success(t('people.wallet.adjusted', { balance: money(done.balance) }));
        onClose();
      },
      onError: refused,
    });
  };
  return (
    <Dialog open onClose={onClose} title={t('people.wallet.adjust_title')} description={t('people.wallet.balance_now', { balance: money(customer.wallet_balance) })}>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4" aria-label={t('people.wallet.adjust_title')}>
        <FilterSelect label={t('people.wallet.direction')} value={direction} onValue={(v) => setDirection(v as 'credit' | 'debit')}>
          <option value="credit">{t('people.wallet.credit')}</option>
          <option value="debit">{t('people.wallet.debit')}</option>
        </FilterSelect>
        <TextField label={t('people.wallet.amount')} type="number" inputMode="decimal" min="0.01" step="0.01" dir="ltr" value={amount}
          onChange={(e) => setAmount(e.target.value)} error={problems.amount} />
        <TextAreaField label={t('people.reason')} value={reason} dir={i18n.dir()} maxLength={PEOPLE_REASON_MAX} onValue={setReason} problem={problems.reason} />
        <DialogActions failure={failure} conflicted={false} pending={adjust.isPending} cancel={t('people.cancel')} submit={t('people.wallet.submit')} saving={t('people.saving')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** Blocks the customer (every session of theirs ends at once) or unblocks them, with the reason. */
export function BlockDialog({ customer, onClose }: { customer: ConsoleCustomerProfile; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const blocking = !customer.blocked;
  const [reason, setReason] = useState('');
  const { problems, setProblems, failure, setFailure, refused } = useProblems();
  const change = useSetBlocked(customer.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (reason.trim().length < 3) return setProblems({ reason: t('people.reason_required') });
    setProblems({});
    change.mutate({ blocked: blocking, reason: reason.trim() }, {
      onSuccess: () => {
        toast.success(blocking ? t('people.customers.blocked_done') : t('people.customers.unblocked_done'));
        onClose();
      },
      onError: refused,
    });
  };
  return (
    <Dialog open onClose={onClose} title={blocking ? t('people.customers.block_title') : t('people.customers.unblock_title')}
      description={blocking ? t('people.customers.block_hint') : t('people.customers.unblock_hint')}>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4" aria-label={blocking ? t('people.customers.block_title') : t('people.customers.unblock_title')}>
        <TextAreaField label={t('people.reason')} value={reason} dir={i18n.dir()} maxLength={PEOPLE_REASON_MAX} onValue={setReason} problem={problems.reason} />
        <DialogActions failure={failure} conflicted={false} pending={change.isPending} cancel={t('people.cancel')}
          submit={blocking ? t('people.customers.block') : t('people.customers.unblock')} saving={t('people.saving')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
