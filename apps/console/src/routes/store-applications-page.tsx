import { useTranslation } from 'react-i18next';
import { useMe } from '../features/operator/api/get-me';
import { StoreApplicationsList } from '../features/stores/components/store-applications-list';
import { useZones } from '../features/zones/api/get-zones';
import { can } from '../lib/access';

/** /store-applications: the applications to open a store, decided by those who hold stores.manage. */
export function StoreApplicationsPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  const zones = useZones().data;
  if (!session) return null;
  if (!can(session, 'stores.manage', null)) return <p className="p-6 text-center text-muted">{t('stores.manage.not_allowed')}</p>;
  return <StoreApplicationsList zones={zones} />;
}
