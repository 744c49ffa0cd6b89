import { useTranslation } from 'react-i18next';
import { WalletOverview } from '@/features/wallet/components/wallet-overview';
import { WalletTransactions } from '@/features/wallet/components/wallet-transactions';
import { useAddFundReturn } from '@/features/wallet/hooks/use-add-fund-return';
import { AccountPage } from './account-page';

function AddFundReturn() {
  useAddFundReturn();
  return null;
}

/** /wallet: the balance, adding fund through the payment page and back, and the history. */
export function WalletPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      title={t('pages.wallet')}
      subtitle={t('wallet.subtitle')}
      isOn={(config) => config.customer_wallet_status === 1}
      unavailable={{ title: t('wallet.unavailable_title'), description: t('wallet.unavailable_description') }}
    >
      {(config, customer) => (
        <>
          <AddFundReturn />
          <WalletOverview balance={customer.wallet_balance} config={config} />
          <WalletTransactions />
        </>
      )}
    </AccountPage>
  );
}
