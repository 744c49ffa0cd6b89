import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Capability, ConsoleSession } from '@storefront/contract';
import { EmptyState } from '@storefront/ui/empty-state';
import { useMe } from '../features/operator/api/get-me';
import { can, useStoreId } from '../lib/access';

/**
 * A store panel page (`/stores/:storeId/...`): its title, then its content for those who hold the
 * page's capability for the store in the path; others are told the page is not theirs (the server
 * refuses them too).
 */
export function StorePage({ capability, title, children }: {
  capability: Capability;
  title: string;
  children: (page: { storeId: number; session: ConsoleSession }) => ReactNode;
}) {
  const { t } = useTranslation();
  const session = useMe().data;
  const storeId = useStoreId();
  const allowed = session && storeId !== null && can(session, capability, storeId);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <h1 className="text-xl font-bold sm:text-2xl">{title}</h1>
      {allowed ? children({ storeId, session }) : <EmptyState title={t('common.not_allowed')} />}
    </div>
  );
}
