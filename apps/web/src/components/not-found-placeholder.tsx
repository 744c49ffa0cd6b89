import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { homePath } from '@/lib/session';

/** The spec's not-found placeholder: unknown paths and switched-off pages. */
export function NotFoundPlaceholder() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <p className="bg-gradient-to-br from-brand-500 to-brand-800 bg-clip-text text-8xl font-black tracking-tight text-transparent">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('not_found.title')}</h1>
      <p className="mt-2 text-muted">{t('not_found.description')}</p>
      <Link to={homePath()} className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('not_found.back_home')}
      </Link>
    </section>
  );
}
