import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerAddress } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { ConfirmDialog } from '@storefront/ui/confirm-dialog';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { PencilIcon, PinIcon, PlusIcon, TrashIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { toast } from '@storefront/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAddresses } from '../api/get-addresses';
import { useDeleteAddress } from '../api/delete-address';
import { openAddressForm } from '../address-request';
import { AddressSummary } from './address-summary';

/** The profile's saved addresses: add, edit (the app's address modal) and delete behind a confirm. */
export function AddressBook() {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [doomed, setDoomed] = useState<CustomerAddress | null>(null);

  const confirmDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed.id, { onSuccess: () => toast.success(t('addresses.deleted')) });
    setDoomed(null);
  };

  let body;
  if (addresses.isPending) {
    body = (
      <LoadingRegion label={t('common.loading')} className="space-y-3">
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-20 rounded-2xl" />
      </LoadingRegion>
    );
  } else if (addresses.isError) {
    body = <ErrorState message={errorMessage(addresses.error)} onRetry={() => void addresses.refetch()} />;
  } else if (addresses.data.length === 0) {
    body = <EmptyState icon={<PinIcon className="size-7" />} title={t('addresses.empty_title')} description={t('addresses.empty_description')} />;
  } else {
    body = (
      <ul className="space-y-3" data-testid="address-book">
        {addresses.data.map((address) => (
          <li key={address.id} className="flex items-start gap-2 rounded-2xl border border-line p-4">
            <AddressSummary address={address} />
            <Button variant="ghost" size="icon" aria-label={t('addresses.edit')} title={t('addresses.edit')} onClick={() => openAddressForm({ address })}>
              <PencilIcon className="size-4.5" />
            </Button>
            <Button variant="ghost" size="icon" aria-label={t('addresses.delete')} title={t('addresses.delete')} className="text-red-600 dark:text-red-400" onClick={() => setDoomed(address)}>
              <TrashIcon className="size-4.5" />
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{t('addresses.my_addresses')}</h2>
        <Button variant="secondary" size="sm" onClick={() => openAddressForm()}>
          <PlusIcon className="size-4" />
          {t('addresses.add_new')}
        </Button>
      </div>
      {body}
      <ConfirmDialog open={doomed !== null} description={t('addresses.delete_confirm')} onCancel={() => setDoomed(null)} onConfirm={confirmDelete} />
    </section>
  );
}
