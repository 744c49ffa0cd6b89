import { useTranslation } from 'react-i18next';
import { RefundsList } from '../features/orders/components/refunds-list';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

/** /refunds: refund requests for those who hold refunds.decide (finance, admins). */
export function RefundsPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  if (!session) return null;
  if (!can(session, 'refunds.decide', null)) return <p className="p-6 text-center text-muted">{t('business_orders.not_allowed')}</p>;
  return <RefundsList />;
}
