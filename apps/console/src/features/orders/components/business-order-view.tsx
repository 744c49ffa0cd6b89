import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ConsoleOrderDetails } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { TextField } from '@storefront/ui/form/text-field';
import { toast } from '@storefront/ui/toast';
import { useMoney } from '../../../components/use-money';
import { formatDateTime } from '../../../lib/format';
import { useBusinessOrderWrites } from '../api/business-orders';
import { getDispatch } from '../api/dispatch';
import { RefundDecision } from './refund-decision';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-line bg-surface p-4">
      <h2 className="mb-2 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The moves the state machine allows now, each a button; cancelling asks its reason first. */
function Moves({ answer, canMove }: { answer: ConsoleOrderDetails; canMove: boolean }) {
  const { t } = useTranslation();
  const { move } = useBusinessOrderWrites(answer.order.id);
  const [reason, setReason] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!canMove || answer.moves.length === 0) return null;
  const go = (status: ConsoleOrderDetails['moves'][number], why?: string) => move.mutate({ status: status as 'confirmed', ...(why ? { reason: why } : {}) }, {
    onSuccess: () => {
      toast.success(t('business_orders.moved', { id: answer.order.id, status: t(`orders.status.${status}`) }));
      setReason(null);
    },
    onError: (error) => toast.error(errorMessage(error) ?? t('errors.generic')),
  });
  const cancel = (e: FormEvent) => {
    e.preventDefault();
    if (!reason?.trim()) return setProblem(t('business_orders.reason_required'));
    go('canceled', reason.trim());
  };
  return (
    <Section title={t('business_orders.move_title')}>
      <div className="flex flex-wrap gap-2">
        {answer.moves.filter((m) => m !== 'canceled').map((m) => (
          <Button key={m} size="sm" disabled={move.isPending} onClick={() => go(m)}>{t('business_orders.move_to', { status: t(`orders.status.${m}`) })}</Button>
        ))}
        {answer.moves.includes('canceled') && reason === null && <Button size="sm" variant="danger" onClick={() => setReason('')}>{t('orders.cancel')}</Button>}
      </div>
      {reason !== null && (
        <form onSubmit={cancel} className="mt-3 flex flex-col gap-2">
          <TextField label={t('orders.reason')} value={reason} maxLength={255} dir="auto" error={problem} onChange={(e) => setReason(e.target.value)} />
          <div className="flex justify-end gap-2">
            <Button size="sm" variant="outline" onClick={() => setReason(null)}>{t('business_orders.close')}</Button>
            <Button size="sm" type="submit" variant="danger" disabled={move.isPending}>{t('orders.cancel_order')}</Button>
          </div>
        </form>
      )}
    </Section>
  );
}

/** Giving the order to an online courier of its zone (the dispatch map's couriers of the zone), or to another one. */
function AssignCourier({ answer }: { answer: ConsoleOrderDetails }) {
  const { t } = useTranslation();
  const { assign } = useBusinessOrderWrites(answer.order.id);
  const couriers = useQuery({ queryKey: ['dispatch', 'zone', answer.zone_id], queryFn: ({ signal }) => getDispatch(null, signal, answer.zone_id).then((d) => d.couriers) });
  const [courier, setCourier] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!courier) return;
    assign.mutate({ courier_id: Number(courier) }, {
      onSuccess: () => toast.success(t('business_orders.assigned', { id: answer.order.id })),
      onError: (error) => toast.error(errorMessage(error) ?? t('errors.generic')),
    });
  };
  return (
    <Section title={t('business_orders.courier_title')}>
      <p className="mb-2 text-sm">{answer.order.delivery_man ? <bdi>{`${answer.order.delivery_man.f_name} ${answer.order.delivery_man.l_name}`}</bdi> : t('orders.no_courier')}</p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          {t('business_orders.courier_pick')}
          <select value={courier} onChange={(e) => setCourier(e.target.value)} className="rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink">
            <option value="">{couriers.isLoading ? t('common.loading') : t('business_orders.courier_choose')}</option>
            {(couriers.data ?? []).map(([id, , , busy]) => <option key={id} value={id}>{t(busy ? 'business_orders.courier_busy' : 'business_orders.courier_free', { id })}</option>)}
          </select>
        </label>
        <Button size="sm" type="submit" disabled={!courier || assign.isPending}>{t('business_orders.assign')}</Button>
      </form>
    </Section>
  );
}

