import { useTranslation } from 'react-i18next';
import { FlashSalesList } from '../features/campaigns/components/flash-sales-list';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

/** /flash-sales: the flash sales and their items, for those who hold promotions.view; editing for promotions.edit. */
export function FlashSalesPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  if (!session) return null;
  if (!can(session, 'promotions.view', null)) return <p className="p-6 text-center text-muted">{t('campaigns.flash.not_allowed')}</p>;
  return <FlashSalesList canEdit={can(session, 'promotions.edit', null)} />;
}
