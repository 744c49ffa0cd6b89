import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@storefront/ui/button';
import { EmptyState } from '@storefront/ui/empty-state';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('not_found.title')}
      description={t('not_found.description')}
      action={<Link to="/" className={buttonClasses('primary')}>{t('not_found.to_start')}</Link>}
    />
  );
}
