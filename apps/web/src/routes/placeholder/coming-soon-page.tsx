import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@storefront/ui/button';
import { SparkIcon } from '@storefront/ui/icons';
import { homePath } from '@/lib/session';
import type en from '@/i18n/en.json';

export type PlaceholderTitleKey = keyof (typeof en)['pages'];

/** One tidy page for every route whose screen is not built yet. */
export function ComingSoonPage({ titleKey }: { titleKey: PlaceholderTitleKey }) {
  const { t } = useTranslation();
  const title = t(`pages.${titleKey}`);
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
      <div className="relative overflow-hidden rounded-3xl border border-line bg-surface px-6 py-14 text-center shadow-sm sm:px-12">
        <div aria-hidden="true" className="absolute -top-24 start-1/2 size-64 -translate-x-1/2 rounded-full bg-brand-500/10 blur-2xl rtl:translate-x-1/2" />
        <span className="relative mx-auto grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-400">
          <SparkIcon className="size-8" />
        </span>
        <h1 className="relative mt-6 text-3xl font-extrabold tracking-tight">{title}</h1>
        <p className="relative mx-auto mt-3 max-w-md text-muted">{t('coming_soon.description')}</p>
        <Link to={homePath()} className={buttonClasses('primary', 'md', 'relative mt-8')}>
          {t('not_found.back_home')}
        </Link>
      </div>
    </section>
  );
}

export function comingSoonRoute(titleKey: PlaceholderTitleKey) {
  return function ComingSoonRoute() {
    return <ComingSoonPage titleKey={titleKey} />;
  };
}
