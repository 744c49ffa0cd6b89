import { useTranslation } from 'react-i18next';
import type { StoreSettings, StoreSettingsConflict } from '@storefront/contract';
import { ApiError } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { AlertIcon } from '@storefront/ui/icons';
import { ApiAnswerError } from '../../../lib/api-client';

export interface Conflict {
  current: StoreSettings;
  changed: string[];
}

/** What a save the server refused as stale (409) says: the store as it is now and the fields changed since. */
export function conflictOf(error: unknown): Conflict | null {
  if (!(error instanceof ApiAnswerError) || error.status !== 409) return null;
  const body = error.body as Partial<StoreSettingsConflict> | undefined;
  return body?.current ? { current: body.current, changed: body.changed ?? [] } : null;
}

/** The server's message of a refused save that is not a conflict. */
export const refusalMessage = (error: unknown): string | undefined => (error instanceof ApiError ? error.errors[0]?.message : undefined);

/**
 * Someone saved this store since the page was opened: which fields they changed, and the way to
 * load the store as it is now (what was typed here and not saved is then dropped).
 */
export function ConflictNotice({ conflict, onReload }: { conflict: Conflict; onReload: () => void }) {
  const { t, i18n } = useTranslation();
  const fields = conflict.changed.map((field) => t(`stores.fields.${field}`, { defaultValue: field }));
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(fields);
  return (
    <div role="alert" data-testid="store-conflict" className="flex flex-col gap-3 rounded-2xl border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100 sm:flex-row sm:items-center">
      <AlertIcon className="size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-bold">{t('stores.conflict.title')}</p>
        <p className="mt-0.5">{fields.length ? t('stores.conflict.changed', { fields: list }) : t('stores.conflict.unknown')}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onReload}>{t('stores.conflict.reload')}</Button>
    </div>
  );
}
