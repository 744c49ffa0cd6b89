import { useTranslation } from 'react-i18next';
import type { LandingPage } from '@storefront/contract';
import { TruckIcon } from '@storefront/ui/icons';
import { AppStoreButtons } from './app-store-buttons';

/** The landing page's app block; hidden entirely when neither store link is switched on. */
export function AppDownload({ landing }: { landing: LandingPage }) {
  const { t } = useTranslation();
  const links = landing.download_user_app_links;
  const playStoreUrl = links.playstore_url_status === 1 ? links.playstore_url : null;
  const appStoreUrl = links.apple_store_url_status === 1 ? links.apple_store_url : null;
  if (!playStoreUrl && !appStoreUrl) return null;
  return (
    <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-slate-900 to-brand-950 p-8 text-white sm:p-12">
      <div aria-hidden="true" className="absolute -end-10 -top-10 size-64 rounded-full bg-brand-500/30 blur-3xl" />
      <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-500 text-white">
            <TruckIcon className="size-7" />
          </span>
          <div>
            <h2 className="text-2xl font-extrabold">{landing.download_user_app_title || t('apps.title')}</h2>
            {landing.download_user_app_sub_title && (
              <p className="mt-1 max-w-lg text-white/75">{landing.download_user_app_sub_title}</p>
            )}
          </div>
        </div>
        <AppStoreButtons playStoreUrl={playStoreUrl} appStoreUrl={appStoreUrl} />
      </div>
    </section>
  );
}
