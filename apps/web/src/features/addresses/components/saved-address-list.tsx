import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CustomerAddress } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { PinIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { AddressSummary } from './address-summary';

export interface SavedAddressListProps {
  query: UseQueryResult<CustomerAddress[]>;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The radio list of saved addresses, at most 40vh tall, or an empty state. */
export function SavedAddressList({ query, selectedId, onSelect }: SavedAddressListProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="mt-4 space-y-2">
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-16 rounded-xl" />
      </LoadingRegion>
    );
  }
  if (query.isError) return <ErrorState compact message={errorMessage(query.error)} onRetry={() => void query.refetch()} className="mt-4" />;
  if (query.data.length === 0) {
    return <EmptyState icon={<PinIcon className="size-7" />} title={t('addresses.empty_title')} description={t('addresses.empty_description')} className="py-8" />;
  }
  return (
    <div role="radiogroup" aria-label={t('addresses.saved_addresses')} className="mt-4 max-h-[40vh] space-y-2 overflow-y-auto p-0.5">
      {query.data.map((address) => (
        <label
          key={address.id}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition focus-within:ring-2 focus-within:ring-brand-500',
            selectedId === address.id ? 'border-brand-600 bg-brand-50/60 dark:bg-brand-950/60' : 'border-line hover:bg-surface-2',
          )}
        >
          <input
            type="radio"
            name="saved-address"
            checked={selectedId === address.id}
            onChange={() => onSelect(address.id)}
            className="mt-2.5 size-4 shrink-0 accent-brand-600"
          />
          <AddressSummary address={address} />
        </label>
      ))}
    </div>
  );
}
