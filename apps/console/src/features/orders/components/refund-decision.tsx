import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleRefund } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { TextField } from '@storefront/ui/form/text-field';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import { useMoney } from '../../../components/use-money';
import { useDecideRefund } from '../api/refunds';

/**
 * Deciding a pending refund request: approve, paid back to the customer's wallet or (an order paid online)
 * through the payment gateway, with an optional note; or refuse, with the reason the customer is told.
 */
export function RefundDecision({ refund, onDone }: { refund: ConsoleRefund; onDone?: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const decide = useDecideRefund();
  const [mode, setMode] = useState<'approve' | 'refuse'>('approve');
  const [destination, setDestination] = useState<'wallet' | 'gateway'>('wallet');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mode === 'refuse' && !text.trim()) {
      setProblem(t('business_orders.reason_required'));
      return;
    }
    setProblem(null);
    const decision = mode === 'approve'
      ? { refundId: refund.id, approve: { destination, ...(text.trim() ? { note: text.trim() } : {}) } }
      : { refundId: refund.id, refuse: { reason: text.trim() } };
    decide.mutate(decision, {
      onSuccess: () => {
        toast.success(t(mode === 'approve' ? 'business_orders.refund_approved' : 'business_orders.refund_refused', { id: refund.order_id }));
        onDone?.();
      },
      onError: (error) => setProblem(errorMessage(error) ?? t('errors.generic')),
    });
  };

  return (
    <form onSubmit={submit} aria-label={t('business_orders.decide_refund', { id: refund.order_id })} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <p className="text-sm"><span className="font-semibold">{t('business_orders.refund_reason')}:</span> <bdi>{refund.reason}</bdi></p>
      {refund.note && <p className="text-sm text-muted"><bdi>{refund.note}</bdi></p>}
      <p className="text-sm">{t('business_orders.refund_amount', { amount: money(refund.amount) })}</p>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t('business_orders.decision')}</legend>
        {(['approve', 'refuse'] as const).map((m) => (
          <label key={m} className="flex items-center gap-2 text-sm font-semibold">
            <input type="radio" name={`mode-${refund.id}`} checked={mode === m} onChange={() => { setMode(m); setProblem(null); }} />
            {t(`business_orders.${m}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'approve' && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{t('business_orders.destination')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name={`destination-${refund.id}`} checked={destination === 'wallet'} onChange={() => setDestination('wallet')} />
            {t('business_orders.to_wallet')}
          </label>
          <label className={`flex items-center gap-2 text-sm ${refund.gateway_allowed ? '' : 'text-muted'}`}>
            <input type="radio" name={`destination-${refund.id}`} disabled={!refund.gateway_allowed} checked={destination === 'gateway'} onChange={() => setDestination('gateway')} />
            {t('business_orders.to_gateway')}{!refund.gateway_allowed && ` (${t('business_orders.gateway_not_paid')})`}
          </label>
        </fieldset>
      )}
      <TextField label={t(mode === 'approve' ? 'business_orders.note' : 'business_orders.refuse_reason')} value={text} maxLength={255} dir="auto"
        onChange={(e) => setText(e.target.value)} error={problem} />
      <div className="flex justify-end">
        <Button type="submit" variant={mode === 'approve' ? 'primary' : 'danger'} disabled={decide.isPending}>
          {decide.isPending && <Spinner className="size-4" />}
          {t(mode === 'approve' ? 'business_orders.approve_refund' : 'business_orders.refuse_refund')}
        </Button>
      </div>
    </form>
  );
}
