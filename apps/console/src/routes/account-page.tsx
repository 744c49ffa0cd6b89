import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { useMe } from '../features/operator/api/get-me';
import { AccountDetails, TwoFactorStatus } from '../features/operator/components/account-details';
import { SessionsList } from '../features/operator/components/sessions-list';

/** The person's own account: details, the second factor, the sessions signed in. */
export function AccountPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('operator.account.title')}</h1>
      {session ? (
        <>
          <AccountDetails session={session} />
          <TwoFactorStatus session={session} />
          <SessionsList />
        </>
      ) : (
        <LoadingRegion label={t('common.loading')}>
          <Skeleton className="h-48 w-full rounded-2xl" />
        </LoadingRegion>
      )}
    </div>
  );
}
