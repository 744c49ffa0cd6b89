import { useTranslation } from 'react-i18next';
import type { LoyaltyTransaction } from '@storefront/contract';
import { LedgerList } from '@/components/account/ledger-list';
import { referencedOrder } from '@/components/account/ledger-reference';
import { LedgerRow } from '@/components/account/ledger-row';
import { uniqueById } from '@/lib/paging';
import { useFormatDateTime } from '@/lib/use-date-format';
import { useLoyaltyTransactions } from '../api/get-loyalty-transactions';
import { formatPoints } from '../format-points';

function LoyaltyTransactionRow({ transaction }: { transaction: LoyaltyTransaction }) {
  const { t } = useTranslation();
  const dateTime = useFormatDateTime();
  const credit = transaction.credit > 0 || transaction.debit <= 0;
  const order = referencedOrder(transaction.reference);
  const title =
    transaction.transaction_type === 'order_place'
      ? order
        ? t('loyalty.types.order_place', { id: order })
        : t('loyalty.types.order_place_plain')
      : t(`loyalty.types.${transaction.transaction_type}`);
  return (
    <LedgerRow
      testId="loyalty-transaction"
      title={title}
      detail={t('loyalty.transaction_id', { id: transaction.transaction_id })}
      time={transaction.created_at}
      timeLabel={dateTime(transaction.created_at)}
      direction={credit ? 'credit' : 'debit'}
      amount={formatPoints(credit ? transaction.credit : transaction.debit)}
      balance={t('loyalty.balance_after', { points: formatPoints(transaction.balance) })}
    />
  );
}

/** Points earned on orders and converted to the wallet, ten at a time. */
export function LoyaltyTransactions() {
  const { t } = useTranslation();
  const query = useLoyaltyTransactions();
  const rows = uniqueById((query.data?.pages ?? []).map((page) => page.data));
  return (
    <section aria-labelledby="loyalty-transactions-title" className="mt-8">
      <h2 id="loyalty-transactions-title" className="mb-3 text-lg font-bold">
        {t('loyalty.transactions')}
      </h2>
      <LedgerList query={query} label={t('loyalty.transactions')} testId="loyalty-transactions" emptyTitle={t('loyalty.empty_title')} emptyDescription={t('loyalty.empty_description')}>
        {rows.map((row) => (
          <LoyaltyTransactionRow key={row.id} transaction={row} />
        ))}
      </LedgerList>
    </section>
  );
}
