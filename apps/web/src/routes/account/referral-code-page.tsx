import { useTranslation } from 'react-i18next';
import { Referral } from '@/features/referral/components/referral';
import { AccountPage } from './account-page';

/** /referral-code: the customer's code to share and what it earns. */
export function ReferralCodePage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      title={t('pages.referral_code')}
      subtitle={t('referral.subtitle')}
      isOn={(config) => config.ref_earning_status === 1}
      unavailable={{ title: t('referral.unavailable_title'), description: t('referral.unavailable_description') }}
    >
      {(config, customer) => <Referral customer={customer} config={config} />}
    </AccountPage>
  );
}
