import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@storefront/ui/empty-state';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

/** A courier's page, phone-wide: shown to those who hold `courier.work` (the server refuses the others too). */
export function CourierFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useMe().data;
  const allowed = session && can(session, 'courier.work', null);
  return <div className="mx-auto flex w-full max-w-md flex-col gap-4">{allowed ? children : <EmptyState title={t('couriers.not_courier')} />}</div>;
}
