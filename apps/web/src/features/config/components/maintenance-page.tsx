import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { ClockIcon } from '@storefront/ui/icons';
import type { Config } from '@storefront/contract';
import { configQueryOptions } from '../api/get-config';

/** How often a visitor's open page asks whether the business is back. */
const CHECK_AGAIN_MS = 60_000;

/**
 * The whole storefront while the business is closed for maintenance: its name and logo, its message in the
 * visitor's language (a general one when it wrote none), and a way to look again; the page also looks by
 * itself every minute and gives way to the shop as soon as maintenance ends.
 */
export function MaintenancePage({ config }: { config: Config }) {
  const { t } = useTranslation();
  const query = useQuery({ ...configQueryOptions(), refetchInterval: CHECK_AGAIN_MS });
  const message = config.maintenance_message.trim() || t('maintenance.description');
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-canvas px-4 py-16">
      <section aria-labelledby="maintenance-title" className="flex w-full max-w-md flex-col items-center text-center">
        {config.logo_full_url ? (
          <img src={config.logo_full_url} alt={config.business_name} className="h-14 w-auto max-w-48 object-contain" />
        ) : (
          <p className="text-2xl font-black">{config.business_name}</p>
        )}
        <span aria-hidden="true" className="mt-8 grid size-20 place-items-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <ClockIcon className="size-9" />
        </span>
        <h1 id="maintenance-title" className="mt-6 text-2xl font-bold text-balance">{t('maintenance.title')}</h1>
        <p className="mt-3 whitespace-pre-line text-muted" data-testid="maintenance-message">{message}</p>
        <Button className="mt-8" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? t('maintenance.checking') : t('maintenance.try_again')}
        </Button>
        <p className="mt-3 text-xs text-muted" role="status">{t('maintenance.auto_check')}</p>
      </section>
    </main>
  );
}
