import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { useMoney } from '../../../components/use-money';
import { formatDateTime } from '../../../lib/format';
import { listState } from '../../../lib/list-state';
import { Pager } from '../../../lib/pager';
import { CUSTOMER_ROWS_PAGE_SIZE, useCustomer, useCustomerLedger, useCustomerOrders } from '../api/customers';
import { BlockDialog, WalletAdjustDialog } from './customer-dialogs';
import { BlockedBadge } from './people-badges';

const pagesOf = (total: number | undefined) => Math.max(1, Math.ceil((total ?? 0) / CUSTOMER_ROWS_PAGE_SIZE));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return <section aria-label={title} className="flex flex-col gap-3"><h2 className="text-lg font-semibold">{title}</h2>{children}</section>;
}

/**
 * One customer: contact, blocked or not, orders placed, spent, wallet balance and points; their orders and
 * wallet ledger a page at a time. The wallet is adjusted by those who hold wallet.adjust, the customer
 * blocked or unblocked by those who hold customers.manage, each with a reason.
 */
export function CustomerProfile({ id, canAdjust, canManage }: { id: number; canAdjust: boolean; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const profile = useCustomer(id);
  const [ordersPage, setOrdersPage] = useState(1);
  const [ledgerPage, setLedgerPage] = useState(1);
  const orders = useCustomerOrders(id, ordersPage);
  const ledger = useCustomerLedger(id, ledgerPage);
  const [dialog, setDialog] = useState<'adjust' | 'block' | null>(null);

  if (profile.isPending) return <LoadingRegion label={t('common.loading')}><Skeleton className="h-48 rounded-2xl" /></LoadingRegion>;
  if (profile.isError) return <ErrorState message={errorMessage(profile.error)} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  const c = profile.data;
  const facts: [string, ReactNode][] = [
    [t('people.customers.email'), c.email ? <bdi dir="ltr">{c.email}</bdi> : '—'],
    [t('people.customers.phone'), c.phone ? <bdi dir="ltr">{c.phone}</bdi> : '—'],
    [t('people.customers.joined'), formatDateTime(c.created_at, i18n.language)],
    [t('people.customers.orders_count'), c.orders_count],
    [t('people.customers.spent'), money(c.spent)],
    [t('people.customers.wallet'), money(c.wallet_balance)],
    [t('people.customers.points'), c.loyalty_point],
  ];
  const orderRows = orders.data?.orders;
  const ledgerRows = ledger.data?.transactions;

  return (
    <div className="flex flex-col gap-6">
      <Link to="/customers" className="text-sm text-brand-600 underline">{t('people.customers.back')}</Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-xl font-bold"><bdi>{`${c.f_name} ${c.l_name}`.trim() || t('people.customers.no_name')}</bdi> {c.blocked && <BlockedBadge />}</h1>
        <div className="flex flex-wrap gap-2">
          {canAdjust && <Button size="sm" variant="outline" onClick={() => setDialog('adjust')}>{t('people.wallet.adjust')}</Button>}
          {canManage && <Button size="sm" variant="outline" onClick={() => setDialog('block')}>{c.blocked ? t('people.customers.unblock') : t('people.customers.block')}</Button>}
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2">
        {facts.map(([label, value]) => <div key={label}><dt className="text-xs font-semibold text-muted">{label}</dt><dd className="text-sm" data-testid={`fact-${label}`}>{value}</dd></div>)}
      </dl>
      <Section title={t('people.customers.orders')}>
        {listState(orders, orderRows?.length, { title: t('people.customers.no_orders'), description: '' }) ?? (
          <ul className="overflow-hidden rounded-2xl border border-line bg-surface">
            {orderRows!.map((o) => (
              <li key={o.id} className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line px-4 py-3 text-sm last:border-b-0">
                <span><span className="font-semibold">#{o.id}</span> {o.store_name && <bdi className="text-muted">{o.store_name}</bdi>}</span>
                <span className="text-xs text-muted">{t(`orders.status.${o.order_status}`, { defaultValue: o.order_status })} · {money(o.order_amount)} · {formatDateTime(o.created_at, i18n.language)}</span>
              </li>
            ))}
          </ul>
        )}
        <Pager page={ordersPage} pages={pagesOf(orders.data?.total)} onPage={setOrdersPage} />
      </Section>
      <Section title={t('people.wallet.ledger')}>
        {listState(ledger, ledgerRows?.length, { title: t('people.wallet.no_rows'), description: '' }) ?? (
          <ul className="overflow-hidden rounded-2xl border border-line bg-surface" data-testid="ledger">
            {ledgerRows!.map((r) => (
              <li key={r.id} data-testid="ledger-row" className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line px-4 py-3 text-sm last:border-b-0">
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold">{t(`people.wallet.types.${r.transaction_type}`)}</span>
                  {r.note && <span dir="auto" className="text-xs text-muted">{r.note}</span>}
                </span>
                <span className="text-xs">
                  <span dir="ltr" className={r.credit > 0 ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}>{r.credit > 0 ? `+${money(r.credit)}` : `−${money(r.debit)}`}</span>
                  {' · '}{t('people.wallet.balance_after', { balance: money(r.balance) })} · {formatDateTime(r.created_at, i18n.language)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Pager page={ledgerPage} pages={pagesOf(ledger.data?.total)} onPage={setLedgerPage} />
      </Section>
      {dialog === 'adjust' && <WalletAdjustDialog customer={c} onClose={() => setDialog(null)} />}
      {dialog === 'block' && <BlockDialog customer={c} onClose={() => setDialog(null)} />}
    </div>
  );
}
