import { useTranslation } from 'react-i18next';
import { BannersList } from '../features/banners/components/banners-list';
import { useMe } from '../features/operator/api/get-me';
import { useZones } from '../features/zones/api/get-zones';
import { can } from '../lib/access';

/** /banners: the home banners, for those who hold promotions.view; editing for promotions.edit. */
export function BannersPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  const zones = useZones().data;
  if (!session) return null;
  if (!can(session, 'promotions.view', null)) return <p className="p-6 text-center text-muted">{t('banners.not_allowed')}</p>;
  return <BannersList canEdit={can(session, 'promotions.edit', null)} zones={zones} />;
}
