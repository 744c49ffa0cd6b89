import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '@storefront/ui/error-state';
import { Spinner } from '@storefront/ui/spinner';
import { ZoneEditor } from '../features/zones/components/zone-editor';
import { useConsoleZone } from '../features/zones/api/console-zones';
import { useConfig } from '../features/config/api/get-config';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';
import { errorMessage } from '@storefront/ui/api-error';

/** /zones/new and /zones/:zoneId: a zone drawn or edited (zones.edit), or looked at (zones.view). */
export function ZoneEditorPage() {
  const { t } = useTranslation();
  const { zoneId } = useParams();
  const id = zoneId === undefined || zoneId === 'new' ? null : Number(zoneId);
  const session = useMe().data;
  const config = useConfig().data;
  const tiles = { url: config?.map_tile_url || undefined, attribution: config?.map_attribution };
  const zone = useConsoleZone(id !== null && Number.isInteger(id) ? id : null);
  if (!session) return null;
  if (!can(session, 'zones.view', null)) return <p className="p-6 text-center text-muted">{t('zones.not_allowed')}</p>;
  const canEdit = can(session, 'zones.edit', null);
  if (id === null) return canEdit ? <ZoneEditor key="new" zone={null} canEdit tiles={tiles} /> : <p className="p-6 text-center text-muted">{t('zones.not_allowed')}</p>;
  if (zone.isError) return <ErrorState message={errorMessage(zone.error)} onRetry={() => void zone.refetch()} retrying={zone.isFetching} />;
  if (!zone.data) return <div className="flex justify-center p-10"><Spinner className="size-6" /></div>;
  return <ZoneEditor key={zone.data.id} zone={zone.data} canEdit={canEdit} tiles={tiles} />;
}
