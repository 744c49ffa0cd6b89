import { useTranslation } from 'react-i18next';
import { useMe } from '../features/operator/api/get-me';
import { CouriersList } from '../features/people/components/couriers-list';
import { useZones } from '../features/zones/api/get-zones';
import { can } from '../lib/access';

/** /couriers: the couriers, their approval and zones (chosen from the business's zones), for those who hold couriers.manage. */
export function CouriersPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  const zones = useZones().data ?? [];
  if (!session) return null;
  if (!can(session, 'couriers.manage', null)) return <p className="p-6 text-center text-muted">{t('people.not_allowed')}</p>;
  return <CouriersList zones={zones} />;
}
