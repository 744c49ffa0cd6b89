import { useTranslation } from 'react-i18next';
import type { Module } from '@storefront/contract';
import { Image } from '@/components/ui/image';
import { PinIcon, SparkIcon } from '@/components/ui/icons';
import { STORAGE_KEYS, useStoredItem } from '@/lib/storage';

/** Sections of the module home; each arrives with the catalogue issues. */
const upcoming = ['categories', 'popular_items', 'popular_stores', 'special_offers', 'new_arrivals', 'best_reviewed'] as const;

export function HomeShell({ module }: { module: Module }) {
  const { t } = useTranslation();
  const location = useStoredItem(STORAGE_KEYS.location);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-500 p-6 text-white shadow-lg sm:p-10">
        <div aria-hidden="true" className="absolute -end-16 -top-16 size-64 rounded-full bg-white/10" />
        <div className="relative flex items-center gap-5">
          <span className="grid size-20 shrink-0 place-items-center rounded-2xl bg-white shadow-md">
            <Image src={module.icon_full_url} alt="" className="size-14 rounded-lg object-contain" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold text-white/80">{t('home.now_browsing')}</p>
            <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{module.module_name}</h1>
            {location && (
              <p className="mt-2 flex items-center gap-1.5 text-sm text-white/85">
                <PinIcon className="size-4 shrink-0" />
                <span className="truncate">{location}</span>
              </p>
            )}
          </div>
        </div>
        {module.description && <p className="relative mt-5 max-w-2xl text-white/85">{module.description}</p>}
      </section>

      <section aria-labelledby="upcoming-title" className="mt-10">
        <h2 id="upcoming-title" className="flex items-center gap-2 text-xl font-extrabold">
          <SparkIcon className="size-5 text-accent-500" />
          {t('home.coming_together')}
        </h2>
        <p className="mt-1 text-muted">{t('home.coming_together_description')}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {upcoming.map((key) => (
            <li key={key} className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
              <div className="flex items-center justify-between">
                <h3 className="font-bold">{t(`home.sections.${key}`)}</h3>
                <span className="rounded-full bg-accent-500/10 px-2.5 py-0.5 text-xs font-semibold text-accent-600">
                  {t('coming_soon.badge')}
                </span>
              </div>
              <div aria-hidden="true" className="mt-4 grid grid-cols-3 gap-3">
                {[0, 1, 2].map((i) => (
                  <div key={i} className="space-y-2">
                    <div className="aspect-square rounded-xl bg-surface-2" />
                    <div className="h-2.5 w-3/4 rounded bg-surface-2" />
                  </div>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
