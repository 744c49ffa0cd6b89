import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { AppleIcon, PlayStoreIcon } from '@storefront/ui/icons';

export interface AppStoreLinks {
  playStoreUrl?: string | null;
  appStoreUrl?: string | null;
}

/** Store badges; each only when its url is given (callers pass it only when its status is 1). */
export function AppStoreButtons({ playStoreUrl, appStoreUrl, className }: AppStoreLinks & { className?: string }) {
  const { t } = useTranslation();
  if (!playStoreUrl && !appStoreUrl) return null;
  const badge =
    'inline-flex h-12 items-center gap-2.5 rounded-xl bg-black px-4 text-white ring-1 ring-white/15 transition hover:bg-black/80';
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      {playStoreUrl && (
        <a href={playStoreUrl} target="_blank" rel="noopener noreferrer" className={badge}>
          <PlayStoreIcon />
          <span className="flex flex-col text-start leading-tight">
            <span className="text-[10px] uppercase opacity-80">{t('apps.get_it_on')}</span>
            <span className="text-sm font-semibold">Google Play</span>
          </span>
        </a>
      )}
      {appStoreUrl && (
        <a href={appStoreUrl} target="_blank" rel="noopener noreferrer" className={badge}>
          <AppleIcon />
          <span className="flex flex-col text-start leading-tight">
            <span className="text-[10px] opacity-80">{t('apps.download_on')}</span>
            <span className="text-sm font-semibold">App Store</span>
          </span>
        </a>
      )}
    </div>
  );
}
