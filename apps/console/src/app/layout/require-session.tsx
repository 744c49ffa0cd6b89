import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { errorMessage } from '@storefront/ui/api-error';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { useMe } from '../../features/operator/api/get-me';
import { useToken } from '../../lib/session';
import { Shell } from './shell';

/** Where a session that must still set up its second factor goes. */
export const TWO_FACTOR_PATH = '/account/two-factor';

/**
 * Signed-in pages only: without a session, or once the server refuses it (the API client then forgets
 * the token), the person goes to sign in; the profile is loaded before the shell shows. A limited
 * session (its second factor still to set up) goes to the set-up, whatever page it opens.
 */
export function RequireSession() {
  const token = useToken();
  if (!token) return <Navigate to="/sign-in" replace />;
  return <SessionShell />;
}

function SessionShell() {
  const { t } = useTranslation();
  const me = useMe();
  const { pathname } = useLocation();
  if (me.data?.limited && pathname !== TWO_FACTOR_PATH) return <Navigate to={TWO_FACTOR_PATH} replace />;
  if (me.data) return <Shell session={me.data} />;
  if (me.isError) {
    return (
      <main className="grid min-h-dvh place-items-center bg-canvas p-4">
        <ErrorState message={errorMessage(me.error)} onRetry={() => void me.refetch()} retrying={me.isFetching} className="w-full max-w-md" />
      </main>
    );
  }
  return (
    <LoadingRegion label={t('common.loading')} className="min-h-dvh bg-canvas">
      <div className="h-16 border-b border-line bg-surface" />
      <div className="p-6">
        <Skeleton className="h-48 w-full max-w-3xl rounded-2xl" />
      </div>
    </LoadingRegion>
  );
}
