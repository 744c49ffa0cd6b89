import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WALLET_FILTERS, type WalletFilter } from '@storefront/contract';
import { Tabs } from '@storefront/ui/tabs';
import { LedgerList } from '@/components/account/ledger-list';
import { uniqueById } from '@/lib/paging';
import { useWalletTransactions } from '../api/get-wallet-transactions';
import { WalletTransactionRow } from './wallet-transaction-row';

const isFilter = (value: string | null): value is WalletFilter => WALLET_FILTERS.some((filter) => filter === value);

/** One filter's rows; keyed by the filter so that each keeps its own pages. */
function Transactions({ filter }: { filter: WalletFilter }) {
  const { t } = useTranslation();
  const query = useWalletTransactions(filter);
  const rows = uniqueById((query.data?.pages ?? []).map((page) => page.data));
  return (
    <LedgerList
      query={query}
      label={t('wallet.transactions')}
      testId="wallet-transactions"
      emptyTitle={filter === 'all' ? t('wallet.empty_title') : t('wallet.empty_filtered')}
      emptyDescription={t('wallet.empty_description')}
    >
      {rows.map((row) => (
        <WalletTransactionRow key={row.id} transaction={row} />
      ))}
    </LedgerList>
  );
}

/** The wallet's history with its type filter; the filter is kept in the address (?type=order). */
export function WalletTransactions() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('type');
  const filter: WalletFilter = isFilter(requested) ? requested : 'all';
  const choose = (next: WalletFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('type');
        else updated.set('type', next);
        return updated;
      },
      { replace: true },
    );
  return (
    <section aria-labelledby="wallet-transactions-title" className="mt-8">
      <h2 id="wallet-transactions-title" className="mb-3 text-lg font-bold">
        {t('wallet.transactions')}
      </h2>
      <Tabs
        label={t('wallet.filter_label')}
        value={filter}
        onChange={choose}
        options={WALLET_FILTERS.map((value) => ({ value, label: t(`wallet.filters.${value}`) }))}
        className="-mx-4 px-4 pb-1 sm:mx-0 sm:px-0"
      />
      <div className="mt-4">
        <Transactions key={filter} filter={filter} />
      </div>
    </section>
  );
}
