import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { Switch } from '@storefront/ui/switch';
import { useSetStoreOpen } from '../api/set-store-open';
import type { Saving } from './saving';

/** The "open now" switch, first on the page: off, the storefront shows the store closed whatever its hours say. */
export function OpenSwitch({ storeId, initial, saving }: { storeId: number; initial: boolean; saving: Saving }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const mutation = useSetStoreOpen(storeId);

  const change = (next: boolean) => {
    setError(null);
    mutation.mutate({ open: next, version: saving.version }, {
      onSuccess: (settings) => {
        setOpen(settings.open);
        saving.saved(settings);
      },
      onError: (err) => setError(saving.refused(err)),
    });
  };

  return (
    <section
      aria-labelledby="open-now-title"
      data-testid="open-now"
      className={cn('rounded-2xl border-2 p-4 sm:p-5', open ? 'border-emerald-500 bg-emerald-50 dark:bg-emerald-950/30' : 'border-red-500 bg-red-50 dark:bg-red-950/30')}
    >
      <h2 id="open-now-title" className="sr-only">{t('stores.open.label')}</h2>
      <Switch checked={open} onChange={change} disabled={!saving.canEdit || mutation.isPending}>
        <span className="text-base font-bold">{t('stores.open.label')}</span>
      </Switch>
      <p className="mt-2 px-1 text-sm text-muted" aria-live="polite">{open ? t('stores.open.open_hint') : t('stores.open.closed_hint')}</p>
      {error && <p role="alert" className="mt-2 px-1 text-sm font-medium text-red-600 dark:text-red-400">{error}</p>}
    </section>
  );
}
