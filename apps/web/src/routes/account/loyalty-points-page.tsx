import { useTranslation } from 'react-i18next';
import { LoyaltyOverview } from '@/features/loyalty/components/loyalty-overview';
import { LoyaltyTransactions } from '@/features/loyalty/components/loyalty-transactions';
import { AccountPage } from './account-page';

/** /loyalty-points: the points, converting them to wallet money, and their history. */
export function LoyaltyPointsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      title={t('pages.loyalty_points')}
      subtitle={t('loyalty.subtitle')}
      isOn={(config) => config.loyalty_point_status === 1}
      unavailable={{ title: t('loyalty.unavailable_title'), description: t('loyalty.unavailable_description') }}
    >
      {(config, customer) => (
        <>
          <LoyaltyOverview points={customer.loyalty_point} config={config} />
          <LoyaltyTransactions />
        </>
      )}
    </AccountPage>
  );
}
