import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourierCash, MoneyKind } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { FilterInput } from '../../../lib/filter-input';
import { FilterSelect } from '../../../lib/filter-select';
import { SearchField } from '../../../lib/search-field';
import { formatDateTime } from '../../../lib/format';
import { useCourierCash, useStoreStatements, useTransactions } from '../api/money';
import { MoneyListFrame, moneyRowClass as rowClass } from './money-list-frame';
import { SettleDialog } from './settle-dialog';
import { SettlementHistory } from './settlement-history';

type Money = (amount: number) => string;

export function TransactionsList({ money }: { money: Money }) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<MoneyKind | ''>('');
  const [page, setPage] = useState(1);
  const q = useTransactions(kind, page);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex">
        <FilterSelect label={t('money.kind')} value={kind} onValue={(v) => { setKind(v as MoneyKind | ''); setPage(1); }}>
          {(['', 'payment', 'refund', 'wallet'] as const).map((k) => <option key={k} value={k}>{t(`money.kind_${k || 'all'}`)}</option>)}
        </FilterSelect>
      </div>
      <MoneyListFrame q={q} label={t('money.transactions')} rows={(d) => d.transactions} page={page} onPage={setPage} row={(x) => (
        <li key={x.id} data-testid="transaction" className={rowClass}>
          <span className="font-semibold">{t(`money.kind_${x.kind}`)} · <bdi>{x.kind === 'wallet' ? t(`people.wallet.types.${x.type}`, { defaultValue: x.type }) : x.type}</bdi></span>
          <span dir="ltr" className={x.amount < 0 ? 'tabular-nums text-red-600 dark:text-red-400' : 'tabular-nums'}>{money(x.amount)}</span>
          <span className="w-full text-xs text-muted">
            <time dateTime={x.created_at}>{formatDateTime(x.created_at, i18n.language)}</time>
            {x.reference && <> · <bdi dir="ltr">{x.reference}</bdi></>}
          </span>
        </li>
      )} />
    </div>
  );
}

export function StoreStatements({ money }: { money: Money }) {
  const { t } = useTranslation();
  const [span, setSpan] = useState<{ from?: string | undefined; to?: string | undefined }>({});
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useStoreStatements(span, search.trim(), page);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        {(['from', 'to'] as const).map((key) => (
          <FilterInput key={key} type="date" label={t(`money.${key}`)} value={span[key] ?? ''}
            onValue={(day) => { setSpan((s) => ({ ...s, [key]: day || undefined })); setPage(1); }} />
        ))}
        <SearchField label={t('money.search_store')} value={search} onValue={(v) => { setSearch(v); setPage(1); }} />
      </div>
      {q.data && <p className="text-sm text-muted" data-testid="statement-totals">{t('money.statement_totals', { from: q.data.from, to: q.data.to, sales: money(q.data.totals.sales), commission: money(q.data.totals.commission), payout: money(q.data.totals.payout) })}</p>}
      <MoneyListFrame q={q} label={t('money.stores')} rows={(d) => d.stores} page={page} onPage={setPage} row={(s) => (
        <li key={s.store_id} data-testid="statement" className={rowClass}>
          <span className="font-semibold"><bdi>{s.name}</bdi></span>
          <span className="text-xs text-muted">{t('money.orders', { count: s.orders })} · {t('money.rate', { rate: s.commission_rate })}</span>
          <span className="flex w-full flex-wrap gap-x-4 text-xs">
            <span>{t('money.sales')}: <span dir="ltr" className="tabular-nums">{money(s.sales)}</span></span>
            <span>{t('money.commission')}: <span dir="ltr" className="tabular-nums">{money(s.commission)}</span></span>
            <span className="font-semibold">{t('money.payout')}: <span dir="ltr" className="tabular-nums">{money(s.payout)}</span></span>
          </span>
        </li>
      )} />
    </div>
  );
}

export function CourierCashList({ money, canSettle }: { money: Money; canSettle: boolean }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [settling, setSettling] = useState<CourierCash | null>(null);
  const [history, setHistory] = useState<CourierCash | null>(null);
  const q = useCourierCash(search.trim(), page);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex"><SearchField label={t('money.search_courier')} value={search} onValue={(v) => { setSearch(v); setPage(1); }} /></div>
      <MoneyListFrame q={q} label={t('money.couriers')} rows={(d) => d.couriers} page={page} onPage={setPage} row={(c) => (
        <li key={c.operator_id} data-testid="courier-cash" className={rowClass}>
          <span className="font-semibold"><bdi>{c.name}</bdi></span>
          <span className="flex flex-wrap items-center gap-2">
            <span className="tabular-nums">{t('money.held')}: <span dir="ltr">{money(c.held)}</span></span>
            <Button size="sm" variant="ghost" aria-label={t('money.history_of', { name: c.name })} onClick={() => setHistory(c)}>{t('money.history')}</Button>
            {canSettle && <Button size="sm" variant="outline" disabled={c.held <= 0} onClick={() => setSettling(c)}>{t('money.settle')}</Button>}
          </span>
          <span className="w-full text-xs text-muted">
            {t('money.collected_settled', { collected: money(c.collected), settled: money(c.settled) })}
            {c.last_settled_at && <> · {t('money.last_settled', { at: formatDateTime(c.last_settled_at, i18n.language) })}</>}
          </span>
        </li>
      )} />
      {settling && <SettleDialog courier={settling} money={money} onClose={() => setSettling(null)} />}
      {history && <SettlementHistory courier={history} money={money} onClose={() => setHistory(null)} />}
    </div>
  );
}
