import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '@storefront/ui/api-error';
import { ErrorState } from '@storefront/ui/error-state';
import { ChevronStartIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { useMenuChoices } from '../features/catalog/api/get-menu-choices';
import { useMenuItem } from '../features/catalog/api/get-menu-item';
import { ItemEditor } from '../features/catalog/components/item-editor';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

/** A new item (/stores/:storeId/menu/new) or one of the store's items (/stores/:storeId/menu/:itemId) in the editor. */
export function ItemEditorPage() {
  const { t } = useTranslation();
  const params = useParams();
  const storeId = Number(params.storeId);
  const itemId = params.itemId && /^\d+$/.test(params.itemId) ? Number(params.itemId) : null;
  const session = useMe().data;
  const choices = useMenuChoices(storeId);
  const item = useMenuItem(storeId, itemId);
  if (!session) return null;
  if (!can(session, 'menu.edit', storeId)) return <ErrorState message={t('catalog.no_access')} />;
  const failed = choices.isError ? choices : item.isError ? item : null;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <Link to={`/stores/${storeId}/menu`} className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        <ChevronStartIcon className="size-4" />
        {t('catalog.back')}
      </Link>
      <h1 className="text-xl font-bold">{itemId === null ? t('catalog.new_title') : t('catalog.edit_title')}</h1>
      {failed ? (
        <ErrorState message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
      ) : !choices.data || (itemId !== null && !item.data) ? (
        <LoadingRegion label={t('common.loading')} className="flex flex-col gap-4">
          <Skeleton className="h-48 w-full rounded-2xl" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </LoadingRegion>
      ) : (
        <ItemEditor key={itemId ?? 'new'} storeId={storeId} item={item.data ?? null} choices={choices.data} />
      )}
    </div>
  );
}
