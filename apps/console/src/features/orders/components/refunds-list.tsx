import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@storefront/ui/button';
import { useMoney } from '../../../components/use-money';
import { FilterSelect } from '../../../lib/filter-select';
import { formatDateTime } from '../../../lib/format';
import { ListFrame } from '../../../lib/list-header';
import { listState } from '../../../lib/list-state';
import { Pager } from '../../../lib/pager';
import { REFUNDS_PAGE_SIZE, useRefunds, type RefundFilters } from '../api/refunds';
import { RefundDecision } from './refund-decision';

/** Refund requests, newest first, by state; a pending one opens its decision in place. */
export function RefundsList() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [filters, setFilters] = useState<RefundFilters>({ status: 'pending', page: 1 });
  const [open, setOpen] = useState<number | null>(null);
  const list = useRefunds(filters);
  const rows = list.data?.refunds;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / REFUNDS_PAGE_SIZE)) : 1;
  const body = listState(list, rows?.length, { title: t('business_orders.no_refunds'), description: t('business_orders.no_refunds_hint') }) ?? (
    <ul aria-label={t('business_orders.refunds_title')} aria-busy={list.isFetching} className="flex flex-col gap-2">
      {rows!.map((r) => (
        <li key={r.id} data-testid="refund-row" className="rounded-2xl border border-line bg-surface p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="min-w-0">
              <Link to={`/orders/${r.order_id}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">{t('orders.number', { id: r.order_id })}</Link>
              <p className="text-sm text-muted">
                <bdi>{r.customer_name ?? t('business_orders.guest')}</bdi> · {money(r.amount)} · {t(`orders.payments.${r.payment_method}`)} · {formatDateTime(r.created_at, i18n.language)}
              </p>
              <p className="text-sm"><bdi>{r.reason}</bdi></p>
            </div>
            <div className="flex items-center gap-2">
              <span className="rounded-full bg-surface-2 px-2.5 py-1 text-xs font-semibold">
                {t(`business_orders.refund_state.${r.status}`)}{r.destination ? ` · ${t(`business_orders.destination_${r.destination}`)}` : ''}
              </span>
              {r.status === 'pending' && (
                <Button size="sm" variant={open === r.id ? 'outline' : 'primary'} aria-expanded={open === r.id} onClick={() => setOpen(open === r.id ? null : r.id)}>
                  {t(open === r.id ? 'business_orders.close' : 'business_orders.decide')}
                </Button>
              )}
            </div>
          </div>
          {r.decision_note && <p className="mt-1 text-sm text-muted"><bdi>{r.decision_note}</bdi></p>}
          {open === r.id && r.status === 'pending' && <div className="mt-3"><RefundDecision refund={r} onDone={() => setOpen(null)} /></div>}
        </li>
      ))}
    </ul>
  );
  return (
    <ListFrame heading={{ title: t('business_orders.refunds_title'), hint: t('business_orders.refunds_hint') }}
      filters={
        <FilterSelect label={t('business_orders.refund_state_filter')} value={filters.status} onValue={(v) => setFilters({ status: v as RefundFilters['status'], page: 1 })}>
          {(['pending', 'approved', 'rejected', ''] as const).map((s) => <option key={s} value={s}>{t(s ? `business_orders.refund_state.${s}` : 'business_orders.all')}</option>)}
        </FilterSelect>
      }>
      {body}
      <Pager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
    </ListFrame>
  );
}
