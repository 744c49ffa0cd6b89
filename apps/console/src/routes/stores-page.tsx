import { useTranslation } from 'react-i18next';
import { useMe } from '../features/operator/api/get-me';
import { StoresList } from '../features/stores/components/stores-list';
import { useZones } from '../features/zones/api/get-zones';
import { can } from '../lib/access';

/** /stores: every store of the business, for those who hold stores.manage. */
export function StoresPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  const zones = useZones().data;
  if (!session) return null;
  if (!can(session, 'stores.manage', null)) return <p className="p-6 text-center text-muted">{t('stores.manage.not_allowed')}</p>;
  return <StoresList zones={zones} />;
}