/** An order as the business's staff see it: lines and totals, customer, store, courier, history, payment, the refund request, and what they may do. */
export function BusinessOrderView({ answer, canMove, canDecideRefunds }: { answer: ConsoleOrderDetails; canMove: boolean; canDecideRefunds: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { order, details } = answer;
  const assignable = canMove && order.order_type !== 'take_away' && ['pending', 'confirmed', 'processing', 'handover'].includes(order.order_status);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <div>
        <h1 className="text-xl font-bold">{t('orders.number', { id: order.id })}</h1>
        <p className="text-sm text-muted">
          {t(`orders.status.${order.order_status}`)} · {t(`orders.types.${order.order_type}`, { defaultValue: order.order_type })} · {formatDateTime(order.created_at, i18n.language)}
        </p>
      </div>
      {answer.refund_request?.status === 'pending' && canDecideRefunds && <RefundDecision refund={answer.refund_request} />}
      <Moves answer={answer} canMove={canMove} />
      {assignable && <AssignCourier answer={answer} />}
      <Section title={t('business_orders.lines')}>
        <ul>
          {details.map((l) => (
            <li key={l.id} className="flex gap-3 border-b border-line py-2 last:border-0">
              <span className="min-w-8 font-bold">{l.quantity}×</span>
              <span className="min-w-0 flex-1"><bdi>{l.name}</bdi></span>
              <bdi className="text-sm">{money(l.total)}</bdi>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex justify-between font-semibold"><span>{t('orders.total')}</span><bdi>{money(order.order_amount)}</bdi></p>
      </Section>
      <div className="grid gap-4 md:grid-cols-2">
        <Section title={t('orders.customer')}>
          <p className="text-sm"><bdi>{answer.customer?.name ?? order.delivery_address?.contact_person_name ?? t('business_orders.guest')}</bdi></p>
          <p className="text-sm text-muted"><bdi dir="ltr">{answer.customer?.phone ?? order.delivery_address?.contact_person_number ?? ''}</bdi></p>
          {order.delivery_address && <p className="text-sm text-muted"><bdi>{order.delivery_address.address}</bdi></p>}
        </Section>
        <Section title={t('business_orders.store')}>
          <p className="text-sm"><bdi>{order.store?.name ?? t('orders.types.parcel')}</bdi></p>
          {order.store?.phone && <p className="text-sm text-muted"><bdi dir="ltr">{order.store.phone}</bdi></p>}
        </Section>
        <Section title={t('orders.payment')}>
          <p className="text-sm">{t(`orders.payments.${order.payment_method}`)} · {t(`business_orders.payment_status.${order.payment_status as 'paid'}`)}</p>
          <ul className="mt-1 text-xs text-muted">
            {answer.payment_history.map((p, i) => <li key={i}>{t(`business_orders.payment_status.${p.payment_status}`)} · {formatDateTime(p.created_at, i18n.language)}</li>)}
          </ul>
        </Section>
        <Section title={t('business_orders.history')}>
          <ol className="text-sm">
            {order.status_history.map((h, i) => <li key={i}>{t(`orders.status.${h.status}`)} · <span className="text-muted">{formatDateTime(h.created_at, i18n.language)}</span></li>)}
          </ol>
        </Section>
      </div>
      {answer.refund_request && answer.refund_request.status !== 'pending' && (
        <Section title={t('business_orders.refund_title')}>
          <p className="text-sm">{t(`business_orders.refund_state.${answer.refund_request.status}`)} · <bdi>{answer.refund_request.decision_note ?? answer.refund_request.reason}</bdi></p>
        </Section>
      )}
    </div>
  );
}
