import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState } from '@storefront/ui/error-state';
import { ChevronStartIcon } from '@storefront/ui/icons';
import { AddOnsManager } from '../features/catalog/components/add-ons-manager';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

/** The store's add-ons (/stores/:storeId/menu/add-ons), reached from the menu; editing is for those who may edit the menu. */
export function AddOnsPage() {
  const { t } = useTranslation();
  const storeId = Number(useParams().storeId);
  const session = useMe().data;
  if (!session) return null;
  if (!can(session, 'menu.view', storeId)) return <ErrorState message={t('catalog.no_access')} />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <Link to={`/stores/${storeId}/menu`} className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        <ChevronStartIcon className="size-4" />
        {t('catalog.back')}
      </Link>
      <AddOnsManager storeId={storeId} canEdit={can(session, 'menu.edit', storeId)} />
    </div>
  );
}
