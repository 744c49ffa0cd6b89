import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@storefront/ui/api-error';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { StorePage } from '../components/store-page';
import { storeSettingsQueryOptions, useStoreSettings } from '../features/stores/api/get-store-settings';
import { StoreSettingsEditor } from '../features/stores/components/store-settings-editor';
import { can } from '../lib/access';

/** /stores/:storeId/settings: the "open now" switch, order rules, weekly hours and pictures of the store. */
export function StoreSettingsPage() {
  const { t } = useTranslation();
  return (
    <StorePage capability="store.view" title={t('nav.store')}>
      {({ storeId, session }) => <Settings key={storeId} storeId={storeId} canEdit={can(session, 'store.edit', storeId)} />}
    </StorePage>
  );
}

function Settings({ storeId, canEdit }: { storeId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useStoreSettings(storeId);
  // Each reload after a conflict starts the editor afresh from the store as it is now.
  const [round, setRound] = useState(0);
  if (settings.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="flex flex-col gap-4">
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-72 w-full rounded-2xl" />
      </LoadingRegion>
    );
  }
  if (settings.isError) {
    return <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />;
  }
  return (
    <StoreSettingsEditor key={round} storeId={storeId} initial={settings.data} canEdit={canEdit} onReload={(current) => {
      queryClient.setQueryData(storeSettingsQueryOptions(storeId).queryKey, current);
      setRound(round + 1);
    }} />
  );
}
