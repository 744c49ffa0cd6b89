import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@storefront/ui/error-state';
import { RouteMap } from '@storefront/ui/map/route-map';
import { Skeleton } from '@storefront/ui/skeleton';
import { ChatLink } from '@/components/chat-link';
import { useConfig, useMapTiles } from '@/features/config/api/get-config';
import { FaqList } from '@/features/support/components/faq-list';
import { SupportContacts } from '@/features/support/components/support-contacts';
import { errorMessage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

/** /help-and-support: how to reach the business, where it is, a chat with support and common questions. */
export function HelpAndSupportPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const tiles = useMapTiles();
  const signedIn = Boolean(useToken());
  const title = t('pages.help_and_support');
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:py-10">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted">{t('support.subtitle')}</p>
      </header>
      {config.isError ? (
        <ErrorState message={errorMessage(config.error)} onRetry={() => void config.refetch()} retrying={config.isRefetching} />
      ) : !config.data ? (
        <div role="status" aria-label={t('common.loading')} className="space-y-3">
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      ) : (
        <>
          <SupportContacts config={config.data} />
          {/* The config names the business's address but carries no coordinates of it: the map marks the default location. */}
          <div className="h-[236px] overflow-hidden rounded-2xl border border-line">
            <RouteMap
              points={[{ kind: 'store', lat: config.data.default_location.lat, lng: config.data.default_location.lng, title: config.data.address }]}
              label={t('support.map_label', { address: config.data.address })}
              unavailableText={t('tracking.map_unavailable')}
              tileUrl={tiles?.url}
              attribution={tiles?.attribution}
            />
          </div>
        </>
      )}
      <section className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 p-5 dark:bg-brand-950">
        <div>
          <h2 className="font-bold">{t('support.chat_title')}</h2>
          <p className="text-sm text-muted">{signedIn ? t('support.chat_text') : t('support.chat_guest')}</p>
        </div>
        <ChatLink type="admin" from="support" label={t('support.chat_with_support')} />
      </section>
      <section>
        <h2 className="mb-3 text-xl font-bold">{t('support.faq_title')}</h2>
        <FaqList />
      </section>
    </div>
  );
}
