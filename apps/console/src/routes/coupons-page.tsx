import { useTranslation } from 'react-i18next';
import { CouponsList } from '../features/offers/components/coupons-list';
import { useMe } from '../features/operator/api/get-me';
import { useZones } from '../features/zones/api/get-zones';
import { can } from '../lib/access';

/** /coupons: the coupons customers apply at checkout, for those who hold promotions.view; editing for promotions.edit. */
export function CouponsPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  const zones = useZones().data;
  if (!session) return null;
  if (!can(session, 'promotions.view', null)) return <p className="p-6 text-center text-muted">{t('offers.not_allowed')}</p>;
  return <CouponsList canEdit={can(session, 'promotions.edit', null)} zones={zones} />;
}
