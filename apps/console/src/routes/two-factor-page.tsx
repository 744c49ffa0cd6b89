import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { useMe } from '../features/operator/api/get-me';
import { TwoFactorSetup } from '../features/operator/components/two-factor-setup';

/** Where a session that must still set up its second factor is sent, whatever page it opens. */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t('operator.two_factor.setup_title')}</h1>
        <p className="mt-1 text-sm text-muted">{t(session?.limited ? 'operator.two_factor.required_intro' : 'operator.two_factor.intro')}</p>
      </div>
      <section className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
        {session ? (
          <TwoFactorSetup session={session} />
        ) : (
          <LoadingRegion label={t('common.loading')}>
            <Skeleton className="h-72 w-full rounded-2xl" />
          </LoadingRegion>
        )}
      </section>
    </div>
  );
}
