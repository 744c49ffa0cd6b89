import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LandingPage } from '@storefront/contract';
import { ErrorState } from '@storefront/ui/error-state';
import { Skeleton } from '@storefront/ui/skeleton';
import { useConfig } from '@/features/config/api/get-config';
import { useLandingPage } from '@/features/landing/api/get-landing-page';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { errorMessage } from '@/lib/api-client';
import { FooterBody } from './footer-columns';

export function Footer() {
  const config = useConfig();
  const landing = useLandingPage();

  let body: ReactNode;
  if (config.isPending) {
    body = (
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-3">
            <Skeleton className="h-5 w-32 bg-white/10" />
            <Skeleton className="h-3 w-40 bg-white/10" />
            <Skeleton className="h-3 w-28 bg-white/10" />
          </div>
        ))}
      </div>
    );
  } else if (config.isError) {
    body = (
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ErrorState compact message={errorMessage(config.error)} onRetry={() => void config.refetch()} />
      </div>
    );
  } else {
    body = <FooterBody config={config.data} landing={landing.data} />;
  }

  return (
    <footer className="mt-16 bg-[#0c1712] text-white/80 dark:bg-black/40">
      <Newsletter landing={landing.data} />
      {body}
      {config.data?.footer_text && (
        <div className="border-t border-white/10">
          <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-white/60">{config.data.footer_text}</p>
        </div>
      )}
    </footer>
  );
}

function Newsletter({ landing }: { landing: LandingPage | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-r from-brand-700 to-brand-500 p-6 text-white shadow-xl sm:p-10">
        <div aria-hidden="true" className="absolute -end-10 -top-16 size-56 rounded-full bg-white/10" />
        <div className="relative grid items-center gap-6 lg:grid-cols-2 [&>*]:min-w-0">
          <div>
            <h2 className="text-2xl font-extrabold">{landing?.fixed_newsletter_title || t('newsletter.title')}</h2>
            <p className="mt-1 text-white/85">{landing?.fixed_newsletter_sub_title || t('newsletter.subtitle')}</p>
          </div>
          <NewsletterForm />
        </div>
      </section>
    </div>
  );
}
