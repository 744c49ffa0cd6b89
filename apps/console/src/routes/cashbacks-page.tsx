import { useTranslation } from 'react-i18next';
import { CashbacksList } from '../features/offers/components/cashbacks-list';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

/** /cashbacks: what delivered orders pay back into customers' wallets, for those who hold promotions.view; editing for promotions.edit. */
export function CashbacksPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  if (!session) return null;
  if (!can(session, 'promotions.view', null)) return <p className="p-6 text-center text-muted">{t('offers.cashback.not_allowed')}</p>;
  return <CashbacksList canEdit={can(session, 'promotions.edit', null)} />;
}
