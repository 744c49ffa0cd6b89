import { useTranslation } from 'react-i18next';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { useConfig } from '@/features/config/api/get-config';
import { useLandingPage } from '@/features/landing/api/get-landing-page';
import { AppDownload } from '@/features/landing/components/app-download';
import { Hero } from '@/features/landing/components/hero';
import { PromotionBanners } from '@/features/landing/components/promotion-banners';
import { errorMessage } from '@/lib/api-client';
import { LandingLocation } from './landing-location';
import { LandingModules } from './landing-modules';

export function LandingPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const landing = useLandingPage();

  if (config.isPending || landing.isPending) return <LandingSkeleton />;
  if (config.isError || landing.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState
          message={errorMessage(config.error ?? landing.error)}
          retrying={config.isFetching || landing.isFetching}
          onRetry={() => {
            if (config.isError) void config.refetch();
            if (landing.isError) void landing.refetch();
          }}
        />
      </div>
    );
  }

  const data = landing.data;

  return (
    <>
      <Hero
        businessName={config.data.business_name}
        title={data.fixed_header_title}
        subtitle={data.fixed_header_sub_title}
        bannerUrl={data.header_banner_full_url}
        actions={<LandingLocation />}
      />
      <section id="modules" aria-labelledby="modules-title" className="mx-auto max-w-7xl scroll-mt-24 px-4 py-14 sm:px-6 lg:px-8">
        <SectionHeading id="modules-title" title={data.fixed_module_title || t('landing.modules_title')} subtitle={data.fixed_module_sub_title} />
        <LandingModules config={config.data} />
      </section>
      {data.promotion_banners.length > 0 && (
        <section aria-labelledby="promotions-title" className="mx-auto max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
          <SectionHeading id="promotions-title" title={t('landing.promotions_title')} />
          <PromotionBanners banners={data.promotion_banners} />
        </section>
      )}
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <AppDownload landing={data} />
      </div>
    </>
  );
}

function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div className="mb-8 max-w-2xl">
      <h2 id={id} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {subtitle && <p className="mt-2 text-muted">{subtitle}</p>}
    </div>
  );
}

function LandingSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')}>
      <div className="bg-gradient-to-br from-brand-700 to-brand-500">
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-20 sm:px-6 lg:px-8">
          <Skeleton className="h-6 w-40 bg-white/20" />
          <Skeleton className="h-14 w-72 bg-white/20" />
          <Skeleton className="h-8 w-96 max-w-full bg-white/20" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
    </LoadingRegion>
  );
}
