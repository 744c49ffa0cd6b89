import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import type { PointPickerProps } from '@/components/map/point-picker-props';
import { useConfig } from '@/features/config/api/get-config';
import { useZones } from '@/features/location/api/get-zones';
import { ApplicationSent } from '@/features/stores/components/application-sent';
import { StoreApplicationForm } from '@/features/stores/components/store-application-form';
import { errorMessage } from '@/lib/api-client';

// The map and its search download with the form's map, not with the page.
const PointPicker = lazy(async () => ({ default: (await import('@/features/location/components/point-picker')).PointPicker }));

function Waiting({ className }: { className: string }) {
  const { t } = useTranslation();
  return <LoadingRegion label={t('common.loading')} className="space-y-2.5"><Skeleton className={className} /></LoadingRegion>;
}

/**
 * /store-registration: anyone applies to open a store (no sign-in), placing it with the location feature's
 * point picker; the footer's "become a store owner" link leads here unless the business names another page.
 */
export function StoreRegistrationPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const zones = useZones();
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const title = t('footer.become_store_owner');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const failed = config.isError ? config : zones.isError ? zones : null;
  const settings = config.data ? { defaultCenter: config.data.default_location, tileUrl: config.data.map_tile_url, attribution: config.data.map_attribution } : null;
  const renderMap = (props: PointPickerProps) => (settings ? (
    <Suspense fallback={<Waiting className="h-[280px] rounded-xl" />}><PointPicker {...props} settings={settings} /></Suspense>
  ) : <Waiting className="h-[280px] rounded-xl" />);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted">{t('stores.application.subtitle')}</p>
      </header>
      {sent ? (
        <ApplicationSent name={sent.name} email={sent.email} />
      ) : failed ? (
        <ErrorState message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} retrying={failed.isRefetching} />
      ) : !zones.data ? (
        <Waiting className="h-96 rounded-2xl" />
      ) : (
        <StoreApplicationForm zones={zones.data} renderMap={renderMap} onSent={(answer, name) => setSent({ name, email: answer.email })} />
      )}
    </div>
  );
}
