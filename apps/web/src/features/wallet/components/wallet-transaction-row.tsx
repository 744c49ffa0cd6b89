import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '@storefront/contract';
import { referencedOrder } from '@/components/account/ledger-reference';
import { LedgerRow } from '@/components/account/ledger-row';
import { useFormatMoney } from '@/lib/money-format';
import { useFormatDateTime } from '@/lib/use-date-format';

/** What, when, how much in or out, the balance after, and the order it was for (else the row's public id). */
export function WalletTransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const dateTime = useFormatDateTime();
  const order = referencedOrder(transaction.reference);
  const credit = transaction.credit > 0 || transaction.debit <= 0;
  return (
    <LedgerRow
      testId="wallet-transaction"
      title={t(`wallet.types.${transaction.transaction_type}`)}
      detail={order ? t('wallet.reference_order', { id: order }) : t('wallet.transaction_id', { id: transaction.transaction_id })}
      time={transaction.created_at}
      timeLabel={dateTime(transaction.created_at)}
      direction={credit ? 'credit' : 'debit'}
      amount={money(credit ? transaction.credit : transaction.debit)}
      balance={
        <>
          {t('wallet.balance_after')} <bdi dir="ltr">{money(transaction.balance)}</bdi>
        </>
      }
    />
  );
}
