import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PROCESSING_MINUTES, type ConsoleOrderMove, type OrderSummary } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { useMoveOrder } from '../api/move-order';

const PREP_MINUTES = [10, 15, 20, 30, 45, 60] as const;

type Order = Pick<OrderSummary, 'id' | 'order_status' | 'order_type' | 'payment_method' | 'payment_status'>;

/**
 * What the store may do to the order now, as buttons: accept (with a preparation time) or reject
 * (with a reason) a new order, start preparing, mark ready, hand a take-away order over; with
 * `withCancel`, cancel (with a reason) until it is handed over.
 */
export function OrderActions({ storeId, order, withCancel = false }: { storeId: number; order: Order; withCancel?: boolean }) {
  const { t } = useTranslation();
  const move = useMoveOrder(storeId, t('errors.generic'));
  const [dialog, setDialog] = useState<'accept' | 'reject' | 'cancel' | null>(null);
  const go = (body: ConsoleOrderMove, done?: string) =>
    move.mutate({ orderId: order.id, ...body, ...(done ? { done } : {}) }, { onSuccess: () => setDialog(null) });
  const busy = move.isPending;
  const awaitingPayment = order.payment_method === 'digital_payment' && order.payment_status !== 'paid';

  const step = (() => {
    switch (order.order_status) {
      case 'pending':
        return awaitingPayment ? <p className="text-xs text-muted">{t('orders.awaiting_payment')}</p> : (
          <>
            <Button size="sm" onClick={() => setDialog('accept')} disabled={busy}>{t('orders.accept')}</Button>
            <Button size="sm" variant="outline" onClick={() => setDialog('reject')} disabled={busy}>{t('orders.reject')}</Button>
          </>
        );
      case 'confirmed':
        return <Button size="sm" onClick={() => go({ status: 'processing' })} disabled={busy}>{t('orders.start_preparing')}</Button>;
      case 'processing':
        return <Button size="sm" onClick={() => go({ status: 'handover' })} disabled={busy}>{t('orders.mark_ready')}</Button>;
      case 'handover':
        return order.order_type === 'take_away'
          ? <Button size="sm" onClick={() => go({ status: 'delivered' })} disabled={busy}>{t('orders.hand_to_customer')}</Button>
          : <p className="text-xs text-muted">{t('orders.waiting_for_courier')}</p>;
      default:
        return null;
    }
  })();
  const cancellable = withCancel && (order.order_status === 'confirmed' || order.order_status === 'processing');

  return (
    <div className="flex flex-wrap items-center gap-2">
      {step}
      {cancellable && <Button size="sm" variant="ghost" onClick={() => setDialog('cancel')} disabled={busy}>{t('orders.cancel')}</Button>}
      <AcceptDialog
        open={dialog === 'accept'} busy={busy} orderId={order.id} onClose={() => setDialog(null)}
        onAccept={(minutes) => go({ status: 'confirmed', processing_time: minutes }, t('orders.accepted', { id: order.id }))}
      />
      <ReasonDialog
        open={dialog === 'reject' || dialog === 'cancel'} busy={busy} kind={dialog === 'cancel' ? 'cancel' : 'reject'} orderId={order.id}
        onClose={() => setDialog(null)} onConfirm={(reason) => go({ status: 'canceled', reason }, t(dialog === 'cancel' ? 'orders.canceled' : 'orders.rejected', { id: order.id }))}
      />
    </div>
  );
}

function AcceptDialog({ open, busy, orderId, onClose, onAccept }: { open: boolean; busy: boolean; orderId: number; onClose: () => void; onAccept: (minutes: number) => void }) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState(20);
  return (
    <Dialog open={open} onClose={onClose} title={t('orders.accept_title', { id: orderId })} description={t('orders.prep_question')}>
      <div role="radiogroup" aria-label={t('orders.prep_time')} className="grid grid-cols-3 gap-2">
        {PREP_MINUTES.map((m) => (
          <button
            key={m} type="button" role="radio" aria-checked={minutes === m} onClick={() => setMinutes(m)}
            className={`rounded-xl border px-3 py-2.5 text-sm font-semibold ${minutes === m ? 'border-brand-600 bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300' : 'border-line hover:bg-surface-2'}`}
          >
            {t('orders.minutes', { count: m })}
          </button>
        ))}
      </div>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>{t('orders.back')}</Button>
        <Button onClick={() => onAccept(Math.min(minutes, MAX_PROCESSING_MINUTES))} disabled={busy}>{t('orders.accept_in', { count: minutes })}</Button>
      </div>
    </Dialog>
  );
}

function ReasonDialog(props: { open: boolean; busy: boolean; kind: 'reject' | 'cancel'; orderId: number; onClose: () => void; onConfirm: (reason: string) => void }) {
  const { open, busy, kind, orderId, onClose, onConfirm } = props;
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog open={open} onClose={onClose} title={t(kind === 'cancel' ? 'orders.cancel_title' : 'orders.reject_title', { id: orderId })} description={t('orders.reason_hint')}>
      <div className="mb-3 flex flex-wrap gap-2">
        {(['out_of_stock', 'too_busy', 'closing'] as const).map((key) => (
          <button key={key} type="button" onClick={() => { setReason(t(`orders.reasons.${key}`)); setMissing(false); }} className="rounded-full border border-line px-3 py-1.5 text-xs font-semibold hover:bg-surface-2">
            {t(`orders.reasons.${key}`)}
          </button>
        ))}
      </div>
      <TextField
        label={t('orders.reason')} value={reason} maxLength={255} onChange={(e) => { setReason(e.target.value); setMissing(false); }}
        error={missing ? t('orders.reason_required') : undefined}
      />
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>{t('orders.back')}</Button>
        <Button variant="danger" onClick={submit} disabled={busy}>{t(kind === 'cancel' ? 'orders.cancel_order' : 'orders.reject_order')}</Button>
      </div>
    </Dialog>
  );
}
