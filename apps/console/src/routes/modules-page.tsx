import { useTranslation } from 'react-i18next';
import { ModulesList } from '../features/modules/components/modules-list';
import { useMe } from '../features/operator/api/get-me';
import { useZones } from '../features/zones/api/get-zones';
import { can } from '../lib/access';

/** /modules: the modules, on or off and per zone, for those who hold catalogue.view; switching for catalogue.edit. */
export function ModulesPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  const zones = useZones().data;
  if (!session) return null;
  if (!can(session, 'catalogue.view', null)) return <p className="p-6 text-center text-muted">{t('modules.not_allowed')}</p>;
  return <ModulesList canEdit={can(session, 'catalogue.edit', null)} zones={zones} />;
}
