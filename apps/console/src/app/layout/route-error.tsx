import { useTranslation } from 'react-i18next';
import { ErrorState } from '@storefront/ui/error-state';

/** A page that failed to render: say so, and offer to load it again. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas p-4">
      <ErrorState message={t('errors.page')} onRetry={() => window.location.reload()} className="w-full max-w-md" />
    </main>
  );
}
