import { useTranslation } from 'react-i18next';
import { ZonesList } from '../features/zones/components/zones-list';
import { useConfig } from '../features/config/api/get-config';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

/** /zones: the delivery zones on a map, for those who hold zones.view; drawing and editing for zones.edit. */
export function ZonesPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  const config = useConfig().data;
  const tiles = { url: config?.map_tile_url || undefined, attribution: config?.map_attribution };
  if (!session) return null;
  if (!can(session, 'zones.view', null)) return <p className="p-6 text-center text-muted">{t('zones.not_allowed')}</p>;
  return <ZonesList canEdit={can(session, 'zones.edit', null)} tiles={tiles} />;
}
