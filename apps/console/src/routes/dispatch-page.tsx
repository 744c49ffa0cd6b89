import { useTranslation } from 'react-i18next';
import { useConfig } from '../features/config/api/get-config';
import { DispatchMap } from '../features/orders/components/dispatch-map';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

/** /dispatch: the live map of running orders and couriers on shift, around the business's default place, on its tiles. */
export function DispatchPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  const config = useConfig().data;
  if (!session || !config) return null;
  if (!can(session, 'orders.view', null)) return <p className="p-6 text-center text-muted">{t('business_orders.not_allowed')}</p>;
  return <DispatchMap center={[config.default_location.lat, config.default_location.lng]} tileUrl={config.map_tile_url || undefined} attribution={config.map_attribution || undefined} />;
}
